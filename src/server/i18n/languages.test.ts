import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { givenBusiness } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/harness';
import { catalogues } from './catalogues';

// Issue 18: the catalogues the browser renders with, the language switcher, and search in Arabic script.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  await givenBusiness(t.db, { name: 'مطعم الشام', description: 'أشهى المشويات والمقبلات الشامية في إنديانابوليس.' });
  await givenBusiness(t.db, { name: 'کراچی بریانی ہاؤس', description: 'گھر جیسی بریانی اور نہاری۔' });
  await givenBusiness(t.db, { name: 'Shawarma Palace', description: 'Wraps and grilled meats.' });
});
afterAll(() => t.close());

const names = async (path: `/api/businesses?${string}`) =>
  ((await (await t.request(path)).json()) as { items: { name: string }[] }).items.map((b) => b.name);

describe('search in Arabic script', () => {
  it('finds an Arabic business by a word of its description, and by its name without the article (stems)', async () => {
    expect(await names(`/api/businesses?q=${encodeURIComponent('المشويات')}`)).toEqual(['مطعم الشام']);
    // 'شام' is in the name only as 'الشام': the Arabic configuration's stem finds it.
    expect(await names(`/api/businesses?q=${encodeURIComponent('شام')}`)).toEqual(['مطعم الشام']);
  });

  it('finds an Urdu business by its words as written', async () => {
    expect(await names(`/api/businesses?q=${encodeURIComponent('بریانی')}`)).toEqual(['کراچی بریانی ہاؤس']);
  });

  it('keeps English search as it was', async () => {
    expect(await names('/api/businesses?q=wrap')).toEqual(['Shawarma Palace']);
  });

  it('suggests an Arabic name as it is typed', async () => {
    const res = await t.request(`/api/search/suggestions?q=${encodeURIComponent('مطع')}`);
    const body = (await res.json()) as { businesses: { name: string }[] };
    expect(body.businesses.map((b) => b.name)).toContain('مطعم الشام');
  });
});

describe('the catalogues', () => {
  it("serves a language's compiled catalogue, kept for good at its version and revalidated otherwise", async () => {
    const { version } = catalogues().ar;
    const res = await t.request(`/api/messages/ar?v=${version}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const messages = (await res.json()) as Record<string, unknown>;
    expect(messages['Write a Review'] ?? messages['Sign In']).toBeDefined();

    const unversioned = await t.request('/api/messages/ar');
    expect(unversioned.headers.get('cache-control')).not.toContain('immutable');
    const again = await t.request('/api/messages/ar', { headers: { 'if-none-match': `"${version}"` } });
    expect(again.status).toBe(304);
    expect((await t.request('/api/messages/de')).status).toBe(404);
  });
});

describe('the language switcher', () => {
  it('remembers the choice in a cookie, and on the profile of a signed-in person', async () => {
    const visitor = await t.request('/api/locale', { method: 'PUT', json: { locale: 'es' } });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('set-cookie')).toMatch(/^lang=es;.*Max-Age=31536000/);

    const person = await t.givenSignedIn();
    const res = await t.request('/api/locale', { method: 'PUT', json: { locale: 'ur' }, cookie: person.cookie });
    expect(res.status).toBe(200);
    const [profile] = await t.db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.id, person.id));
    expect(profile?.locale).toBe('ur');
  });

  it('refuses a language the directory does not speak, and changes nothing', async () => {
    const person = await t.givenSignedIn();
    for (const json of [{ locale: 'de' }, { locale: 5 }, {}, { locale: 'ar', extra: true }]) {
      const res = await t.request('/api/locale', { method: 'PUT', json, cookie: person.cookie });
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const [profile] = await t.db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.id, person.id));
    expect(profile?.locale).toBe('en');
  });

  it('brings a language chosen elsewhere to a device that has none, at sign-in', async () => {
    const person = await t.givenAccount();
    await t.db.update(profiles).set({ locale: 'ar' }).where(eq(profiles.id, person.id));
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email: person.email, password: person.password },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('lang=ar;'))).toBe(true);
  });
});
