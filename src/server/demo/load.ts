import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { zonedDateParts } from '../../domain/events';
import { slugify, uniqueSlug } from '../../domain/slug';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import {
  businessActionLinks,
  businessCategories,
  businesses,
  businessImages,
  businessLocations,
  businessOffers,
  businessReports,
  categories,
  events,
  featuredListings,
  halalAnswers,
  halalCertifiers,
  halalConfirmations,
  halalEvidence,
  halalProfiles,
  menuItems,
  menuSections,
  profiles,
  ramadanHours,
  ramadanSpecials,
  reviews,
} from '../db/schema';
import { projectProfiles } from '../features/halal/evidence';
import type { Storage } from '../storage/storage';
import { createDemoAccounts } from './accounts';
import { DEMO_BUSINESSES, type DemoCategorySlug } from './businesses';
import { demoScenes, renderPicture } from './images';
import { seedDemoInsights } from './insights';
import { demoMenuRows } from './menus';
import { demoRamadan } from './ramadan';
import { type DemoListing, type DemoPictures, demoRows } from './rows';

export interface DemoDeps {
  db: Db;
  auth: Auth;
  storage: Storage;
  log: (line: string) => void;
  /** Shared by the returned accounts; a random 12-character one when not given. */
  password?: string;
}

export interface DemoData {
  accounts: { role: string; email: string; password: string }[];
}

/**
 * Fills an empty directory with invented Indiana businesses, their pictures, locations, events,
 * reviews and halal profiles, and the demo accounts. Does nothing (returns null) once any business exists.
 */
export async function loadDemoData(deps: DemoDeps): Promise<DemoData | null> {
  const { db, auth, storage, log } = deps;
  const [anyBusiness] = await db.select({ id: businesses.id }).from(businesses).limit(1);
  if (anyBusiness) return null;

  const started = performance.now();
  const now = new Date();
  const password = deps.password ?? randomBytes(9).toString('base64url');
  const people = await createDemoAccounts(auth, db, password);
  if (people.signIns.length < 2) log('Demo data: some demo accounts already existed; their passwords are unchanged.');
  const accountsDone = performance.now();

  const categoryIds = await realCategoryIds(db);
  const certifierIds = await certifierIdsByName(db);
  const adminId = await firstAdminId(db);
  const listings = planListings();
  const pictures = await storePictures(storage, listings);
  const picturesDone = performance.now();

  const rows = demoRows({ listings, pictures, categoryIds, certifierIds, adminId, now, ...people });
  await db.transaction(async (tx) => {
    await tx.insert(businesses).values(rows.businesses);
    if (rows.businessCategories.length > 0) await tx.insert(businessCategories).values(rows.businessCategories);
    await tx.insert(businessLocations).values(rows.businessLocations);
    await tx.insert(featuredListings).values(rows.featuredListings);
    await tx.insert(events).values(rows.events);
    // Issue 37: Ramadan hours and specials of a few places.
    const ramadan = demoRamadan(rows.businesses, rows.businessLocations, now);
    await tx.insert(ramadanHours).values(ramadan.hours);
    await tx.insert(ramadanSpecials).values(ramadan.specials);
    await tx.insert(businessImages).values(rows.businessImages);
    // Issue 37: menus, offers and order/reserve links.
    const menus = demoMenuRows(listings, zonedDateParts(now).date, people.ownerId, rows.businessLocations);
    await tx.insert(menuSections).values(menus.sections);
    await tx.insert(menuItems).values(menus.items);
    await tx.insert(businessOffers).values(menus.offers);
    await tx.insert(businessActionLinks).values(menus.links);
    await tx.insert(reviews).values(rows.reviews);
    // Their trigger fills in businesses.halal_level, halal_tags and halal_certified_until.
    await tx.insert(halalProfiles).values(rows.halalProfiles);
    await tx.insert(businessReports).values(rows.businessReports);
    await tx.insert(halalConfirmations).values(rows.halalConfirmations);
    // Issue 34: the reviewers have been diners for a while, so what they say counts; their answers join the
    // owners' and admins' words, which the profiles' first projection derives from what each states.
    await tx
      .update(profiles)
      .set({ createdAt: sql`now() - interval '400 days'` })
      .where(inArray(profiles.id, people.reviewerIds));
    const profileIds = rows.halalProfiles.flatMap((p) => (p.id ? [p.id] : []));
    await projectProfiles(tx, profileIds, now);
    await tx.insert(halalAnswers).values(rows.halalAnswers);
    await tx.insert(halalEvidence).values(rows.communityEvidence);
    await projectProfiles(tx, profileIds, now);
    await seedDemoInsights(tx, zonedDateParts(now).date);
  });
  const done = performance.now();

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  log(
    `Demo data: ${rows.businesses.length} businesses, ${rows.businessLocations.length} locations, ` +
      `${rows.events.length} events, ${rows.reviews.length} reviews, ${rows.halalProfiles.length} halal profiles, ` +
      `${rows.businessReports.length} open reports ` +
      `(accounts ${seconds(accountsDone - started)}, ` +
      `images ${seconds(picturesDone - accountsDone)}, rows ${seconds(done - picturesDone)}).`,
  );
  return { accounts: people.signIns };
}

async function realCategoryIds(db: Db): Promise<Map<DemoCategorySlug, string>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((c) => [c.slug as DemoCategorySlug, c.id]));
}

async function certifierIdsByName(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: halalCertifiers.id, name: halalCertifiers.name }).from(halalCertifiers);
  return new Map(rows.map((c) => [c.name, c.id]));
}

/** The oldest admin (the one from ADMIN_EMAIL, when set), credited with the demo's verifications. */
async function firstAdminId(db: Db): Promise<string | null> {
  const [admin] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .orderBy(asc(profiles.createdAt))
    .limit(1);
  return admin?.id ?? null;
}

function planListings(): DemoListing[] {
  const taken = new Set<string>();
  return DEMO_BUSINESSES.map((business) => {
    const slug = uniqueSlug(slugify(business.name), taken);
    taken.add(slug);
    return { id: randomUUID(), slug, business };
  });
}

/** Stores a picture as `{key}.webp` with `{key}-{width}.webp` beside it; returns the full one's URL. */
async function storePicture(storage: Storage, key: string, picture: Awaited<ReturnType<typeof renderPicture>>) {
  await Promise.all(picture.variants.map(([width, body]) => storage.put(`${key}-${width}.webp`, body, 'image/webp')));
  return storage.put(`${key}.webp`, picture.full, 'image/webp');
}

/** Draws, renders and stores every picture before any row is written; returns the URLs by slug. */
async function storePictures(storage: Storage, listings: DemoListing[]): Promise<Map<string, DemoPictures>> {
  const entries = await Promise.all(
    listings.map(async ({ slug, business }): Promise<[string, DemoPictures]> => {
      const [cover, ...gallery] = demoScenes(slug, business);
      const imageUrl = await storePicture(storage, `demo/${slug}`, await renderPicture(cover!.svg));
      const stored = await Promise.all(
        gallery.map(async (scene, i) => ({
          url: await storePicture(storage, `demo/${slug}-gallery-${i + 1}`, await renderPicture(scene.svg)),
          caption: scene.caption,
        })),
      );
      return [slug, { imageUrl, gallery: stored }];
    }),
  );
  return new Map(entries);
}
