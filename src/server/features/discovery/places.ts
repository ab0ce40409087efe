import type { Origin } from './distance';
import places from './indiana-places.json' with { type: 'json' };

// Issue 17, 'near me' without the browser's position: the centroids of Indiana's ZIP codes and cities,
// shipped with the product (indiana-places.json: ZIP centroids of the zipcodes package, BSD licence; a
// city is the mean of its ZIP codes), so a typed place needs no outside service.

type Point = readonly number[];
const zips: Record<string, Point> = places.zips;
const cities = new Map(
  Object.entries(places.cities as Record<string, Point>).map(([name, point]) => [name.toLowerCase(), { name, point }]),
);

/** A typed ZIP code ('46204', '46204-1234') or city ('carmel', 'Carmel, IN'), or null when not in Indiana. */
export function resolvePlace(text: string): Origin | null {
  const typed = text.trim();
  const zip = typed.match(/^(\d{5})(?:-\d{4})?$/)?.[1];
  if (zip) {
    const point = zips[zip];
    return point ? { latitude: point[0] ?? 0, longitude: point[1] ?? 0, label: zip } : null;
  }
  const name = typed
    .replace(/,?\s*(in|indiana)\.?$/i, '')
    .replace(/\s+/g, ' ')
    .replace(/^st\.? /i, 'saint ')
    .trim()
    .toLowerCase();
  const city = cities.get(name) ?? cities.get(name.replace(/^saint /, 'st. '));
  return city ? { latitude: city.point[0] ?? 0, longitude: city.point[1] ?? 0, label: `${city.name}, IN` } : null;
}
