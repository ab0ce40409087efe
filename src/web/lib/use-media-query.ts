import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query now, following rotation and resizing (false where the browser
 * cannot tell). The server cannot know the screen: it renders as `onServer` says, and the browser hydrates that.
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => onServer,
  );
}
