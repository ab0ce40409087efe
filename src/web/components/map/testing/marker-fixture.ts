import type { MapMarker } from '../map-props';

/** A map marker of a business in Carmel, for the map's component tests; override what a test is about. */
export function givenMarker(overrides: Partial<MapMarker> = {}): MapMarker {
  return {
    id: 'location-1',
    businessId: 'business-1',
    slug: 'saffron-grill',
    name: 'Saffron Grill',
    latitude: 39.9784,
    longitude: -86.118,
    place: 'Carmel, IN',
    ...overrides,
  };
}
