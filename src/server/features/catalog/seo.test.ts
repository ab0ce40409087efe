import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeRange, WeeklyHours } from '../../../domain/hours';
import { businesses, businessLocations } from '../../db/schema';
import { givenBusiness, givenReview } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import {
  businessSitemapStarts,
  businessSitemapXml,
  pageMeta,
  pagesSitemapXml,
  renderHead,
  sitemapIndexXml,
} from './seo';

let t: TestContext;
let metaKebabHouse: { id: string };
const INDEX =
  '<!doctype html><html><head><meta name="description" content="x" /><title>App</title></head><body></body></html>';

beforeAll(async () => {
  t = await createTestContext();
  metaKebabHouse = await givenBusiness(t.db, {
    name: 'Meta Kebab House',
    description: 'Kebabs <b>&</b> more.',
    city: 'Carmel',
  });
  await givenReview(t.db, metaKebabHouse.id, (await t.givenAccount()).id, 4);
  await givenBusiness(t.db, { name: 'Hidden Pending', approved: false });
});
afterAll(() => t.close());

describe('page meta for shared links', () => {
  it('gives a business page its title, description, canonical URL, Open Graph tags and JSON-LD', async () => {
    const meta = await pageMeta(t.db, '/r/meta-kebab-house');
    expect(meta.status).toBe(200);
    const html = renderHead(INDEX, meta, 'https://halal.example');
    expect(html).toContain('<title>Meta Kebab House — Indiana Halal Directory</title>');
    expect(html).toContain('<meta name="description" content="Kebabs &lt;b&gt;&amp;&lt;/b&gt; more." />');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/halal\.example\/r\/meta-kebab-house-\d+" \/>/);
    expect(html).toContain('<meta property="og:title" content="Meta Kebab House — Indiana Halal Directory" />');
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Restaurant',
      name: 'Meta Kebab House',
      address: { addressLocality: 'Carmel', addressRegion: 'IN' },
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("adds the primary location's opening hours and pin to the JSON-LD once the owner sets them (issue 17)", async () => {
    const jsonLdOf = async () =>
      JSON.parse(
        renderHead(INDEX, await pageMeta(t.db, '/r/meta-kebab-house'), 'https://halal.example').match(
          /<script type="application\/ld\+json">(.*?)<\/script>/,
        )![1]!,
      );
    const before = await jsonLdOf();
    expect(before).not.toHaveProperty('geo');
    expect(before).not.toHaveProperty('openingHoursSpecification');

    const lunchToNine: TimeRange = ['11:00', '21:00'];
    const closedSundays: WeeklyHours = [[], ...Array.from({ length: 6 }, () => [lunchToNine])];
    await t.db
      .update(businessLocations)
      .set({ weeklyHours: closedSundays, latitude: 39.9784, longitude: -86.118 })
      .where(and(eq(businessLocations.businessId, metaKebabHouse.id), eq(businessLocations.isPrimary, true)));

    const after = await jsonLdOf();
    expect(after.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 39.9784, longitude: -86.118 });
    // Monday to Saturday, 11 AM to 9 PM; closed Sunday has no entry.
    expect(after.openingHoursSpecification).toHaveLength(6);
    expect(after.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '11:00',
      closes: '21:00',
    });
    expect(after.openingHoursSpecification.at(-1)).toMatchObject({ dayOfWeek: 'https://schema.org/Saturday' });
  });

  it("shows a business whose name looks like a replacement pattern ($`, $', $&, $1) exactly as written, in one head", async () => {
    const business = await givenBusiness(t.db, { name: "Dollar $` $' $& $1 Grill", description: 'Wraps from $5.' });
    const html = renderHead(INDEX, await pageMeta(t.db, `/r/${business.slug}`), 'https://halal.example');
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Dollar $` $&#39; $&amp; $1 Grill — Indiana Halal Directory</title>');
    expect(html).toContain('<meta name="description" content="Wraps from $5." />');
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd.name).toBe("Dollar $` $' $& $1 Grill");
    expect(html.endsWith('</head><body></body></html>')).toBe(true);
  });

  it('describes a business without a description by its name and city, in the page’s language (issue 18)', async () => {
    const business = await givenBusiness(t.db, { name: 'Quiet Corner', city: 'Fishers' });
    await t.db.update(businesses).set({ description: null }).where(eq(businesses.id, business.id));
    expect((await pageMeta(t.db, `/r/${business.slug}`)).description).toBe(
      'Quiet Corner, a halal business in Fishers.',
    );
    const spanish = await pageMeta(t.db, `/r/${business.slug}`, 'es');
    expect(spanish).toMatchObject({
      title: 'Quiet Corner — Directorio Halal de Indiana',
      description: 'Quiet Corner, un negocio halal en Fishers.',
    });
    expect((await pageMeta(t.db, '/some/unknown/page', 'ar')).title).toBe('الصفحة غير موجودة — دليل إنديانا للحلال');
    // The sitemaps below count the directory's businesses.
    await t.db.delete(businesses).where(eq(businesses.id, business.id));
  });

  it('answers 404, never an error, for a link with broken %-escapes', async () => {
    for (const path of ['/c/%E0%A4%A', '/r/%E0%A4%A', '/c/%', '/r/kebab%zz']) {
      expect(await pageMeta(t.db, path), path).toMatchObject({ status: 404, noindex: true });
    }
  });

  it("answers 200, not indexed, for every page of the app's own, including a conversation and the password screens", async () => {
    for (const path of [
      '/chats',
      '/chats/4b6f0c53-0d7e-4f0a-9a57-1f1f7f6c2b11',
      '/forgot-password',
      '/reset-password',
      '/email-confirmation',
    ]) {
      expect(await pageMeta(t.db, path), path).toMatchObject({ status: 200, noindex: true });
    }
    expect((await pageMeta(t.db, '/email-confirmation')).title).toBe('Email Confirmation — Indiana Halal Directory');
    expect((await pageMeta(t.db, '/chats/a/b')).status).toBe(404);
  });

  it('answers 404 for unknown and unapproved businesses and unknown categories', async () => {
    expect((await pageMeta(t.db, '/r/hidden-pending')).status).toBe(404);
    expect((await pageMeta(t.db, '/r/nothing-here')).status).toBe(404);
    expect((await pageMeta(t.db, '/c/pizzerias')).status).toBe(404);
    expect((await pageMeta(t.db, '/some/unknown/page')).status).toBe(404);
    expect(await pageMeta(t.db, '/c/bakeries')).toMatchObject({
      status: 200,
      description: 'Discover the best halal bakeries in Indiana!',
    });
  });
});

describe('sitemaps', () => {
  it('lists the home page, the contact page and every category in the pages sitemap', async () => {
    const xml = await pagesSitemapXml(t.db, 'https://halal.example');
    expect(xml).toContain('<loc>https://halal.example/</loc>');
    expect(xml).toContain('<loc>https://halal.example/contact</loc>');
    expect(xml).toContain('<loc>https://halal.example/c/all-businesses</loc>');
    expect(xml).not.toContain('/r/');
  });

  it('splits the approved businesses into sitemaps of a bounded size, each listed once, in slug order', async () => {
    for (const name of ['Aleppo Bites', 'Basra Bakery', 'Cairo Corner', 'Damascus Deli'])
      await givenBusiness(t.db, { name });
    const pageSize = 2;
    const starts = await businessSitemapStarts(t.db, pageSize);
    const files = await Promise.all(
      starts.map((from) => businessSitemapXml(t.db, 'https://halal.example', from, pageSize)),
    );
    const listed = files.flatMap((xml) => [...xml.matchAll(/\/r\/([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
    for (const xml of files) expect(xml.match(/<url>/g)?.length).toBeLessThanOrEqual(pageSize);
    expect(listed).toEqual([...listed].sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toHaveLength(6);
    expect(listed.some((slug) => slug.startsWith('meta-kebab-house-'))).toBe(true);
    expect(listed.some((slug) => slug.startsWith('hidden-pending'))).toBe(false);

    const index = sitemapIndexXml('https://halal.example', starts.length);
    expect(index).toContain('<loc>https://halal.example/sitemaps/pages.xml</loc>');
    expect(index).toContain(`<loc>https://halal.example/sitemaps/businesses-${starts.length}.xml</loc>`);
    expect(index).not.toContain(`businesses-${starts.length + 1}.xml`);
  });
});
