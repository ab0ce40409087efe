import type { MapPlace } from '../features/map/map-place-card';
import type { BusinessCardData, BusinessPageData } from '../lib/business-queries';
import { givenBusiness, givenCarmelLocation, pick, restaurantsCategory } from './business-fixture';

/** A listing card of the approved business, for component tests; override what the test is about. */
export function givenBusinessCard(overrides: Partial<BusinessCardData> = {}): BusinessCardData {
  const fields = [
    'id',
    'slug',
    'name',
    'description',
    'imageUrl',
    'instagram',
    'websiteUrl',
    'city',
    'state',
    'cuisines',
  ] as const;
  return {
    ...pick(givenBusiness(), fields),
    isFeatured: false,
    logoUrl: null,
    ratingAverage: 0,
    reviewCount: 0,
    halal: {
      level: null,
      certified: false,
      zabiha: false,
      noAlcohol: false,
      known: [],
      lastVerified: null,
      overdue: true,
    },
    alsoIn: null,
    openStatus: { state: 'unknown' },
    distanceMiles: null,
    hasOffer: false,
    ...overrides,
  };
}

/** The business page of the approved business with one primary location and nothing else. */
export function givenBusinessPage(overrides: Partial<BusinessPageData> = {}): BusinessPageData {
  const fields = [
    'id',
    'slug',
    'name',
    'description',
    'address',
    'city',
    'state',
    'zip',
    'phone',
    'email',
    'websiteUrl',
    'mapsUrl',
    'imageUrl',
    'instagram',
    'ownerId',
    'closedAt',
  ] as const;
  const category = { name: restaurantsCategory.name, slug: restaurantsCategory.slug };
  return {
    ...pick(givenBusiness(), fields),
    status: 'approved',
    isFeatured: false,
    logoUrl: null,
    category,
    categories: [category],
    cuisines: [
      { key: 'indian', name: 'Indian' },
      { key: 'pakistani', name: 'Pakistani' },
    ],
    locations: [{ id: 'loc-1', ...givenCarmelLocation(), email: null }],
    images: [],
    replyTime: null,
    openStreetMap: null,
    ramadan: null,
    upcomingEvents: [],
    upcomingEventCount: 0,
    rating: { average: 0, count: 0 },
    halal: { tier: 'not_checked', lastVerified: null, overdue: true, confirmations: 0, profiles: [] },
    menu: [],
    offers: [],
    actionLinks: [],
    ...overrides,
  };
}

/** A pin of the listing's map (GET /api/businesses/map) in Carmel, with what its card shows; override the rest. */
export function givenMapPlace(overrides: Partial<MapPlace> = {}): MapPlace {
  return {
    id: 'loc-saffron',
    businessId: 'b-saffron',
    slug: 'saffron-grill',
    name: 'Saffron Grill',
    latitude: 39.978,
    longitude: -86.118,
    place: 'Carmel, IN',
    imageUrl: null,
    ratingAverage: 0,
    reviewCount: 0,
    halal: { level: null, certified: false, zabiha: false, noAlcohol: false, known: [] },
    openStatus: { state: 'unknown' },
    ...overrides,
  };
}
