import { cn } from '../ui/class-names';

// The box a map is drawn in, shared by each map and the placeholder shown while its code loads, so the
// page does not move when one replaces the other. No Leaflet here: this module is in the main bundle.

export const BUSINESS_MAP_SIZE = 'h-80 w-full rounded-lg';
export const PIN_PICKER_SIZE = 'h-64 w-full rounded-lg';

/**
 * The caller's size classes, or the default size. Isolated, so Leaflet's layers (z-index up to 1000) stay
 * under the page's sticky header and dialogs; clipped, so rounded corners clip the tiles.
 */
export function mapFrameClasses(className: string | undefined, defaultSize: string): string {
  return cn('isolate overflow-hidden', className ?? defaultSize);
}
