import { ALL_BUSINESSES_SLUG } from '../../../domain/limits';
import type { ListingFilters } from '../../lib/business-queries';

// Issue 37: the listings the home page's Ramadan sections show, by the listing's own filters (the server's
// render reads them before the page; the sections read them again in the browser under the same keys).

const every = { category: ALL_BUSINESSES_SLUG, q: '', city: '' };
export const IFTAR_TONIGHT: ListingFilters = { ...every, ramadan: { iftar: 'tonight' } };
export const SUHOOR_NOW: ListingFilters = { ...every, ramadan: { suhoor: 'now' } };

const ALL_BUSINESSES_PATH = `/c/${ALL_BUSINESSES_SLUG}`;
export const IFTAR_TONIGHT_PATH = `${ALL_BUSINESSES_PATH}?iftar=tonight`;
export const SUHOOR_NOW_PATH = `${ALL_BUSINESSES_PATH}?suhoor=now`;
