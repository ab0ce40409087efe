import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../domain/locales';
import { businessSubscriptions, newsletters } from '../../db/schema';
import { readCatalogue } from '../../i18n/catalogues';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, linkIn, linkPath, type TestContext } from '../../testing/harness';
import { siteStylesheet } from './mailed-link-page';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const catalogue = { ar: readCatalogue('ar'), es: readCatalogue('es') };
const site = {
  en: 'Indiana Halal Directory',
  ar: catalogue.ar['Indiana Halal Directory'],
  es: catalogue.es['Indiana Halal Directory'],
};

/** Subscribes `email` to the newsletter from a browser set to `locale`; answers the mailed link's path. */
async function newsletterLinkIn(locale: Locale, email: string) {
  await t.request('/api/newsletter', { json: { email }, headers: { cookie: `lang=${locale}` } });
  const mail = (await t.deliverMail()).findLast((m) => m.to === email);
  return linkPath(linkIn(mail!));
}

/** What a person sees of the page: its document's language, direction and title, and what it loads. */
function pageOf(html: string) {
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    dir: /<html [^>]*dir="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    stylesheet: /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1],
    hasScript: /<script/i.test(html),
    linksHome: /<a href="\/"/.test(html),
  };
}

describe('the pages a mailed link opens', () => {
  it('ask to confirm in the subscription’s language, right to left in Arabic, in the site’s look and without scripts', async () => {
    const link = await newsletterLinkIn('ar', 'reader.ar@example.com');
    const res = await t.request(link);
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = catalogue.ar['Confirm your subscription'];
    expect(pageOf(html)).toEqual({
      lang: 'ar',
      dir: 'rtl',
      title: `${title} — ${site.ar}`,
      heading: title,
      stylesheet: '/styles.css',
      hasScript: false,
      linksHome: true,
    });
    // The header carries the site's name; the button posts back to the link, and opening it changed nothing.
    expect(html).toContain(`${site.ar}</span></a>`);
    expect(html).toContain(`<form method="post" action="${link}"`);
    expect(html).toContain(catalogue.ar['Confirm subscription']);
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.email, 'reader.ar@example.com'));
    expect(row?.confirmedAt).toBeNull();
  });

  it('say the subscription is confirmed once the button is pressed, in Spanish left to right', async () => {
    const link = await newsletterLinkIn('es', 'lector@example.com');
    const res = await t.app.request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    const page = pageOf(await res.text());
    const title = catalogue.es['Subscription confirmed'];
    expect(page).toMatchObject({ lang: 'es', dir: 'ltr', title: `${title} — ${site.es}`, heading: title });
    expect(page).toMatchObject({ stylesheet: '/styles.css', hasScript: false, linksHome: true });
  });

  it('end a business subscription from its link with the same look, and say so for a link it does not know', async () => {
    const business = await givenBusiness(t.db, { name: 'Olive Tree Market' });
    await t.request(`/api/businesses/${business.id}/subscriptions`, {
      json: { email: 'fan.ur@example.com' },
      headers: { cookie: 'lang=ur' },
    });
    const mail = (await t.deliverMail()).findLast((m) => m.to === 'fan.ur@example.com');
    expect((await t.request(linkPath(linkIn(mail!)), { method: 'POST' })).status).toBe(200);
    // The token every update's unsubscribe link carries.
    const [subscription] = await t.db
      .select({ token: businessSubscriptions.unsubscribeToken })
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.email, 'fan.ur@example.com'));

    const ended = pageOf(await (await t.request(`/api/unsubscribe/business/${subscription!.token}`)).text());
    expect(ended).toMatchObject({
      lang: 'ur',
      dir: 'rtl',
      hasScript: false,
      linksHome: true,
      stylesheet: '/styles.css',
    });
    expect(ended.heading).toBe(readCatalogue('ur')['You are unsubscribed']);

    const unknown = await t.request(`/api/unsubscribe/newsletter/${crypto.randomUUID()}`, {
      headers: { cookie: 'lang=es' },
    });
    expect(unknown.status).toBe(404);
    expect(pageOf(await unknown.text())).toMatchObject({
      lang: 'es',
      dir: 'ltr',
      heading: catalogue.es['Link not recognised'],
      hasScript: false,
    });
  });

  it('load the stylesheet the site’s own pages load, as the build names it', () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
    mkdirSync(path.join(webDir, '.vite'));
    writeFileSync(
      path.join(webDir, '.vite/manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-a1.js', css: ['assets/index-b2.css'] } }),
    );
    expect(siteStylesheet(webDir)).toBe('/assets/index-b2.css');
    expect(siteStylesheet(undefined)).toBe('/styles.css');
  });
});
