import { useMediaQuery } from '../../lib/use-media-query';

/** SPEC §9 Mobile breakpoint: a screen under 768 px is a phone's. */
const PHONE = '(max-width: 767px)';

/** Whether the screen is a phone's now, following rotation and resizing (false where the browser cannot tell). */
export function usePhoneScreen(): boolean {
  return useMediaQuery(PHONE, false);
}
