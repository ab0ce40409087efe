import { useEffect } from 'react';
import { syncHalalStandard } from '../lib/halal-standard';
import { useSession } from '../lib/session/session-context';

/**
 * Issue 34: at sign-in (and as the app opens signed in), the account's halal standard comes to this browser,
 * or this browser's goes to an account that has none.
 */
export function HalalStandardSync() {
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (userId) void syncHalalStandard(userId).catch(() => {});
  }, [userId]);
  return null;
}
