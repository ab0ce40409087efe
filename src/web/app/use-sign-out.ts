import { useNavigate } from 'react-router';
import { PENDING_PASSPORT_WRITES } from '../features/passport/passport-keys';
import { t } from '../lib/i18n';
import { notifyError } from '../lib/notify';
import { useSession } from '../lib/session/session-context';

/**
 * Goes home, then signs out; a failure is told with SPEC §8's text.
 *
 * Home first: pages load on demand, so the way home can still be loading when the session ends, and a
 * page that needs an account (the profile) would then send the visitor to sign in again
 * (/auth?redirect=/profile) before home arrives. Waiting for the navigation to finish leaves no such page
 * on screen when the session ends.
 */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    const { error } = await signOut();
    // What the service worker kept of this account's pages and data (sw.ts) goes with the session, and so
    // do passport changes still waiting for the network: a note stays nowhere on a shared device.
    if (!error) {
      try {
        localStorage.removeItem(PENDING_PASSPORT_WRITES);
      } catch {
        // Storage refused: nothing was kept there either.
      }
    }
    if (!error && 'caches' in window) await Promise.all(['pages', 'data'].map((name) => caches.delete(name)));
    if (error) {
      console.error('Sign out failed', error);
      notifyError(t('Failed to sign out. Please try again.'));
    }
  };
}
