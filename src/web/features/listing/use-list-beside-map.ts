import { useMediaQuery } from '../../lib/use-media-query';
import type { ListingView } from './use-listing-filters';

/** Tailwind's `lg`: from 1024 px the listing's map has the room to sit beside its list (issue 31). */
const WIDE = '(min-width: 1024px)';

/**
 * Whether the map view shows the list beside the map: asked of the browser's screen, following resizing, so
 * a phone neither renders nor asks for a list it has no room for. The server cannot know the screen: it
 * renders the list (its data is the page's already), hidden under 1024 px by the same breakpoint in CSS,
 * and the browser hydrates that as it is before asking; a phone then drops the list it never showed. So the
 * first paint is final on either screen.
 */
export function useListBesideMap(view: ListingView): boolean {
  // Only the map view asks: in the list view the answer would only draw the whole listing again.
  return useMediaQuery(WIDE, true, view === 'map') && view === 'map';
}
