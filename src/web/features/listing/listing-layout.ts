import type { ListingView } from './use-listing-filters';

/** Where each part of the listing sits: the page's grid and the place of each part in it. */
interface ListingLayout {
  grid: string;
  search: string;
  filters: string;
  quickFilters: string;
  results: string;
}

/**
 * Issue 31. The list: on a phone the search, then Filters and the quick chips in one row, then the results;
 * from 1024 px the Filters column beside all three.
 */
const LIST_LAYOUT: ListingLayout = {
  grid: 'grid grid-cols-[auto_minmax(0,1fr)] items-center gap-3 lg:grid-cols-[15rem_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:items-start lg:gap-x-8',
  search: 'col-span-2 flex items-center gap-3 lg:col-span-1 lg:col-start-2 lg:row-start-1',
  filters: 'col-start-1 row-start-2 lg:row-span-3 lg:row-start-1',
  quickFilters: 'col-start-2 row-start-2',
  results: 'col-span-2 scroll-mt-24 lg:col-span-1 lg:col-start-2 lg:row-start-3',
};

/**
 * The map: the phone's order at every width. From 1024 px the list and the map share the width beside each
 * other, and three columns do not fit 1024 px (a card needs about 26rem, the map more): so Filters stays
 * the button of its sheet, in the row of the quick chips, as on a phone.
 */
const MAP_LAYOUT: ListingLayout = {
  grid: 'grid grid-cols-[auto_minmax(0,1fr)] items-center gap-3',
  search: 'col-span-2 flex items-center gap-3',
  filters: 'col-start-1 row-start-2',
  quickFilters: 'col-start-2 row-start-2',
  results: 'col-span-2 scroll-mt-24',
};

export const listingLayout = (view: ListingView): ListingLayout => (view === 'map' ? MAP_LAYOUT : LIST_LAYOUT);

/** Beside the list, the map takes what the one-card list column leaves. */
export const LIST_BESIDE_MAP_CLASSES = 'lg:grid lg:grid-cols-[26rem_minmax(0,1fr)] lg:items-start lg:gap-6';
