import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PENDING_PASSPORT_WRITES } from '../features/passport/passport-keys';
import { useSession } from '../lib/session/session-context';

function hasPendingPassportWrites() {
  try {
    return localStorage.getItem(PENDING_PASSPORT_WRITES) !== null;
  } catch {
    return false;
  }
}

/**
 * Issue 18: passport changes made offline in an earlier visit are sent once their account is signed in, as
 * the app opens or at sign-in; another account's are dropped. Their code loads only when something waits,
 * so the first load carries none.
 */
export function PendingPassportWrites() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (userId && hasPendingPassportWrites())
      void import('../features/passport/pending-writes').then(({ keepOnlyAccount, sendPendingWrites }) => {
        keepOnlyAccount(userId);
        return sendPendingWrites(queryClient);
      });
  }, [userId, queryClient]);
  return null;
}
