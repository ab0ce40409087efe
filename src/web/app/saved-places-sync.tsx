import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isUuid } from '../../domain/slug';
import { PENDING_SAVED_WRITES, SAVE_AFTER_SIGN_IN } from '../lib/saved-keys';
import { useSession } from '../lib/session/session-context';

function hasPendingSaves() {
  try {
    return localStorage.getItem(PENDING_SAVED_WRITES) !== null;
  } catch {
    return false;
  }
}

/**
 * Issue 36: saves made offline in an earlier visit are sent once their account is signed in (another
 * account's are dropped), and a heart pressed while signed out saves its place once the person is back from
 * signing in (`?save=<business id>`). Their code loads only when there is something to do.
 */
export function SavedPlacesSync() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const userId = user?.id;
  const businessId = params.get(SAVE_AFTER_SIGN_IN);

  useEffect(() => {
    if (userId && hasPendingSaves())
      void import('../lib/saved-pending-writes').then(({ keepOnlySavesOf, sendPendingSaves }) => {
        keepOnlySavesOf(userId);
        return sendPendingSaves(queryClient);
      });
  }, [userId, queryClient]);

  useEffect(() => {
    if (!userId || businessId === null) return;
    setParams(
      (current) => {
        current.delete(SAVE_AFTER_SIGN_IN);
        return current;
      },
      { replace: true },
    );
    if (isUuid(businessId))
      void import('../lib/saved-queries').then(({ saveAfterSignIn }) =>
        saveAfterSignIn(queryClient, userId, businessId),
      );
  }, [userId, businessId, setParams, queryClient]);
  return null;
}
