import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedDateParts } from '../../domain/events';
import { isCertificateCurrent } from '../../domain/halal';
import { type Auth, createAuth } from '../auth/auth';
import { loadConfig } from '../config';
import { type Database, openPglite } from '../db/client';
import {
  businessCategories,
  businesses,
  businessImages,
  businessLocations,
  businessReports,
  categories,
  events,
  featuredListings,
  halalConfirmations,
  halalProfiles,
  profiles,
  ramadanHours,
  ramadanSpecials,
  reviews,
} from '../db/schema';
import { diskStorage } from '../storage/storage';
import { DEMO_BUSINESSES } from './businesses';
import { demoScenes } from './images';
import { loadDemoData } from './load';

const REAL_CATEGORIES = ['restaurants', 'coffee-shops', 'bakeries', 'markets', 'mobile-businesses'];

let database: Database;
let auth: Auth;
let dataDir: string;
let loaded: Awaited<ReturnType<typeof loadDemoData>>;
const logged: string[] = [];

const uploads = () => path.join(dataDir, 'uploads');
const deps = () => ({
  db: database.db,
  auth,
  storage: diskStorage(uploads()),
  log: (line: string) => logged.push(line),
});

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'demo-data-test-'));
  database = await openPglite();
  await database.migrate();
  auth = createAuth({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    db: database.db,
    secret: 'demo-data-test-secret-that-is-long-enough-0123456789',
  });
  loaded = await loadDemoData(deps());
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const approvedBusinesses = () =>
  database.db
    .select()
    .from(businesses)
    .where(and(eq(businesses.isApproved, true), isNull(businesses.rejectedAt)));

describe('demo data in an empty directory', () => {
  it('returns the owner and user sign-ins with one shared 12-character password', () => {
    expect(loaded?.accounts.map((a) => [a.role, a.email])).toEqual([
      ['business_owner', 'owner@demo.indianahalal.local'],
      ['user', 'user@demo.indianahalal.local'],
    ]);
    const [owner, user] = loaded?.accounts ?? [];
    expect(owner?.password).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(user?.password).toBe(owner?.password);
    expect(logged.some((line) => line.startsWith('Demo data:'))).toBe(true);
  });

  it('lets the business owner sign in, and gives them a business of their own', async () => {
    const [owner] = loaded?.accounts ?? [];
    const signIn = await auth.api.signInEmail({ body: { email: owner!.email, password: owner!.password } });
    expect(signIn.user.email).toBe('owner@demo.indianahalal.local');

    const [profile] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'owner@demo.indianahalal.local'));
    expect(profile).toMatchObject({ role: 'business_owner', emailVerified: true, displayName: 'Yusuf Rahman' });
    const owned = await database.db.select().from(businesses).where(eq(businesses.ownerId, profile!.id));
    expect(owned).toHaveLength(1);
    expect(owned[0]?.isApproved).toBe(true);
  });

  it('lists about two dozen approved businesses across cities and all five real categories', async () => {
    const approved = await approvedBusinesses();
    expect(approved.length).toBeGreaterThanOrEqual(20);
    expect(approved.length).toBeLessThanOrEqual(30);
    expect(new Set(approved.map((b) => b.city)).size).toBeGreaterThanOrEqual(5);

    const categorySlugs = await database.db.select({ id: categories.id, slug: categories.slug }).from(categories);
    const slugOf = new Map(categorySlugs.map((c) => [c.id, c.slug]));
    const used = new Set(approved.map((b) => slugOf.get(b.categoryId ?? '')));
    expect([...used].sort()).toEqual([...REAL_CATEGORIES].sort());

    for (const business of approved) {
      expect(business.state).toBe('IN');
      expect(business.approvedAt).not.toBeNull();
      expect(business.email).toMatch(/@example\.com$/);
      expect(business.mapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      if (business.websiteUrl) expect(business.websiteUrl).toMatch(/^https:\/\/example\.com\//);
    }
  });

  it('gives every business a unique slug', async () => {
    const all = await database.db.select({ slug: businesses.slug }).from(businesses);
    expect(new Set(all.map((b) => b.slug)).size).toBe(all.length);
  });

  it('keeps two pending submissions and one rejected one by the demo user for the admin screens', async () => {
    const [user] = await database.db.select().from(profiles).where(eq(profiles.email, 'user@demo.indianahalal.local'));
    const submitted = await database.db.select().from(businesses).where(eq(businesses.ownerId, user!.id));
    expect(submitted.filter((b) => !b.isApproved && !b.rejectedAt)).toHaveLength(2);
    expect(submitted.filter((b) => b.rejectedAt && b.rejectionReason)).toHaveLength(1);
    expect(user?.role).toBe('user');
  });

  it('puts each approved business in its primary category too, never in all-businesses', async () => {
    const approved = await approvedBusinesses();
    const links = await database.db.select().from(businessCategories);
    for (const business of approved) {
      expect(links).toContainEqual({ businessId: business.id, categoryId: business.categoryId });
    }
    const [all] = await database.db.select().from(categories).where(eq(categories.slug, 'all-businesses'));
    expect(links.some((l) => l.categoryId === all?.id)).toBe(false);
    expect(links.length).toBeGreaterThan(approved.length);
  });

  it('gives every approved business exactly one primary location, and some several cities', async () => {
    const approved = await approvedBusinesses();
    const locations = await database.db.select().from(businessLocations);
    for (const business of approved) {
      const own = locations.filter((l) => l.businessId === business.id);
      expect(own.filter((l) => l.isPrimary)).toHaveLength(1);
    }
    const multi = approved.filter((b) => locations.filter((l) => l.businessId === b.id).length > 1);
    expect(multi.length).toBeGreaterThanOrEqual(5);
    expect(locations.filter((l) => l.comingSoon)).toHaveLength(1);
  });

  it('features at least three active listings for the home page', async () => {
    const [featured] = await database.db
      .select({ n: count() })
      .from(featuredListings)
      .where(eq(featuredListings.active, true));
    expect(featured?.n).toBeGreaterThanOrEqual(3);
  });

  it('stores each cover as a 1200-wide WebP and its 400-wide card variant', async () => {
    const all = await database.db.select({ slug: businesses.slug, imageUrl: businesses.imageUrl }).from(businesses);
    for (const { slug, imageUrl } of all) {
      expect(imageUrl).toBe(`/uploads/demo/${slug}.webp`);
      const cover = await sharp(path.join(uploads(), 'demo', `${slug}.webp`)).metadata();
      expect(cover).toMatchObject({ format: 'webp', width: 1200, height: 800 });
      const card = await sharp(path.join(uploads(), 'demo', `${slug}-400.webp`)).metadata();
      expect(card).toMatchObject({ format: 'webp', width: 400 });
    }
    // Gallery pictures have the same variants as uploads, so thumbnails never 404.
    const gallery = await database.db.select({ imageUrl: businessImages.imageUrl }).from(businessImages);
    expect(gallery.length).toBeGreaterThan(0);
    for (const { imageUrl } of gallery) {
      const file = path.join(uploads(), imageUrl.replace('/uploads/', '').replace('.webp', '-400.webp'));
      expect((await sharp(file).metadata()).width).toBe(400);
    }
  });

  it('captions each gallery picture with what its drawing shows, in gallery order', async () => {
    const rows = await database.db
      .select({
        slug: businesses.slug,
        name: businesses.name,
        caption: businessImages.caption,
        order: businessImages.displayOrder,
      })
      .from(businessImages)
      .innerJoin(businesses, eq(businesses.id, businessImages.businessId));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      const business = DEMO_BUSINESSES.find((b) => b.name === row.name)!;
      const drawn = demoScenes(row.slug, business)[row.order + 1];
      expect(row.caption).toBe(drawn?.caption);
    }
    const saffron = rows.filter((r) => r.slug === 'saffron-lantern-kitchen').map((r) => r.order);
    expect(saffron.sort()).toEqual([0, 1, 2]);
  });

  it('parks the food truck for lunch at half past eleven, still ahead', async () => {
    const [lunch] = await database.db.select().from(events).where(eq(events.title, 'Downtown Lunch Stop'));
    expect(zonedDateParts(lunch!.eventDate).time).toBe('11:30');
    expect(lunch!.eventDate.getTime()).toBeGreaterThan(Date.now());
  });

  it('has upcoming events, one business with five of them, and one past event', async () => {
    const now = new Date();
    const upcoming = await database.db.select().from(events).where(gt(events.eventDate, now));
    const perBusiness = new Map<string, number>();
    for (const e of upcoming) perBusiness.set(e.businessId, (perBusiness.get(e.businessId) ?? 0) + 1);
    expect(Math.max(...perBusiness.values())).toBe(5);
    const [all] = await database.db.select({ n: count() }).from(events);
    expect(all!.n - upcoming.length).toBeGreaterThanOrEqual(1);
  });

  it('has reviews with valid ratings on some businesses and leaves others unreviewed', async () => {
    const rows = await database.db.select().from(reviews);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.every((r) => r.rating >= 1 && r.rating <= 5 && (r.comment ?? '').length <= 500)).toBe(true);
    const reviewed = new Set(rows.map((r) => r.businessId));
    const approved = await approvedBusinesses();
    expect(reviewed.size).toBeGreaterThanOrEqual(12);
    expect(approved.filter((b) => !reviewed.has(b.id)).length).toBeGreaterThanOrEqual(3);
  });

  it('gives most approved businesses a varied halal profile, and leaves a few not checked yet', async () => {
    const approved = await approvedBusinesses();
    const rows = await database.db.select().from(halalProfiles);
    const today = zonedDateParts(new Date()).date;
    expect(new Set(rows.map((p) => p.level))).toEqual(new Set(['fully', 'options', 'on_request']));
    expect(new Set(rows.map((p) => p.alcohol))).toEqual(new Set(['none', 'beer_wine']));

    const certified = rows.filter((p) => p.certificateExpiresOn !== null);
    const current = (p: (typeof rows)[number]) => isCertificateCurrent(p.certificateExpiresOn, today);
    expect(certified.length * 4).toBeGreaterThanOrEqual(rows.length);
    expect(
      certified.filter((p) => current(p) && p.certificateCheckedAt && p.adminVerifiedAt).length,
    ).toBeGreaterThanOrEqual(2);
    expect(certified.filter((p) => !current(p))).toHaveLength(2);
    expect(certified.filter((p) => current(p) && !p.certificateCheckedAt)).toHaveLength(1);
    expect(certified.some((p) => p.certifierId === null && p.certifierOther)).toBe(true);

    const overdue = new Date(Date.now() - 13 * 30 * 86_400_000);
    expect(rows.some((p) => p.adminVerifiedAt && p.adminVerifiedAt < overdue && !p.ownerConfirmedAt)).toBe(true);
    expect(rows.some((p) => p.ownerConfirmedAt && p.ownerConfirmedAt > new Date(Date.now() - 14 * 86_400_000))).toBe(
      true,
    );

    const branch = rows.filter((p) => p.locationId !== null);
    expect(branch).toHaveLength(1);
    const [location] = await database.db
      .select()
      .from(businessLocations)
      .where(eq(businessLocations.id, branch[0]!.locationId!));
    expect(location?.businessId).toBe(branch[0]?.businessId);

    const profiled = new Set(rows.map((p) => p.businessId));
    const unprofiled = approved.filter((b) => !profiled.has(b.id));
    expect(unprofiled.length).toBeGreaterThanOrEqual(3);
    expect(unprofiled.length).toBeLessThanOrEqual(4);
    expect(unprofiled.every((b) => b.halalLevel === null && b.halalTags.length === 0)).toBe(true);

    // The trigger summed each business's profiles into its card's halal columns.
    const zabiha = approved.filter((b) => b.halalTags.includes('zabiha'));
    expect(zabiha.length).toBeGreaterThanOrEqual(5);
    const [saffron] = approved.filter((b) => b.slug === 'saffron-lantern-kitchen');
    expect(saffron?.halalLevel).toBe('fully');
    expect(saffron?.halalCertifiedUntil ?? '').toBe(
      rows.find((p) => p.businessId === saffron?.id)?.certificateExpiresOn,
    );
    expect((saffron?.halalCertifiedUntil ?? '') > today).toBe(true);
  });

  it('leaves a few open reports, and one place three of its reviewers confirmed is still halal', async () => {
    const reports = await database.db.select().from(businessReports);
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(reports.every((r) => r.status === 'open')).toBe(true);
    expect(new Set(reports.map((r) => r.reason)).size).toBeGreaterThanOrEqual(3);

    // Each confirmer reviewed the place within the last 12 months, the rule the API holds people to.
    const confirmations = await database.db
      .select({ businessId: halalConfirmations.businessId, userId: halalConfirmations.userId })
      .from(halalConfirmations)
      .innerJoin(
        reviews,
        and(eq(reviews.businessId, halalConfirmations.businessId), eq(reviews.userId, halalConfirmations.userId)),
      )
      .where(gt(reviews.createdAt, new Date(Date.now() - 365 * 86_400_000)));
    expect(confirmations).toHaveLength(3);
    expect(new Set(confirmations.map((c) => c.businessId)).size).toBe(1);
  });

  it('gives the owner’s place and two others Ramadan hours and specials around today (issue 37)', async () => {
    const hours = await database.db.select().from(ramadanHours);
    const specials = await database.db.select().from(ramadanSpecials);
    const today = zonedDateParts(new Date()).date;
    expect(new Set(hours.map((h) => h.businessId)).size).toBe(3);
    expect(hours.every((h) => h.fromDate <= today && today <= h.toDate)).toBe(true);
    expect(hours.some((h) => h.kind === 'suhoor' && h.opensAt! > h.closesAt)).toBe(true);
    expect(specials).toContainEqual(expect.objectContaining({ name: 'Iftar buffet', priceCents: 2499 }));
  });

  it('does nothing the second time, because the directory is no longer empty', async () => {
    const countRows = async () => {
      const [b] = await database.db.select({ n: count() }).from(businesses);
      const [p] = await database.db.select({ n: count() }).from(profiles);
      return [b?.n, p?.n];
    };
    const before = await countRows();
    expect(await loadDemoData(deps())).toBeNull();
    expect(await countRows()).toEqual(before);
  });
});
