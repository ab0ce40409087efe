import { and, eq, sql } from 'drizzle-orm';
import { defaultTimeZoneForCity } from '../../../domain/hours';
import { mapsSearchUrl } from '../../../domain/maps';
import type { Db, Tx } from '../../db/client';
import { businesses, businessLocations, categories, osmMatches, osmPlaces } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { recordLiveEvent } from '../../live/hub';
import { recordAudit } from '../audit/audit';
import { allocateSlug } from '../listing-rules';
import {
  type ImportedPlace,
  isSkipped,
  OSM_FIELDS,
  type OsmField,
  osmFieldsOf,
  placeOfElement,
  type SkippedElement,
} from './osm-elements';
import { listedPlaces } from './place-matching';

// Issue 35 (decision 031): an import of OpenStreetMap elements, in one transaction. An element already
// imported updates its place, field by field, where nobody edited the field here since; an element that
// looks like a listed place waits as a possible duplicate; any other becomes a place in the 'Imported'
// queue, unpublished and 'Not checked yet'.

export interface OsmImportReport {
  created: { id: string; slug: string; name: string }[];
  updated: { id: string; slug: string; name: string; changes: OsmField[] }[];
  unchanged: number;
  duplicates: {
    osmType: string;
    osmId: string;
    name: string;
    match: { id: string; slug: string; name: string };
    reason: string;
  }[];
  skipped: SkippedElement[];
}

type PlaceRow = typeof businesses.$inferSelect;
type LocationRow = typeof businessLocations.$inferSelect;

/** Each field's value on the place now, as `osmFieldsOf` gives it from OpenStreetMap. */
function currentFields(business: PlaceRow, location: LocationRow | undefined): Record<OsmField, unknown> {
  return {
    name: business.name,
    address: location?.address ?? business.address,
    city: location?.city ?? business.city,
    zip: location?.zip ?? business.zip,
    phone: business.phone,
    email: business.email,
    websiteUrl: business.websiteUrl,
    cuisines: business.cuisines,
    weeklyHours: location?.weeklyHours ?? null,
    pin: location?.latitude == null ? null : [location.latitude, location.longitude],
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

async function categoryIds(tx: Tx) {
  const rows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** A new place from an element: unpublished, in the 'Imported' queue, with its primary location. */
export async function createImportedPlace(tx: Tx, place: ImportedPlace, categoryId: string | null, now: Date) {
  const where = { address: place.address, city: place.city, state: place.state, zip: place.zip };
  const [business] = await tx
    .insert(businesses)
    .values({
      slug: await allocateSlug(tx, place.name),
      name: place.name,
      categoryId,
      ...where,
      phone: place.phone,
      email: place.email,
      websiteUrl: place.websiteUrl,
      mapsUrl: mapsSearchUrl(where),
      cuisines: place.cuisines,
      importedAt: now,
      submittedAt: now,
    })
    .returning({ id: businesses.id, slug: businesses.slug, name: businesses.name });
  const b = business!;
  await tx.insert(businessLocations).values({
    businessId: b.id,
    name: 'Main Location',
    ...where,
    mapsUrl: mapsSearchUrl(where),
    phone: place.phone,
    isPrimary: true,
    latitude: place.latitude,
    longitude: place.longitude,
    weeklyHours: place.weeklyHours,
    timeZone: defaultTimeZoneForCity(place.city),
  });
  await linkOsm(tx, b.id, place, now);
  return b;
}

/** Keeps an element as a place's OpenStreetMap origin (ODbL: its data stays in its own rows). */
export async function linkOsm(tx: Tx, businessId: string, place: ImportedPlace, now: Date) {
  const values = {
    osmType: place.osmType,
    osmId: place.osmId,
    tags: place.tags,
    fields: osmFieldsOf(place),
    dietHalal: place.dietHalal,
    hoursNote: place.hoursNote,
    updatedAt: now,
  };
  await tx
    .insert(osmPlaces)
    .values({ businessId, ...values, importedAt: now })
    .onConflictDoUpdate({ target: osmPlaces.businessId, set: values });
}

/** A re-imported element's place: the fields OpenStreetMap changed that nobody edited here since. */
async function updateFromOsm(
  tx: Tx,
  businessId: string,
  stored: Record<string, unknown>,
  place: ImportedPlace,
  now: Date,
) {
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update');
  if (!business) return null;
  const [location] = await tx
    .select()
    .from(businessLocations)
    .where(and(eq(businessLocations.businessId, businessId), eq(businessLocations.isPrimary, true)));
  const here = currentFields(business, location);
  const incoming = osmFieldsOf(place);
  const changes = OSM_FIELDS.filter(
    (field) => !same(incoming[field], stored[field]) && same(here[field], stored[field]),
  );
  if (changes.length > 0) {
    const has = (field: OsmField) => changes.includes(field);
    const where = {
      address: has('address') ? place.address : (here.address as string | null),
      city: has('city') ? place.city : (here.city as string | null),
      zip: has('zip') ? place.zip : (here.zip as string | null),
    };
    await tx
      .update(businesses)
      .set({
        ...(has('name') ? { name: place.name } : {}),
        ...(has('phone') ? { phone: place.phone } : {}),
        ...(has('email') ? { email: place.email } : {}),
        ...(has('websiteUrl') ? { websiteUrl: place.websiteUrl } : {}),
        ...(has('cuisines') ? { cuisines: place.cuisines } : {}),
        ...where,
        updatedAt: now,
      })
      .where(eq(businesses.id, businessId));
    if (location)
      await tx
        .update(businessLocations)
        .set({
          ...where,
          mapsUrl: mapsSearchUrl({ ...where, state: location.state }),
          ...(has('weeklyHours') ? { weeklyHours: place.weeklyHours } : {}),
          ...(has('pin') ? { latitude: place.latitude, longitude: place.longitude, geocodedAddress: null } : {}),
        })
        .where(eq(businessLocations.id, location.id));
    await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
  }
  await linkOsm(tx, businessId, place, now);
  return { id: business.id, slug: business.slug, name: changes.includes('name') ? place.name : business.name, changes };
}

/**
 * Imports Overpass elements (decision 031), in one transaction; `admin` is null from the command line. The
 * report says what each element became.
 */
export async function importOsmElements(
  db: Db,
  admin: Viewer | null,
  elements: readonly unknown[],
  now = new Date(),
): Promise<OsmImportReport> {
  const report: OsmImportReport = { created: [], updated: [], unchanged: 0, duplicates: [], skipped: [] };
  const places = new Map<string, ImportedPlace>();
  for (const raw of elements) {
    const place = placeOfElement(raw);
    if (isSkipped(place)) report.skipped.push(place);
    else places.set(`${place.osmType}/${place.osmId}`, place);
  }
  await db.transaction(async (tx) => {
    const keys = JSON.stringify([...places.values()].map((p) => ({ type: p.osmType, id: p.osmId })));
    const known = await tx.execute<{ key: string; business_id: string; fields: Record<string, unknown> }>(sql`
      select o.osm_type || '/' || o.osm_id as key, o.business_id, o.fields
      from jsonb_to_recordset(${keys}::jsonb) as v(type text, id text)
      join ${osmPlaces} o on o.osm_type = v.type and o.osm_id = v.id`);
    const fresh: ImportedPlace[] = [];
    for (const [key, place] of places) {
      const stored = known.rows.find((row) => row.key === key);
      if (!stored) {
        fresh.push(place);
        continue;
      }
      const updated = await updateFromOsm(tx, stored.business_id, stored.fields, place, now);
      if (updated && updated.changes.length > 0) report.updated.push(updated);
      else report.unchanged++;
    }
    const listed = await listedPlaces(tx);
    const categoryOf = await categoryIds(tx);
    for (const place of fresh) {
      const match = listed.find(place);
      if (match) {
        const element: Record<string, unknown> = { ...place };
        await tx
          .insert(osmMatches)
          .values({ osmType: place.osmType, osmId: place.osmId, element, businessId: match.id, reason: match.reason })
          .onConflictDoUpdate({
            target: [osmMatches.osmType, osmMatches.osmId],
            set: { element, businessId: match.id, reason: match.reason },
          });
        report.duplicates.push({
          osmType: place.osmType,
          osmId: place.osmId,
          name: place.name,
          match: { id: match.id, slug: match.slug, name: match.name },
          reason: match.reason,
        });
        continue;
      }
      const created = await createImportedPlace(tx, place, categoryOf.get(place.categorySlug) ?? null, now);
      report.created.push(created);
      // A second element of the same place later in the file is its duplicate.
      listed.add(created, place);
    }
    // An element imported as a place is no longer a possible duplicate of another.
    await tx.execute(sql`
      delete from ${osmMatches} m using ${osmPlaces} o
      where o.osm_type = m.osm_type and o.osm_id = m.osm_id`);
    if (report.created.length > 0) await recordLiveEvent(tx, { topic: 'businesses', id: report.created[0]!.id });
    await recordAudit(tx, {
      actor: admin,
      action: 'import.osm',
      after: {
        created: report.created.length,
        updated: report.updated.length,
        unchanged: report.unchanged,
        duplicates: report.duplicates.length,
        skipped: report.skipped.length,
      },
    });
  });
  return report;
}
