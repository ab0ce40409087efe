import { useSyncExternalStore } from 'react';

/** SPEC §9 Mobile breakpoint: a screen under 768 px is a phone's. */
const PHONE = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(PHONE);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's now, following rotation and resizing (false where the browser cannot tell). */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(PHONE).matches ?? false,
    () => false,
  );
}
