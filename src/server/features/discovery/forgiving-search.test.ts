import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { within } from '../../testing/within';

// Issue 31: search forgives the dishes, cuisines and descriptions, not only the names: a dish's other
// spellings ('kabob' finds kebab), and a typo of any word the directory uses ('falafal' finds falafel).

let t: TestContext;

const names = async (path: `/api/businesses?${string}`) =>
  ((await (await t.request(path)).json()) as { items: { name: string }[] }).items.map((card) => card.name);
const search = (q: string) => names(`/api/businesses?q=${encodeURIComponent(q)}`);
const suggestions = async (q: string) => (await t.request(`/api/search/suggestions?q=${encodeURIComponent(q)}`)).json();

beforeAll(async () => {
  t = await createTestContext();
  await givenBusiness(t.db, {
    name: 'Kebab Rover',
    description: 'A food trailer grilling chapli kebabs at farmers markets.',
    category: 'mobile-businesses',
  });
  await givenBusiness(t.db, {
    name: 'Zaytoon Grill House',
    description: 'Levantine charcoal grill serving shawarma, shish tawook and mixed kebab platters.',
    cuisines: ['lebanese'],
  });
  await givenBusiness(t.db, {
    name: 'Saffron Lantern Kitchen',
    description: 'A Hyderabadi kitchen known for slow-cooked dum biryani and weekend haleem.',
    cuisines: ['indian', 'pakistani'],
  });
  await givenBusiness(t.db, {
    name: 'Nile Breeze Eatery',
    description: 'Egyptian street food: koshari by the bowl, ful medames and falafel sandwiches.',
    cuisines: ['egyptian'],
  });
  await givenBusiness(t.db, { name: 'Kabul Oven Bakery', category: 'bakeries', description: 'Afghan naan.' });
  await givenBusiness(t.db, { name: 'Rice & Spice', description: 'Basmati rice plates.' });
  await givenBusiness(t.db, { name: 'Corner Price Mart', description: 'Groceries at a fair price.' });
  // One word three ways: in a name, in the cuisines, in a description.
  await givenBusiness(t.db, { name: 'Turkish Table', description: 'Pide from the oven.' });
  await givenBusiness(t.db, { name: 'Anatolia Hearth', description: 'Lamb and lentils.', cuisines: ['turkish'] });
  await givenBusiness(t.db, { name: 'Bosphorus Cafe', description: 'Strong Turkish tea all day.' });
});
afterAll(() => t.close());

describe('a dish written another way', () => {
  it("finds the kebab places for 'kabob', the place named for it first, and no 'Kabul' by its letters", async () => {
    expect(await search('kabob')).toEqual(await search('kebab'));
    expect(await search('kabob')).toEqual(['Kebab Rover', 'Zaytoon Grill House']);
    expect(await search('kabab')).toEqual(['Kebab Rover', 'Zaytoon Grill House']);
  });

  it("finds the biryani place for 'biriyani' and the shawarma place for 'shwarma'", async () => {
    expect(await search('biriyani')).toEqual(['Saffron Lantern Kitchen']);
    expect(await search('shwarma')).toEqual(['Zaytoon Grill House']);
  });

  it('keeps the other words of the search: a dish in another spelling and a word beside it', async () => {
    expect(await search('chapli kabob')).toEqual(['Kebab Rover']);
    expect(await search('kabob -chapli')).toEqual(['Zaytoon Grill House']);
  });
});

describe('a typo of any word the directory uses', () => {
  it("finds the place whose description says falafel for 'falafal'", async () => {
    expect(await search('falafal')).toEqual(['Nile Breeze Eatery']);
    expect(await search('koshary')).toEqual(['Nile Breeze Eatery']);
  });

  it("corrects a cuisine's name, and ranks the name first, then the cuisine, then the description", async () => {
    expect(await search('turkis')).toEqual(['Turkish Table', 'Anatolia Hearth', 'Bosphorus Cafe']);
    expect(await search('turkish')).toEqual(['Turkish Table', 'Anatolia Hearth', 'Bosphorus Cafe']);
  });

  it('leaves a word the directory has as it is: rice does not find price', async () => {
    expect(await search('rice')).toEqual(['Rice & Spice']);
  });
});

describe('the words the directory uses', () => {
  const dictionary = async () =>
    (await t.db.execute<{ word: string }>(sql`select word from search_words order by word`)).rows.map((r) => r.word);

  it('come and go with the businesses that use them', async () => {
    const place = await givenBusiness(t.db, { name: 'Mandi Palace', description: 'Yemeni mandi and zurbian.' });
    expect(await dictionary()).toEqual(expect.arrayContaining(['mandi', 'zurbian', 'yemeni', 'palace']));
    // A word another business still gives stays (yemeni is in no other document, mandi is in none either).
    await t.db.update(businesses).set({ description: 'Yemeni mandi.' }).where(eq(businesses.id, place.id));
    expect(await dictionary()).not.toContain('zurbian');
    expect(await dictionary()).toContain('yemeni');
    await t.db.delete(businesses).where(eq(businesses.id, place.id));
    expect(await dictionary()).not.toContain('mandi');
    expect(await dictionary()).not.toContain('palace');
    // Words other businesses give stay.
    expect(await dictionary()).toEqual(expect.arrayContaining(['kebab', 'falafel', 'turkish', 'bakeries']));
  });

  it('correct a search remembered before they changed', async () => {
    expect(await search('zurbiyan')).toEqual([]);
    await givenBusiness(t.db, { name: 'Sanaa Kitchen', description: 'Lamb zurbian on Fridays.' });
    await within(1_000, async () => expect(await search('zurbiyan')).toEqual(['Sanaa Kitchen']));
  });
});

describe('suggestions as a person types', () => {
  it("offer the dish for 'biry', leading to a search for it", async () => {
    const body = await suggestions('biry');
    expect(body.dishes).toEqual([{ name: 'biryani' }]);
    expect((await suggestions('kabo')).dishes).toEqual([{ name: 'kabob' }]);
  });

  it("offer the category for 'bak' and the cuisine for 'pak' or 'egy'", async () => {
    expect((await suggestions('bak')).categories).toEqual([{ slug: 'bakeries', name: 'Bakeries' }]);
    expect((await suggestions('pak')).cuisines).toEqual([{ key: 'pakistani', name: 'Pakistani' }]);
    expect((await suggestions('Egy')).cuisines).toEqual([{ key: 'egyptian', name: 'Egyptian' }]);
    // Named in the reader's language too: Spanish, Arabic.
    expect((await suggestions('egipc')).cuisines).toEqual([{ key: 'egyptian', name: 'Egyptian' }]);
    expect((await suggestions('مصر')).cuisines).toEqual([{ key: 'egyptian', name: 'Egyptian' }]);
  });

  it('offer only dishes and cuisines some listed place has', async () => {
    expect((await suggestions('tagi')).dishes).toEqual([]);
    expect((await suggestions('somal')).cuisines).toEqual([]);
    await givenBusiness(t.db, { name: 'Hidden Tagine', description: 'Lamb tagine.', approved: false });
    expect((await suggestions('tagi')).dishes).toEqual([]);
  });
});
