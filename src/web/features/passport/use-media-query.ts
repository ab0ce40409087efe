import { useCallback, useSyncExternalStore } from 'react';
import type { PassportLayout } from '../../../domain/passport';

/** Whether the media query matches now, following changes (false where the browser cannot tell). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false);
}

/** Single pages under 768 px, facing pages from there up (passport contract). */
export function usePassportLayout(): PassportLayout {
  return useMediaQuery('(max-width: 767px)') ? 'mobile' : 'desktop';
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
