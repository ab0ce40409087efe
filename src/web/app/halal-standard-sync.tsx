import { useEffect } from 'react';
import { useSession } from '../lib/session/session-context';

/**
 * Issue 34: at sign-in (and as the app opens signed in), the account's halal standard comes to this browser,
 * or this browser's goes to an account that has none.
 */
export function HalalStandardSync() {
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    // Its code loads only for someone signed in.
    if (userId)
      void import('../lib/halal-standard').then(({ syncHalalStandard }) => syncHalalStandard(userId)).catch(() => {});
  }, [userId]);
  return null;
}
