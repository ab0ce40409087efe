import type { PassportLayout } from '../../../domain/passport';
import { useMediaQuery } from '../../lib/use-media-query';

/** Single pages under 768 px, facing pages from there up (passport contract). */
export function usePassportLayout(): PassportLayout {
  return useMediaQuery('(max-width: 767px)', false) ? 'mobile' : 'desktop';
}

// The server renders as if motion is welcome; the browser follows the person's setting.
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
