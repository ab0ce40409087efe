import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cuisine } from '../../../domain/cuisines';
import { businesses } from '../../db/schema';
import { categoryId, givenBusiness } from '../../testing/factories';
import { createTestContext, type KnownPath, type TestContext } from '../../testing/harness';

// Cuisines: named by a business, found by search (beside its categories), filtered on the listing.

let t: TestContext;
let restaurants: string;

const downtownIndy = { latitude: 39.7684, longitude: -86.1581 };

async function get<const Path extends string>(path: KnownPath<Path, 'GET'>) {
  const res = await t.request(path);
  return { status: res.status, body: await res.json() };
}
const names = (body: { items: { name: string }[] }) => body.items.map((b) => b.name);
const cuisinesOf = async (id: string) =>
  (await t.db.select({ cuisines: businesses.cuisines }).from(businesses).where(eq(businesses.id, id)))[0]?.cuisines;

beforeAll(async () => {
  t = await createTestContext();
  restaurants = await categoryId(t.db, 'restaurants');
  await givenBusiness(t.db, {
    name: 'Five Rivers Grill',
    description: 'Charcoal kebabs and fresh naan.',
    cuisines: ['pakistani', 'indian'],
    locations: [{ city: 'Indianapolis', ...downtownIndy }],
  });
  await givenBusiness(t.db, {
    name: 'Corner Plates',
    description: 'Sandwiches, and a Pakistani karahi on Fridays.',
    city: 'Carmel',
    locations: [{ city: 'Carmel' }],
  });
  await givenBusiness(t.db, {
    name: 'Anatolia Hearth',
    description: 'Pide and lahmacun from a stone oven.',
    cuisines: ['turkish'],
    city: 'Fishers',
    locations: [{ city: 'Fishers' }],
  });
  await givenBusiness(t.db, { name: 'Harissa House', description: 'Tagines.', cuisines: ['moroccan'] });
});
afterAll(() => t.close());

describe('search', () => {
  it('finds a business by its cuisine alone, above one that only mentions the word in its description', async () => {
    const { body } = await get('/api/businesses?q=pakistani');
    expect(names(body)).toEqual(['Five Rivers Grill', 'Corner Plates']);
  });

  it('finds the places of a cuisine named in Arabic, Urdu or Spanish, above a mere mention', async () => {
    for (const named of ['باكستاني', 'پاکستانی', 'Pakistaní']) {
      const { status, body } = await get(`/api/businesses?q=${encodeURIComponent(named)}`);
      expect(status, named).toBe(200);
      expect(names(body)[0], named).toBe('Five Rivers Grill');
    }
    // Spanish, with or without its accent: 'Turca', 'marroqui'.
    expect(names((await get('/api/businesses?q=Turca')).body)).toEqual(['Anatolia Hearth']);
    expect(names((await get('/api/businesses?q=marroqui')).body)).toEqual(['Harissa House']);
    // A name among other words counts; a word that only contains a name does not.
    expect(names((await get(`/api/businesses?q=${encodeURIComponent('مطعم مغربي')}`)).body)).toContain('Harissa House');
    expect(names((await get('/api/businesses?q=turcas')).body)).not.toContain('Anatolia Hearth');
  });

  it('follows a cuisine edit at once', async () => {
    const b = await givenBusiness(t.db, { name: 'Blue Door Kitchen', description: 'Stews.' });
    expect(names((await get('/api/businesses?q=somali')).body)).toEqual([]);
    await t.db
      .update(businesses)
      .set({ cuisines: ['somali'] })
      .where(eq(businesses.id, b.id));
    expect(names((await get('/api/businesses?q=somali')).body)).toEqual(['Blue Door Kitchen']);
    await t.db.update(businesses).set({ cuisines: [] }).where(eq(businesses.id, b.id));
  });
});

describe('the cuisine filter', () => {
  it('lists the businesses of any of the cuisines asked for, and shows each card its cuisines', async () => {
    const { body } = await get('/api/businesses?category=restaurants&cuisine=pakistani,turkish');
    expect(names(body)).toEqual(['Anatolia Hearth', 'Five Rivers Grill']);
    expect(body.total).toBe(2);
    expect(body.items[1].cuisines).toEqual(['pakistani', 'indian']);
  });

  it('ignores names that are not cuisines', async () => {
    expect((await get('/api/businesses?cuisine=klingon,turkish')).body.total).toBe(1);
  });

  it('composes with search, the city, the halal filters, a sort and near me', async () => {
    expect(names((await get('/api/businesses?cuisine=pakistani,turkish&city=Fishers')).body)).toEqual([
      'Anatolia Hearth',
    ]);
    expect(names((await get('/api/businesses?cuisine=turkish,moroccan&q=tagines')).body)).toEqual(['Harissa House']);
    expect((await get('/api/businesses?cuisine=pakistani&halal=zabiha')).body.total).toBe(0);
    expect(names((await get('/api/businesses?cuisine=turkish,pakistani&sort=newest')).body)).toEqual([
      'Anatolia Hearth',
      'Five Rivers Grill',
    ]);
    const near = `lat=${downtownIndy.latitude}&lng=${downtownIndy.longitude}&radius=5`;
    expect(names((await get(`/api/businesses?cuisine=pakistani,turkish&${near}`)).body)).toEqual(['Five Rivers Grill']);
  });
});

describe('cuisines in the business inputs', () => {
  it('are set by the admin, shown on the page, and refused when unknown or more than five, changing nothing', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const b = await givenBusiness(t.db, { name: 'Date Palm Lounge' });
    const edit = (cuisines: unknown) =>
      t.request(`/api/admin/businesses/${b.id}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { name: 'Date Palm Lounge', categoryId: restaurants, cuisines },
      });
    expect((await edit(['coffee', 'desserts'])).status).toBe(200);
    expect((await get(`/api/businesses/${b.slug}`)).body.cuisines).toEqual([
      { key: 'coffee', name: 'Coffee' },
      { key: 'desserts', name: 'Desserts' },
    ]);

    expect((await edit(['coffee', 'klingon'])).status).toBe(400);
    const six = ['afghan', 'arab', 'coffee', 'desserts', 'iraqi', 'yemeni'];
    expect((await edit(six)).status).toBe(400);
    expect((await edit(['coffee', 'coffee'])).status).toBe(400);
    expect(await cuisinesOf(b.id)).toEqual(['coffee', 'desserts']);
  });

  it('are kept by an admin edit that leaves them out', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const b = await givenBusiness(t.db, { name: 'Kabul Oven', cuisines: ['afghan'] });
    const res = await t.request(`/api/admin/businesses/${b.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { name: 'Kabul Oven', categoryId: restaurants },
    });
    expect(res.status).toBe(200);
    expect(await cuisinesOf(b.id)).toEqual(['afghan']);
  });

  it('come with a submission, and six of them refuse it', async () => {
    const me = await t.givenSignedIn();
    const submit = (name: string, cuisines: string[]) =>
      t.request('/api/submissions', {
        method: 'POST',
        cookie: me.cookie,
        json: { name, categoryIds: [restaurants], cuisines },
      });
    const res = await submit('Nile Breeze', ['egyptian']);
    expect(res.status).toBe(201);
    expect(await cuisinesOf((await res.json()).id)).toEqual(['egyptian']);

    const refused = await submit('Too Many Things', ['afghan', 'arab', 'coffee', 'desserts', 'iraqi', 'yemeni']);
    expect(refused.status).toBe(400);
    const rows = await t.db.select().from(businesses).where(eq(businesses.name, 'Too Many Things'));
    expect(rows).toEqual([]);
  });

  it("go live at once from the owner's Business Info", async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const b = await givenBusiness(t.db, { name: 'Silk Road Noodles', ownerId: owner.id });
    const save = (cuisines: string[]) =>
      t.request(`/api/owner/businesses/${b.id}/info`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { name: 'Silk Road Noodles', description: 'Hand-pulled noodles.', cuisines },
      });
    expect((await save(['uyghur', 'chinese'])).status).toBe(200);
    expect(names((await get('/api/businesses?cuisine=uyghur')).body)).toEqual(['Silk Road Noodles']);
    expect((await save(['uyghur', 'sushi'])).status).toBe(400);
    expect(await cuisinesOf(b.id)).toEqual(['uyghur', 'chinese']);
  });

  it('are checked by the database too', async () => {
    const b = await givenBusiness(t.db, { name: 'Check Kitchen' });
    // Past the types, as a writer that skipped the request schemas would.
    const write = (cuisines: string[]) =>
      t.db
        .update(businesses)
        .set({ cuisines: cuisines as Cuisine[] })
        .where(eq(businesses.id, b.id));
    await expect(write(['sushi'])).rejects.toThrow();
    await expect(write(['afghan', 'arab', 'coffee', 'desserts', 'iraqi', 'yemeni'])).rejects.toThrow();
  });
});
