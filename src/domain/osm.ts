// Issue 35: what a place's page says of its OpenStreetMap origin. The words of `diet:halal` are context, shown
// beside the facts and never as one: an imported place is 'Not checked yet' until someone checks it.

/** `diet:halal` values a place is imported with, and how the page words them. */
export const OSM_DIET_HALAL = {
  only: 'OpenStreetMap says: halal only',
  yes: 'OpenStreetMap says: serves halal',
  limited: 'OpenStreetMap says: some halal options',
} as const;
export type OsmDietHalal = keyof typeof OSM_DIET_HALAL;

export const OSM_CREDIT = '© OpenStreetMap contributors';
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

export function isOsmDietHalal(value: string | null | undefined): value is OsmDietHalal {
  return value != null && Object.hasOwn(OSM_DIET_HALAL, value);
}

/** The element's page on openstreetmap.org ('node/123'). */
export function osmElementUrl(type: string, id: string): string {
  return `https://www.openstreetmap.org/${type}/${id}`;
}
