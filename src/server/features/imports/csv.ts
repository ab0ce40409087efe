import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CSV_IMPORT_MAX_ROWS, type CsvPlaceRow, csvPlaceRow } from '../../../domain';
import { evidenceTier } from '../../../domain/halal';
import { defaultTimeZoneForCity, type WeeklyHours } from '../../../domain/hours';
import { mapsSearchUrl } from '../../../domain/maps';
import type { Db, Queryable, Tx } from '../../db/client';
import { businesses, businessLocations, categories } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent, recordLiveEvents } from '../../live/hub';
import { recordAudit } from '../audit/audit';
import { directoryToday } from '../halal/profiles';
import { allocateSlugs } from '../listing-rules';
import { csvField } from '../open-data/exports';
import { importedHours } from './osm-hours';
import { listedPlaces } from './place-matching';

// Issue 35 (decision 031): the admins' CSV of listings, out and back in. The export has every place not
// rejected with its primary location, hours and halal facts with their evidence tier; an import of the same
// columns is checked line by line first (new, updated, unchanged, possible duplicate, or an error with its
// column), then applied in one transaction: every good line, and none of a bad one. Lines are matched by
// `external_id`, else by the directory's `id`; halal facts are not imported (they come from their evidence).

export const CSV_COLUMNS = [
  'external_id',
  'id',
  'name',
  'category',
  'cuisines',
  'description',
  'phone',
  'email',
  'website',
  'instagram',
  'address',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
  'hours',
  'status',
  'halal_level',
  'halal_facts',
  'evidence_tier',
  'halal_last_verified',
  'certified_until',
  'page',
] as const;
const IMPORTED_COLUMNS = CSV_COLUMNS.slice(0, 17);

const DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** A week as OpenStreetMap's `opening_hours` writes it, day by day ('Su 12:00-20:00; Mo off; …'). */
export function hoursText(weekly: WeeklyHours | null): string {
  if (!weekly) return '';
  return weekly
    .map((ranges, day) => {
      if (ranges.length === 0) return `${DAYS[day]} off`;
      const spans = ranges.map(([opens, closes]) => `${opens}-${closes === '00:00' ? '24:00' : closes}`);
      return `${DAYS[day]} ${spans.join(',')}`;
    })
    .join('; ');
}

/** The export: one line per place not rejected, its primary location's address, pin and hours. */
export async function exportPlacesCsv(db: Db, publicUrl: string, now = new Date()): Promise<string> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select b.external_id, b.id, b.name, c.slug as category, array_to_string(b.cuisines, ';') as cuisines,
      b.description, b.phone, b.email, b.website_url as website, b.instagram,
      coalesce(l.address, b.address) as address, coalesce(l.city, b.city) as city, coalesce(l.state, b.state) as state,
      coalesce(l.zip, b.zip) as zip, l.latitude, l.longitude, l.weekly_hours,
      case when b.closed_at is not null then 'closed' when b.is_approved then 'published'
        when b.imported_at is not null then 'imported' else 'pending' end as status,
      b.halal_level, array_to_string(b.halal_tags, ';') as halal_facts,
      to_char(b.halal_verified_at at time zone 'UTC', 'YYYY-MM-DD') as halal_last_verified,
      to_char(b.halal_certified_until, 'YYYY-MM-DD') as certified_until, b.slug,
      exists (select 1 from halal_profiles p where p.business_id = b.id) as has_profile,
      (select max(p.certificate_checked_at) from halal_profiles p where p.business_id = b.id) as certificate_checked_at,
      (select max(p.certificate_expires_on)::text from halal_profiles p where p.business_id = b.id) as certificate_expires_on,
      (select coalesce(json_agg(h.confirmed_at), '[]') from halal_confirmations h
        where h.business_id = b.id and h.confirmed_at > now() - interval '12 months') as confirmations
    from ${businesses} b
    left join ${categories} c on c.id = b.category_id
    left join ${businessLocations} l on l.business_id = b.id and l.is_primary
    where b.rejected_at is null
    order by b.name, b.id`);
  const today = directoryToday(now);
  const lines = rows.map((row) => {
    const tier = evidenceTier(
      {
        hasProfile: Boolean(row.has_profile),
        certificateCheckedAt: row.certificate_checked_at ? new Date(String(row.certificate_checked_at)) : null,
        certificateExpiresOn: (row.certificate_expires_on as string | null) ?? null,
        confirmations: (row.confirmations as string[]).map((at) => new Date(at)),
      },
      now,
      today,
    );
    const cells: Record<(typeof CSV_COLUMNS)[number], unknown> = {
      ...(row as Record<string, unknown>),
      hours: hoursText(row.weekly_hours as WeeklyHours | null),
      evidence_tier: tier,
      page: `${publicUrl}/r/${encodeURIComponent(String(row.slug))}`,
    } as Record<(typeof CSV_COLUMNS)[number], unknown>;
    return CSV_COLUMNS.map((column) => csvField((cells[column] ?? null) as string | number | null)).join(',');
  });
  return `\uFEFF${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

export type CsvLineStatus = 'new' | 'updated' | 'unchanged' | 'duplicate' | 'error';
export interface CsvLine {
  line: number;
  status: CsvLineStatus;
  name: string | null;
  changes?: string[];
  match?: { id: string; slug: string; name: string; reason: string };
  errors?: { column: string; message: string }[];
}
export interface CsvImportReport {
  applied: boolean;
  counts: Record<CsvLineStatus, number>;
  lines: CsvLine[];
}

/** The file's records with their line numbers, or a clear word on why it cannot be read. */
function records(text: string): { line: number; cells: Record<string, string>; short: boolean }[] {
  let parsed: { record: Record<string, string>; info: { lines: number } }[];
  let header: string[] = [];
  try {
    parsed = parse(text, {
      columns: (names: string[]) => {
        header = names.map((h) => h.trim().toLowerCase());
        return header;
      },
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      max_record_size: 64 * 1024,
      to_line: CSV_IMPORT_MAX_ROWS + 2,
    });
  } catch (err) {
    throw new ApiError('VALIDATION', `The CSV could not be read: ${(err as Error).message}`);
  }
  if (parsed.length === 0) throw new ApiError('VALIDATION', 'The CSV has no lines under its header.');
  if (!header.includes('external_id') && !header.includes('id'))
    throw new ApiError('VALIDATION', 'The CSV has neither an external_id nor an id column.');
  // Every column the import writes must be there: a column left out would read as empty and clear the field.
  for (const column of IMPORTED_COLUMNS.filter((c) => c !== 'external_id' && c !== 'id'))
    if (!header.includes(column)) throw new ApiError('VALIDATION', `The CSV has no ${column} column.`);
  if (parsed.length > CSV_IMPORT_MAX_ROWS)
    throw new ApiError('VALIDATION', `At most ${CSV_IMPORT_MAX_ROWS} lines in one import.`);
  return parsed.map(({ record, info }) => ({
    line: info.lines,
    cells: record,
    short: Object.keys(record).length < header.length,
  }));
}

// A cell the export guarded against spreadsheets (=, +, -, @ after an apostrophe) reads as written.
const unguarded = (cell: string | undefined) => (cell ?? '').replace(/^'(?=[=+\-@\t\r])/, '');

interface CheckedLine {
  line: number;
  row: CsvPlaceRow & { categoryId: string; weeklyHours: WeeklyHours | null };
}

/** What a line changes on a place: its columns whose value differs. */
function changesOf(
  row: CheckedLine['row'],
  place: typeof businesses.$inferSelect,
  location: typeof businessLocations.$inferSelect | undefined,
) {
  const now: Record<string, unknown> = {
    name: place.name,
    category: place.categoryId,
    cuisines: place.cuisines,
    description: place.description,
    phone: place.phone,
    email: place.email,
    website: place.websiteUrl,
    instagram: place.instagram,
    address: location?.address ?? place.address,
    city: location?.city ?? place.city,
    state: location?.state ?? place.state,
    zip: location?.zip ?? place.zip,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    hours: location?.weeklyHours ?? null,
  };
  const incoming: Record<string, unknown> = {
    ...row,
    category: row.categoryId,
    hours: row.hours === null ? (location?.weeklyHours ?? null) : row.weeklyHours,
  };
  return Object.keys(now).filter(
    (column) => JSON.stringify(now[column] ?? null) !== JSON.stringify(incoming[column] ?? null),
  );
}

/**
 * Checks a CSV and, when `apply`, writes its good lines in one transaction (new places wait in the 'Imported'
 * queue; possible duplicates are not created). The report says what each line is or would be.
 */
export async function importPlacesCsv(db: Db, admin: Viewer, text: string, apply: boolean): Promise<CsvImportReport> {
  const input = records(text);
  // `writer` is the transaction of an import applied; a dry run reads and writes nothing.
  const run = async (tx: Queryable, writer: Tx | null): Promise<CsvImportReport> => {
    const cats = await tx.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories);
    const categoryOf = (value: string) =>
      cats.find(
        (c) => c.slug !== 'all-businesses' && (c.slug === value || c.name.toLowerCase() === value.toLowerCase()),
      );
    const lines: CsvLine[] = [];
    const good: CheckedLine[] = [];
    const seen = new Map<string, number>();
    for (const { line, cells, short } of input) {
      if (short) {
        lines.push({
          line,
          status: 'error',
          name: cells.name || null,
          errors: [{ column: 'line', message: 'This line has fewer cells than the header' }],
        });
        continue;
      }
      const values = Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, unguarded(cells[column])]));
      const parsed = csvPlaceRow.safeParse(values);
      const errors = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ column: String(issue.path[0] ?? 'line'), message: issue.message }));
      const category = categoryOf(values.category ?? '');
      if (parsed.success && !category)
        errors.push({ column: 'category', message: `No category ${values.category}: use one of the export's` });
      const hours = parsed.success && parsed.data.hours ? importedHours(parsed.data.hours) : null;
      if (hours && (!hours.weekly || hours.note))
        errors.push({
          column: 'hours',
          message: 'Write the hours day by day, as the export does: Mo 11:00-21:00; Tu off',
        });
      const key = parsed.success ? (parsed.data.external_id ?? parsed.data.id) : null;
      if (key && seen.has(key))
        errors.push({ column: 'external_id', message: `The same place as line ${seen.get(key)}` });
      if (key) seen.set(key, line);
      if (!parsed.success || errors.length > 0 || !category) {
        lines.push({ line, status: 'error', name: values.name || null, errors });
        continue;
      }
      good.push({ line, row: { ...parsed.data, categoryId: category.id, weeklyHours: hours?.weekly ?? null } });
      lines.push({ line, status: 'new', name: parsed.data.name });
    }
    const externalIds = good.flatMap(({ row }) => (row.external_id ? [row.external_id] : []));
    const ids = good.flatMap(({ row }) => (!row.external_id && row.id ? [row.id] : []));
    const existing = [
      ...(externalIds.length
        ? await tx.select().from(businesses).where(inArray(businesses.externalId, externalIds))
        : []),
      ...(ids.length ? await tx.select().from(businesses).where(inArray(businesses.id, ids)) : []),
    ];
    const primaries = existing.length
      ? await tx
          .select()
          .from(businessLocations)
          .where(
            and(
              inArray(
                businessLocations.businessId,
                existing.map((b) => b.id),
              ),
              eq(businessLocations.isPrimary, true),
            ),
          )
      : [];
    const listed = await listedPlaces(tx);
    const updates: { line: CheckedLine; place: (typeof existing)[number]; changes: string[] }[] = [];
    const creates: CheckedLine[] = [];
    for (const checked of good) {
      const entry = lines.find((l) => l.line === checked.line)!;
      const { row } = checked;
      const place = row.external_id
        ? existing.find((b) => b.externalId === row.external_id)
        : existing.find((b) => b.id === row.id);
      if (place) {
        const changes = changesOf(
          row,
          place,
          primaries.find((l) => l.businessId === place.id),
        );
        entry.status = changes.length > 0 ? 'updated' : 'unchanged';
        if (changes.length > 0) {
          entry.changes = changes;
          updates.push({ line: checked, place, changes });
        }
        continue;
      }
      if (!row.external_id) {
        Object.assign(entry, { status: 'error', errors: [{ column: 'id', message: 'No place here has this id' }] });
        continue;
      }
      const candidate = {
        name: row.name,
        phone: row.phone,
        websiteUrl: row.website,
        latitude: row.latitude,
        longitude: row.longitude,
      };
      const match = listed.find(candidate);
      if (match) {
        Object.assign(entry, { status: 'duplicate', match });
        continue;
      }
      listed.add({ id: `line-${checked.line}`, slug: '', name: row.name }, candidate);
      creates.push(checked);
    }
    const counts = { new: 0, updated: 0, unchanged: 0, duplicate: 0, error: 0 };
    for (const line of lines) counts[line.status]++;
    if (writer && (creates.length > 0 || updates.length > 0)) {
      await writeLines(writer, creates, updates);
      await recordAudit(writer, { actor: admin, action: 'import.csv', after: counts });
    }
    return { applied: writer !== null, counts, lines };
  };
  return apply ? db.transaction((tx) => run(tx, tx)) : run(db, null);
}

function placeColumns(row: CheckedLine['row']) {
  const where = { address: row.address, city: row.city, state: row.state, zip: row.zip };
  return { where, mapsUrl: mapsSearchUrl(where) };
}

/** New places (unpublished, in the 'Imported' queue) and changed ones, a statement per table and kind. */
async function writeLines(
  tx: Tx,
  creates: readonly CheckedLine[],
  updates: readonly { line: CheckedLine; place: typeof businesses.$inferSelect; changes: string[] }[],
) {
  const now = new Date();
  if (creates.length > 0) {
    const slugs = await allocateSlugs(
      tx,
      creates.map(({ row }) => row.name),
    );
    // One statement per table, the lines as one JSON parameter (a file of thousands is past the bind limit).
    const rows = JSON.stringify(
      creates.map(({ row }, i) => ({
        ...row,
        slug: slugs[i],
        mapsUrl: placeColumns(row).mapsUrl,
        timeZone: defaultTimeZoneForCity(row.city),
      })),
    );
    const inserted = await tx.execute<{ id: string }>(sql`
      with v as (
        select * from jsonb_to_recordset(${rows}::jsonb) as v(slug text, external_id text, name text,
          "categoryId" uuid, cuisines text[], description text, phone text, email text, website text,
          instagram text, address text, city text, state text, zip text, "mapsUrl" text, latitude float8,
          longitude float8, "weeklyHours" jsonb, "timeZone" text)
      ), b as (
        insert into ${businesses} (slug, external_id, name, category_id, cuisines, description, phone, email,
          website_url, instagram, address, city, state, zip, maps_url, imported_at, submitted_at)
        select slug, external_id, name, "categoryId", cuisines, description, phone, email, website, instagram,
          address, city, state, zip, "mapsUrl", ${now}, ${now} from v
        returning id, external_id
      )
      insert into ${businessLocations} (business_id, name, address, city, state, zip, maps_url, phone, email,
        is_primary, latitude, longitude, weekly_hours, time_zone)
      select b.id, 'Main Location', v.address, v.city, v.state, v.zip, v."mapsUrl", v.phone, v.email, true,
        v.latitude, v.longitude, nullif(v."weeklyHours", 'null'::jsonb), v."timeZone"
      from v join b on b.external_id = v.external_id
      returning business_id as id`);
    await recordLiveEvent(tx, { topic: 'businesses', id: inserted.rows[0]!.id });
  }
  if (updates.length > 0) {
    const rows = updates.map(({ line: { row }, place }) => ({
      id: place.id,
      name: row.name,
      categoryId: row.categoryId,
      cuisines: row.cuisines,
      description: row.description,
      phone: row.phone,
      email: row.email,
      website: row.website,
      instagram: row.instagram,
      ...placeColumns(row).where,
      mapsUrl: placeColumns(row).mapsUrl,
      latitude: row.latitude,
      longitude: row.longitude,
      hours: row.hours === null ? null : row.weeklyHours,
      keepHours: row.hours === null,
    }));
    const json = JSON.stringify(rows);
    await tx.execute(sql`
      update ${businesses} b set name = v.name, category_id = v."categoryId", cuisines = v.cuisines,
        description = v.description, phone = v.phone, email = v.email, website_url = v.website,
        instagram = v.instagram, address = v.address, city = v.city, state = v.state, zip = v.zip,
        maps_url = v."mapsUrl", updated_at = now()
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, name text, "categoryId" uuid, cuisines text[],
        description text, phone text, email text, website text, instagram text, address text, city text,
        state text, zip text, "mapsUrl" text)
      where b.id = v.id`);
    await tx.execute(sql`
      update ${businessLocations} l set address = v.address, city = v.city, state = v.state, zip = v.zip,
        maps_url = v."mapsUrl", latitude = v.latitude, longitude = v.longitude,
        geocoded_address = case when (l.latitude, l.longitude) is distinct from (v.latitude, v.longitude) then null else l.geocoded_address end,
        weekly_hours = case when v."keepHours" then l.weekly_hours else v.hours end
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, address text, city text, state text, zip text,
        "mapsUrl" text, latitude float8, longitude float8, hours jsonb, "keepHours" boolean)
      where l.business_id = v.id and l.is_primary`);
    await recordLiveEvents(
      tx,
      updates.map(({ place }) => ({ topic: 'businesses' as const, id: place.id })),
    );
  }
}
