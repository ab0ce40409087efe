import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_TOO_BIG, type MenuInput } from '../../../domain';
import { businesses, businessLocations, businessOffers, menuItems } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { pageMeta } from '../catalog/seo';
import { directoryToday } from '../halal/profiles';

// Issue 37: an owner's menu with the halal facts of each dish, offers and action links; what a visitor sees.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let owner: Signed;
let otherOwner: Signed;
let user: Signed;
let admin: Signed;
let business: Awaited<ReturnType<typeof givenBusiness>>;
let other: Awaited<ReturnType<typeof givenBusiness>>;
let base: `/api/owner/businesses/${string}`;

const dayFromToday = (days: number) => {
  const d = new Date(`${directoryToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const halalMenu: MenuInput = {
  sections: [
    {
      name: 'Grill',
      items: [
        {
          name: 'Zafrani Chicken Tikka',
          description: 'Saffron and yogurt, charcoal grilled.',
          priceCents: 1450,
          photoUrl: null,
          meat: 'chicken',
          handSlaughtered: 'yes',
          containsAlcohol: false,
          containsPork: false,
          vegetarian: false,
        },
        {
          name: 'Beer Battered Cod',
          description: null,
          priceCents: 1200,
          photoUrl: null,
          meat: 'fish',
          handSlaughtered: 'unknown',
          containsAlcohol: true,
          containsPork: false,
          vegetarian: false,
        },
      ],
    },
  ],
};

const menuOf = async (cookie = owner.cookie) => (await t.request(`${base}/menu`, { cookie })).json();
const page = async (slug = business.slug) => (await t.request(`/api/businesses/${slug}`)).json();
const names = async (query: string) =>
  ((await (await t.request(`/api/businesses?${query}`)).json()) as { items: { name: string }[] }).items.map(
    (card) => card.name,
  );

beforeAll(async () => {
  t = await createTestContext();
  owner = await t.givenSignedIn({ role: 'business_owner' });
  otherOwner = await t.givenSignedIn({ role: 'business_owner' });
  user = await t.givenSignedIn();
  admin = await t.givenSignedIn({ role: 'admin' });
  business = await givenBusiness(t.db, { name: 'Menu Test Grill', ownerId: owner.id });
  other = await givenBusiness(t.db, { name: 'Other Menu Place', ownerId: otherOwner.id });
  await t.db.update(businesses).set({ halalLevel: 'options' }).where(eq(businesses.id, business.id));
  base = `/api/owner/businesses/${business.id}`;
});
afterAll(() => t.close());

describe('the menu', () => {
  it('is saved whole by its owner and shown on the page with each dish marked halal or not', async () => {
    const res = await t.request(`${base}/menu`, { method: 'PUT', json: halalMenu, cookie: owner.cookie });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved.sections[0].items.map((i: { name: string }) => i.name)).toEqual([
      'Zafrani Chicken Tikka',
      'Beer Battered Cod',
    ]);
    const shown = await page();
    expect(shown.menu[0].name).toBe('Grill');
    expect(shown.menu[0].items.map((i: { halal: string }) => i.halal)).toEqual(['halal', 'not_halal']);
    expect(shown.menu[0].items[0].priceCents).toBe(1450);
  });

  it('tells search engines of the menu: a Menu of MenuSections and MenuItems, HalalDiet where a dish is halal', async () => {
    const { jsonLd } = await pageMeta(t.db, `/r/${business.slug}`);
    expect(jsonLd).toMatchObject({
      hasMenu: {
        '@type': 'Menu',
        hasMenuSection: [
          {
            '@type': 'MenuSection',
            name: 'Grill',
            hasMenuItem: [
              {
                '@type': 'MenuItem',
                name: 'Zafrani Chicken Tikka',
                offers: { '@type': 'Offer', price: '14.50', priceCurrency: 'USD' },
                suitableForDiet: 'https://schema.org/HalalDiet',
              },
              { '@type': 'MenuItem', name: 'Beer Battered Cod' },
            ],
          },
        ],
      },
    });
    const items = (jsonLd as { hasMenu: { hasMenuSection: { hasMenuItem: { suitableForDiet?: string }[] }[] } }).hasMenu
      .hasMenuSection[0]!.hasMenuItem;
    expect(items.map((item) => item.suitableForDiet)).toEqual(['https://schema.org/HalalDiet', undefined]);
  });

  it("finds the place by a dish's name, and by a misspelt one", async () => {
    expect(await names('q=zafrani')).toEqual(['Menu Test Grill']);
    expect(await names('q=zafranee%20tikka')).toContain('Menu Test Grill');
  });

  it('forgets the dishes a new menu drops, in the search too', async () => {
    const only = { sections: [{ name: 'Sweets', items: [{ name: 'Pistachio Kunafa', priceCents: 800 }] }] };
    expect((await t.request(`${base}/menu`, { method: 'PUT', json: only, cookie: owner.cookie })).status).toBe(200);
    expect(await names('q=zafrani')).toEqual([]);
    expect(await names('q=pistachio')).toEqual(['Menu Test Grill']);
    // Put back for the tests below.
    await t.request(`${base}/menu`, { method: 'PUT', json: halalMenu, cookie: owner.cookie });
  });

  it('refuses bad prices, a vegetarian dish with meat and unknown fields, and changes nothing', async () => {
    const before = await menuOf();
    const dish = halalMenu.sections[0]!.items[0]!;
    for (const item of [
      { ...dish, priceCents: -1 },
      { ...dish, priceCents: 12.5 },
      { ...dish, priceCents: '1450' },
      { ...dish, priceCents: 1_000_001 },
      { ...dish, name: '   ' },
      { ...dish, vegetarian: true },
      { ...dish, meat: 'unicorn' },
      { ...dish, spicy: true },
    ]) {
      const res = await t.request(`${base}/menu`, {
        method: 'PUT',
        json: { sections: [{ name: 'Grill', items: [item] }] },
        cookie: owner.cookie,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION');
    }
    expect(await menuOf()).toEqual(before);
  });

  it('refuses a huge menu with a clear error and changes nothing', async () => {
    const before = await menuOf();
    const item = { name: 'Samosa', priceCents: 300 };
    const tooManyDishes = {
      sections: Array.from({ length: 5 }, (_, s) => ({ name: `Part ${s}`, items: Array(41).fill(item) })),
    };
    const tooManySections = { sections: Array.from({ length: 21 }, (_, s) => ({ name: `S${s}`, items: [] })) };
    const tooLongSection = { sections: [{ name: 'All', items: Array(61).fill(item) }] };
    for (const json of [tooManyDishes, tooManySections]) {
      const res = await t.request(`${base}/menu`, { method: 'PUT', json, cookie: owner.cookie });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain(MENU_TOO_BIG);
    }
    const res = await t.request(`${base}/menu`, { method: 'PUT', json: tooLongSection, cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain('A section can have at most 60 dishes.');
    expect(await menuOf()).toEqual(before);
  });

  it('takes the largest menu allowed, and finds the place by the first forty words of its dishes', async () => {
    const big = await givenBusiness(t.db, { name: 'Big Menu House', ownerId: admin.id, description: 'x '.repeat(900) });
    const sections = Array.from({ length: 4 }, (_, s) => ({
      name: `Section ${s}`,
      items: Array.from({ length: 50 }, (_, i) => ({
        name: `Dish${s}x${i} special house platter number ${s * 50 + i} with extras`,
        priceCents: 999,
      })),
    }));
    const res = await t.request(`/api/owner/businesses/${big.id}/menu`, {
      method: 'PUT',
      json: { sections },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await names('q=dish0x0')).toEqual(['Big Menu House']);
    expect(await names('q=dish3x49')).toEqual([]);
    // Dishes named with long words of their own each: the document still fits the search index's row.
    const long = (n: number) => `${String.fromCharCode(97 + (n % 26))}${'q'.repeat(40)}${n}`;
    const wordy = [
      {
        name: 'Long names',
        items: Array.from({ length: 60 }, (_, i) => ({ name: `${long(i)} ${long(i + 100)}`, priceCents: 100 })),
      },
    ];
    const again = await t.request(`/api/owner/businesses/${big.id}/menu`, {
      method: 'PUT',
      json: { sections: wordy },
      cookie: admin.cookie,
    });
    expect(again.status).toBe(200);
  });

  it('refuses a photo that is not the caller’s own upload, and takes one that is', async () => {
    const before = await menuOf();
    const withPhoto = (photoUrl: string) => ({
      sections: [{ name: 'Grill', items: [{ ...halalMenu.sections[0]!.items[0]!, photoUrl }] }],
    });
    const forged = await t.request(`${base}/menu`, {
      method: 'PUT',
      json: withPhoto('/uploads/images/not-mine.webp'),
      cookie: owner.cookie,
    });
    expect(forged.status).toBe(400);
    expect(await menuOf()).toEqual(before);

    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#a72' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
    const upload = await t.request('/api/uploads/images', { body: form, cookie: otherOwner.cookie });
    const { url } = await upload.json();
    // Another person's upload is not the owner's to show.
    const theirs = await t.request(`${base}/menu`, { method: 'PUT', json: withPhoto(url), cookie: owner.cookie });
    expect(theirs.status).toBe(400);

    const form2 = new FormData();
    form2.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
    const mine = await (await t.request('/api/uploads/images', { body: form2, cookie: owner.cookie })).json();
    const res = await t.request(`${base}/menu`, { method: 'PUT', json: withPhoto(mine.url), cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect((await page()).menu[0].items[0].photoUrl).toBe(mine.url);
    // Saved again with the photo it has: kept.
    expect(
      (await t.request(`${base}/menu`, { method: 'PUT', json: withPhoto(mine.url), cookie: owner.cookie })).status,
    ).toBe(200);
    await t.request(`${base}/menu`, { method: 'PUT', json: halalMenu, cookie: owner.cookie });
  });

  it('is refused to another business owner, a plain user and a visitor, and a forged id is not found', async () => {
    const before = await menuOf();
    for (const [cookie, status] of [
      [otherOwner.cookie, 403],
      [user.cookie, 403],
      [undefined, 401],
    ] as const) {
      const res = await t.request(`${base}/menu`, { method: 'PUT', json: { sections: [] }, cookie });
      expect(res.status).toBe(status);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.request(`/api/owner/businesses/${id}/menu`, {
        method: 'PUT',
        json: { sections: [] },
        cookie: owner.cookie,
      });
      expect(res.status).toBe(404);
    }
    expect(await menuOf()).toEqual(before);
    // An admin managing the business may.
    expect((await t.request(`${base}/menu`, { cookie: admin.cookie })).status).toBe(200);
  });

  it('goes with its business', async () => {
    const gone = await givenBusiness(t.db, { name: 'Gone Kitchen', ownerId: admin.id });
    await t.request(`/api/owner/businesses/${gone.id}/menu`, {
      method: 'PUT',
      json: halalMenu,
      cookie: admin.cookie,
    });
    await t.db.delete(businesses).where(eq(businesses.id, gone.id));
    expect(await t.db.select().from(menuItems).where(eq(menuItems.businessId, gone.id))).toEqual([]);
  });
});

describe('offers', () => {
  let currentId: string;

  it('shows a current offer on the page and as a card badge; one whose dates have passed shows nowhere', async () => {
    const current = await t.request(`${base}/offers`, {
      json: {
        title: 'Iftar platter 20% off',
        text: 'Every evening this month.',
        startsOn: dayFromToday(-1),
        endsOn: dayFromToday(10),
        needsPassportStamp: true,
      },
      cookie: owner.cookie,
    });
    expect(current.status).toBe(201);
    currentId = (await current.json()).id;
    const past = await t.request(`${base}/offers`, {
      json: { title: 'Last month deal', startsOn: dayFromToday(-30), endsOn: dayFromToday(-1) },
      cookie: owner.cookie,
    });
    expect(past.status).toBe(201);
    expect((await past.json()).current).toBe(false);

    const shown = await page();
    expect(shown.offers.map((o: { title: string }) => o.title)).toEqual(['Iftar platter 20% off']);
    expect(shown.offers[0].needsPassportStamp).toBe(true);
    const cards = (await (await t.request('/api/businesses?q=menu')).json()).items as {
      name: string;
      hasOffer: boolean;
    }[];
    expect(cards.find((c) => c.name === 'Menu Test Grill')?.hasOffer).toBe(true);
    expect(cards.find((c) => c.name === 'Other Menu Place')?.hasOffer).toBe(false);
  });

  it('is edited by its owner whole: the page shows the new words, and moved into the past it shows nowhere', async () => {
    const edit = (json: object) =>
      t.request(`${base}/offers/${currentId}`, { method: 'PATCH', json, cookie: owner.cookie });
    const changed = {
      title: 'Iftar platter 25% off',
      text: null,
      startsOn: dayFromToday(-2),
      endsOn: dayFromToday(12),
      needsPassportStamp: false,
    };
    const res = await edit(changed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: currentId, ...changed, current: true });
    const shown = (await page()).offers;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: 'Iftar platter 25% off', text: null, needsPassportStamp: false });

    // A refused edit (backwards dates) names the field and changes nothing.
    const backwards = await edit({
      ...changed,
      title: 'Backwards',
      startsOn: dayFromToday(5),
      endsOn: dayFromToday(1),
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.fields).toEqual({ endsOn: 'The offer cannot end before it starts.' });
    expect((await page()).offers[0].title).toBe('Iftar platter 25% off');

    const ended = await edit({ ...changed, startsOn: dayFromToday(-9), endsOn: dayFromToday(-1) });
    expect((await ended.json()).current).toBe(false);
    expect((await page()).offers).toEqual([]);
    expect((await edit(changed)).status).toBe(200);
  });

  it("lists only places with a current offer under 'Has an offer'", async () => {
    expect(await names('offer=now')).toEqual(['Menu Test Grill']);
    const counted = await (await t.request('/api/businesses?offer=now')).json();
    expect(counted.total).toBe(1);
  });

  it('never changes the order of a listing: the same with and without an offer', async () => {
    await t.db.delete(businessOffers).where(eq(businessOffers.businessId, business.id));
    const sorts = ['featured', 'rating', 'newest'];
    const before = await Promise.all(sorts.map((sort) => names(`sort=${sort}&pageSize=48`)));
    await t.db.insert(businessOffers).values(
      [business, other].map((b) => ({
        businessId: b.id,
        title: 'Half price',
        startsOn: dayFromToday(0),
        endsOn: dayFromToday(3),
      })),
    );
    const after = await Promise.all(sorts.map((sort) => names(`sort=${sort}&pageSize=48`)));
    expect(after).toEqual(before);
    await t.db.delete(businessOffers).where(eq(businessOffers.businessId, other.id));
  });

  it('refuses bad dates, a forged or another business’s offer, and changes nothing', async () => {
    const [theirs] = await t.db
      .insert(businessOffers)
      .values({ businessId: other.id, title: 'Theirs', startsOn: dayFromToday(0), endsOn: dayFromToday(1) })
      .returning();
    const before = await (await t.request(`${base}/offers`, { cookie: owner.cookie })).json();
    for (const json of [
      { title: 'Backwards', startsOn: dayFromToday(5), endsOn: dayFromToday(1) },
      { title: 'No date', startsOn: '2026-02-31', endsOn: '2026-03-01' },
      { title: 'Forever', startsOn: '2026-01-01', endsOn: '2030-01-01' },
      { title: '', startsOn: dayFromToday(0), endsOn: dayFromToday(1) },
    ]) {
      const res = await t.request(`${base}/offers`, { json, cookie: owner.cookie });
      expect(res.status).toBe(400);
    }
    const edit = { title: 'Hacked', startsOn: dayFromToday(0), endsOn: dayFromToday(1) };
    for (const id of [theirs!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(
        (await t.request(`${base}/offers/${id}`, { method: 'PATCH', json: edit, cookie: owner.cookie })).status,
      ).toBe(404);
      expect((await t.request(`${base}/offers/${id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
    }
    const strangers = await t.request(`${base}/offers/${currentId}`, {
      method: 'PATCH',
      json: edit,
      cookie: otherOwner.cookie,
    });
    expect(strangers.status).toBe(403);
    expect(await (await t.request(`${base}/offers`, { cookie: owner.cookie })).json()).toEqual(before);
    const [still] = await t.db.select().from(businessOffers).where(eq(businessOffers.id, theirs!.id));
    expect(still?.title).toBe('Theirs');
  });

  it('keeps at most 20 offers for a business', async () => {
    const crowded = await givenBusiness(t.db, { name: 'Crowded Deals', ownerId: admin.id });
    await t.db.insert(businessOffers).values(
      Array.from({ length: 20 }, (_, i) => ({
        businessId: crowded.id,
        title: `Deal ${i}`,
        startsOn: dayFromToday(0),
        endsOn: dayFromToday(1),
      })),
    );
    const res = await t.request(`/api/owner/businesses/${crowded.id}/offers`, {
      json: { title: 'One more', startsOn: dayFromToday(0), endsOn: dayFromToday(1) },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('TOO_MANY_OFFERS');
  });
});

describe('action links', () => {
  it('are saved for the business and a location, and shown on the page', async () => {
    const [location] = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, business.id));
    const res = await t.request(`${base}/action-links`, {
      method: 'PUT',
      json: {
        links: [
          { kind: 'reserve', url: 'https://tables.example.com/menu-test' },
          { kind: 'order_online', url: 'https://order.example.com/menu-test' },
          { kind: 'delivery', url: 'https://delivery.example.com/x', locationId: location!.id },
        ],
      },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect((await page()).actionLinks).toEqual([
      { kind: 'order_online', url: 'https://order.example.com/menu-test', locationId: null },
      { kind: 'reserve', url: 'https://tables.example.com/menu-test', locationId: null },
      { kind: 'delivery', url: 'https://delivery.example.com/x', locationId: location!.id },
    ]);
  });

  it('refuse a link the website field would refuse, a kind twice and another business’s location', async () => {
    const before = (await page()).actionLinks;
    const [theirs] = await t.db.select().from(businessLocations).where(eq(businessLocations.businessId, other.id));
    for (const [links, status] of [
      [[{ kind: 'reserve', url: 'javascript:alert(1)' }], 400],
      [[{ kind: 'reserve', url: 'ftp://example.com' }], 400],
      [[{ kind: 'reserve', url: '' }], 400],
      [[{ kind: 'pickup', url: 'https://example.com' }], 400],
      [
        [
          { kind: 'reserve', url: 'https://a.example.com' },
          { kind: 'reserve', url: 'https://b.example.com' },
        ],
        400,
      ],
      [[{ kind: 'reserve', url: 'https://a.example.com', locationId: theirs!.id }], 404],
    ] as const) {
      const res = await t.request(`${base}/action-links`, { method: 'PUT', json: { links }, cookie: owner.cookie });
      expect(res.status).toBe(status);
    }
    expect((await page()).actionLinks).toEqual(before);
  });
});
