import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query now, following rotation and resizing (false where the browser
 * cannot tell). The server cannot know the screen: it renders as `onServer` says, and the browser hydrates that.
 * Where the screen's answer differs, React draws the part again at once, without yielding: a caller that
 * needs the answer only sometimes says so with `asked`, and is otherwise given `onServer` without asking.
 */
export function useMediaQuery(query: string, onServer: boolean, asked = true): boolean {
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
    asked ? subscribe : notSubscribed,
    () => (asked ? (window.matchMedia?.(query).matches ?? false) : onServer),
    () => onServer,
  );
}

const notSubscribed = () => () => {};
