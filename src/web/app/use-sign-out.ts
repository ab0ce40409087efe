import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { PENDING_PASSPORT_WRITES } from '../features/passport/passport-keys';
import { t } from '../lib/i18n';
import { notifyError } from '../lib/notify';
import { PUSH_DEVICE_KEY } from '../lib/push/push-device-key';
import { PENDING_SAVED_WRITES } from '../lib/saved-writes-key';
import { useSession } from '../lib/session/session-context';

/**
 * Goes home, then signs out; a failure is told with SPEC §8's text.
 *
 * Home first, and the session ends only once home is on screen. Pages load on demand and navigations run
 * as transitions: while home's code is still arriving (a phone's first visit), the page being left stays
 * on screen. A page that needs an account (the profile) would see the session end there and send the
 * visitor to sign in again (/auth?redirect=/profile). `navigate` does not wait for the page to show (it
 * returns at once outside a data router), so the wait is for the router to commit the new address.
 */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const leave = useLeavePage();
  return async () => {
    await leave(() => navigate('/'));
    // Issue 36: this device's push notices are the account's; they stop with its session here.
    if (hasPushDevice()) await import('../lib/push/push-device').then(({ leaveThisDevice }) => leaveThisDevice());
    const { error } = await signOut();
    // What the service worker kept of this account's pages and data (sw.ts) goes with the session, and so
    // do passport changes still waiting for the network: a note stays nowhere on a shared device.
    if (!error) {
      try {
        localStorage.removeItem(PENDING_PASSPORT_WRITES);
        localStorage.removeItem(PENDING_SAVED_WRITES);
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

function hasPushDevice(): boolean {
  try {
    return localStorage.getItem(PUSH_DEVICE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Runs a navigation and settles once the page on screen is no longer the one it started from: the router
 * committed another address (home, an error page if home failed to load, or wherever the person went
 * meanwhile).
 */
function useLeavePage() {
  const location = useLocation();
  const shown = useRef<Location>(location);
  const waiting = useRef(new Set<{ from: string; left: () => void }>());

  useEffect(() => {
    shown.current = location;
    for (const waiter of waiting.current)
      if (waiter.from !== location.key) {
        waiting.current.delete(waiter);
        waiter.left();
      }
  }, [location]);

  return async (go: () => void | Promise<void>) => {
    const from = shown.current.key;
    const left = new Promise<void>((resolve) => {
      waiting.current.add({ from, left: resolve });
    });
    await go();
    await left;
  };
}
