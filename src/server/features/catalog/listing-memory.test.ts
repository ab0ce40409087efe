import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../http/read-cache';
import { givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { type ListingMemory, type ListingQuery, listBusinesses } from './catalog';

// Issue 40: a listing read with the process's memory (a search's ranking, the cards' rows) answers what the
// statements alone answer: the same cards, in the same order, with the same cursors, page after page.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  // Forty places that share the word, some with the same rating and none featured but two, so ties are
  // broken by the later keys and pages of five end in the middle of ties.
  for (let n = 1; n <= 40; n++) {
    await givenBusiness(t.db, {
      name: n % 3 === 0 ? `Falafel House ${n}` : `Corner Grill ${n}`,
      description: n % 2 === 0 ? 'Falafel and shawarma wraps.' : 'Shawarma plates and fresh bread.',
      category: n % 4 === 0 ? 'bakeries' : 'restaurants',
      cuisines: n % 5 === 0 ? ['lebanese'] : ['turkish'],
    });
  }
  await t.db.execute(sql`update businesses set rating_count = 2, rating_sum = 9 where name like '%1'`);
  await t.db.execute(sql`update businesses set rating_count = 1, rating_sum = 5 where name like '%2'`);
  await t.db.execute(sql`update businesses set is_featured = true where name in ('Corner Grill 7', 'Falafel House 9')`);
});
afterAll(() => t.close());

/** Every page of `query`, five cards at a time, as names and the cursor after each page. */
async function everyPage(query: Omit<ListingQuery, 'pageSize'>, memory?: ListingMemory) {
  const pages: { names: string[]; total: number; next: string | null }[] = [];
  let cursor: string | undefined;
  do {
    const page = await listBusinesses(t.db, { ...query, pageSize: 5, cursor }, memory);
    pages.push({ names: page.items.map((card) => card.name), total: page.total, next: page.nextCursor });
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 20);
  return pages;
}

const QUERIES: Omit<ListingQuery, 'pageSize'>[] = [
  { q: 'falafel' },
  { q: 'shawarma' },
  { q: 'falafal grill' },
  { q: 'falafel', category: 'restaurants' },
  { q: 'shawarma', cuisine: ['lebanese'] },
  { q: 'falafel', sort: 'rating' },
  { category: 'restaurants' },
  { category: 'all-businesses', sort: 'rating' },
];

describe('a listing from memory (issue 40)', () => {
  it('answers every page of a search and of a listing as the statements do, asked once and again', async () => {
    const memory: ListingMemory = { cache: new ReadCache(), cards: new ReadCache() };
    for (const query of QUERIES) {
      const read = await everyPage(query);
      // What is read is there: several pages, and for a search the places with the word.
      expect(read.length, JSON.stringify(query)).toBeGreaterThan(1);
      // The first time fills the memory; the second reads the ranking and every card from it.
      expect(await everyPage(query, memory), JSON.stringify(query)).toEqual(read);
      expect(await everyPage(query, memory), JSON.stringify(query)).toEqual(read);
    }
  });

  it('continues a page from a cursor the statements gave, and refuses a made-up one', async () => {
    const memory: ListingMemory = { cache: new ReadCache(), cards: new ReadCache() };
    const first = await listBusinesses(t.db, { q: 'shawarma', pageSize: 7 });
    const next = { q: 'shawarma', pageSize: 7, cursor: first.nextCursor ?? '' };
    const fromMemory = await listBusinesses(t.db, next, memory);
    expect(fromMemory.items.map((card) => card.name)).toEqual(
      (await listBusinesses(t.db, next)).items.map((card) => card.name),
    );
    expect(fromMemory.items.map((card) => card.name)).not.toContain(first.items[0]?.name);
    await expect(
      listBusinesses(t.db, { q: 'shawarma', pageSize: 7, cursor: 'bm90LWEtY3Vyc29y' }, memory),
    ).rejects.toThrow('Invalid cursor');
  });
});
