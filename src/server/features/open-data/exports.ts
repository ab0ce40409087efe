import { sql } from 'drizzle-orm';
import { OPEN_DATA_LICENCE, OSM_DATA_LICENCE } from '../../../domain/open-data';
import type { Db } from '../../db/client';
import { directoryToday } from '../halal/profiles';

// Issue 35: the directory's places as open data, a file a day: `/data/places.csv` and
// `/data/places.geojson`. Public fields only, one row per approved place (its primary location; a place an
// admin marked permanently closed says so), made once per Indiana calendar day on the first request of
// that day and kept until the next.

/** The columns of the CSV, and the properties of each GeoJSON feature, in this order. */
export const EXPORT_COLUMNS = [
  'id',
  'name',
  'url',
  'categories',
  'cuisines',
  'address',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
  'phone',
  'website',
  'halal_level',
  'zabiha',
  'no_alcohol',
  'prayer_space',
  'muslim_owned',
  'certified_until',
  'last_verified',
  'closed',
  // Issue 35: the OpenStreetMap element a place came from, and the licence its row is under.
  'openstreetmap',
  'licence',
] as const;
type Column = (typeof EXPORT_COLUMNS)[number];
type Row = Record<Column, string | number | boolean | null>;

export interface PlacesExport {
  /** The Indiana date the files are of. */
  date: string;
  csv: string;
  geojson: string;
  count: number;
}

/** Every listed place, one statement: the business, its primary location's place and its halal tags. */
async function exportRows(db: Db, publicUrl: string): Promise<Row[]> {
  const { rows } = await db.execute<Row & { slug: string }>(sql`
    select b.id, b.name, b.slug,
      (select string_agg(c.slug, ';' order by c.position) from business_categories bc
        join categories c on c.id = bc.category_id where bc.business_id = b.id) as categories,
      array_to_string(b.cuisines, ';') as cuisines,
      coalesce(l.address, b.address) as address, coalesce(nullif(trim(l.city), ''), b.city) as city,
      coalesce(l.state, b.state) as state, coalesce(l.zip, b.zip) as zip,
      l.latitude::float8 as latitude, l.longitude::float8 as longitude,
      coalesce(b.phone, l.phone) as phone, b.website_url as website,
      b.halal_level, 'zabiha' = any(b.halal_tags) as zabiha, 'no_alcohol' = any(b.halal_tags) as no_alcohol,
      'prayer_space' = any(b.halal_tags) as prayer_space, 'muslim_owned' = any(b.halal_tags) as muslim_owned,
      to_char(b.halal_certified_until, 'YYYY-MM-DD') as certified_until,
      to_char(b.halal_verified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_verified,
      b.closed_at is not null as closed,
      o.osm_type || '/' || o.osm_id as openstreetmap,
      case when o.business_id is null then ${OPEN_DATA_LICENCE.name} else ${OSM_DATA_LICENCE.name} end as licence
    from businesses b
    left join osm_places o on o.business_id = b.id
    left join business_locations l on l.business_id = b.id and l.is_primary
    where b.is_approved and b.rejected_at is null
    order by b.name, b.id`);
  return rows.map(({ slug, ...row }) => ({ ...row, url: `${publicUrl}/r/${encodeURIComponent(slug)}` }));
}

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break; a text that a spreadsheet would run
 * as a formula (=, +, -, @) starts with an apostrophe.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function toCsv(rows: Row[]): string {
  const lines = [EXPORT_COLUMNS.join(','), ...rows.map((row) => EXPORT_COLUMNS.map((c) => csvField(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

function toGeoJson(rows: Row[], date: string): string {
  const features = rows.flatMap((row) =>
    typeof row.latitude === 'number' && typeof row.longitude === 'number'
      ? [
          {
            type: 'Feature',
            id: row.id,
            geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
            properties: Object.fromEntries(
              EXPORT_COLUMNS.filter((c) => c !== 'latitude' && c !== 'longitude').map((c) => [c, row[c]]),
            ),
          },
        ]
      : [],
  );
  return JSON.stringify({
    type: 'FeatureCollection',
    metadata: { date, licence: OPEN_DATA_LICENCE, openStreetMapRows: OSM_DATA_LICENCE },
    features,
  });
}

/** Today's files for one database, made on the first request of the day (one making at a time). */
const made = new WeakMap<Db, { date: string; files: Promise<PlacesExport> }>();

export function placesExport(db: Db, publicUrl: string, now = new Date()): Promise<PlacesExport> {
  const date = directoryToday(now);
  const kept = made.get(db);
  if (kept?.date === date) return kept.files;
  const files = exportRows(db, publicUrl).then((rows) => ({
    date,
    csv: toCsv(rows),
    geojson: toGeoJson(rows, date),
    count: rows.length,
  }));
  made.set(db, { date, files });
  // A failed making is not kept: the next request tries again.
  files.catch(() => {
    if (made.get(db)?.files === files) made.delete(db);
  });
  return files;
}
