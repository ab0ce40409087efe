import { gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weightedRating } from '../../../domain';
import { businesses, directoryRatings, reviews } from '../../db/schema';
import { givenBusiness, givenReview } from '../../testing/factories';
import { createTestContext, type TestAccount, type TestContext } from '../../testing/harness';

// Corrections 14: 'Top rated' ranks by the average weighted by the number of reviews (a Bayesian average
// with the directory's mean as the prior, src/domain/listing-sort.ts); the cards keep the plain average.

let t: TestContext;
let reviewers: TestAccount[];
const ids = new Map<string, string>();

interface Card {
  id: string;
  name: string;
  ratingAverage: number;
  reviewCount: number;
}

/** A business with these ratings, one reviewer each. */
async function givenRated(name: string, ratings: number[]) {
  const business = await givenBusiness(t.db, { name, category: 'bakeries' });
  ids.set(name, business.id);
  for (const [i, rating] of ratings.entries()) await givenReview(t.db, business.id, reviewers[i]!.id, rating);
}

async function topRated(query = '') {
  const res = await t.request(`/api/businesses?category=bakeries&sort=rating&pageSize=48${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { sort: string; items: Card[]; nextCursor: string | null };
}
const names = (cards: Card[]) => cards.map((card) => card.name);

/** Every card of the listing, a page of `pageSize` at a time, following each page's cursor. */
async function walk(pageSize: number) {
  const seen: Card[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const res = await t.request(`/api/businesses?category=bakeries&sort=rating&pageSize=${pageSize}${after}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as { items: Card[]; nextCursor: string | null };
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  t = await createTestContext();
  reviewers = [];
  for (let i = 0; i < 6; i++) reviewers.push(await t.givenAccount());
  await givenRated('One Review Wonder', [5]);
  await givenRated('Steady Ovens', [5, 5, 4]);
  await givenRated('Steady Crumbs', [5, 5, 4]);
  await givenRated('Fair Loaf', [4, 4, 3, 4]);
  await givenRated('Single Four', [4]);
  await givenRated('Split Pair', [5, 3]);
  await givenRated('Quiet Corner', []);
  await givenRated('New Oven', []);
  // Six accounts (their passwords hashed) and a few dozen rows: on a busy 2-core machine this takes over a minute.
}, 180_000);
afterAll(() => t.close());

describe("'Top rated'", () => {
  it('puts 4.7 from three reviews above a single 5-star review, and shows the plain averages', async () => {
    const { sort, items } = await topRated();
    expect(sort).toBe('rating');
    const steady = names(items).indexOf('Steady Ovens');
    const wonder = names(items).indexOf('One Review Wonder');
    expect(steady).toBeLessThan(wonder);
    expect(items[wonder]).toMatchObject({ ratingAverage: 5, reviewCount: 1 });
    expect(items[steady]?.ratingAverage).toBeCloseTo(14 / 3, 10);
    // Places without reviews come last.
    expect(names(items).slice(-2).sort()).toEqual(['New Oven', 'Quiet Corner']);
  });

  it("ranks by the domain's weighted rating, with the directory's mean as the prior", async () => {
    const [stored] = await t.db.select().from(directoryRatings);
    // 60 stars from 14 reviews.
    expect(stored).toMatchObject({ reviews: 14, ratingSum: 60 });
    expect(Math.abs((stored?.priorMean ?? 0) - 60 / 14)).toBeLessThan(0.05);
    const { items } = await topRated();
    const score = (card: Card) =>
      weightedRating(
        { sum: Math.round(card.ratingAverage * card.reviewCount), count: card.reviewCount },
        stored!.priorMean!,
      );
    const expected = [...items].sort(
      (a, b) => score(b) - score(a) || b.reviewCount - a.reviewCount || (b.id > a.id ? 1 : -1),
    );
    expect(names(items)).toEqual(names(expected));
    expect(names(items).slice(0, 6)).toEqual([
      ...['Steady Ovens', 'Steady Crumbs'].sort((a, b) => (ids.get(b)! > ids.get(a)! ? 1 : -1)),
      'One Review Wonder',
      'Single Four',
      'Split Pair',
      'Fair Loaf',
    ]);
  });

  it('pages through every place once, in the same order, ties included', async () => {
    const all = names((await topRated()).items);
    for (const pageSize of [1, 3]) expect(names(await walk(pageSize))).toEqual(all);
  });

  it("follows the directory's mean when it moves: every place is scored again", async () => {
    // With a mean above 4, a lone 4-star review ranks above a 5 and a 3; six 1-star reviews bring it under 4.
    let order = names((await topRated()).items);
    expect(order.indexOf('Single Four')).toBeLessThan(order.indexOf('Split Pair'));
    await givenRated('Rough Start', [1, 1, 1, 1, 1, 1]);
    order = names((await topRated()).items);
    expect(order.indexOf('Split Pair')).toBeLessThan(order.indexOf('Single Four'));
    const [stored] = await t.db.select().from(directoryRatings);
    expect(stored?.priorMean).toBeCloseTo(66 / 20, 10);
    expect(names(await walk(2))).toEqual(order);
  });

  it('writes each place once when an import of reviews moves the mean: its ratings and score together', async () => {
    // Twelve 1-star reviews in one statement (an import) for the two places without any: 78 stars from 32
    // reviews move the mean from 3.3 to 2.4, so every reviewed place is scored again.
    const updated = await t.db.transaction(async (tx) => {
      // Rows of businesses written so far (the counter may hold earlier transactions' writes too).
      const written = async () =>
        (
          await tx.execute<{ n: number }>(
            sql`select n_tup_upd::int as n from pg_stat_xact_user_tables where relname = 'businesses'`,
          )
        ).rows[0]?.n ?? 0;
      const before = await written();
      await tx
        .insert(reviews)
        .values(
          ['Quiet Corner', 'New Oven'].flatMap((name) =>
            reviewers.map((reviewer) => ({ businessId: ids.get(name)!, userId: reviewer.id, rating: 1 })),
          ),
        );
      return (await written()) - before;
    });
    const [stored] = await t.db.select().from(directoryRatings);
    expect(stored?.priorMean).toBeCloseTo(78 / 32, 10);
    const reviewed = await t.db.select({ id: businesses.id }).from(businesses).where(gt(businesses.ratingCount, 0));
    expect(reviewed).toHaveLength(9);
    // Each reviewed place written once: the two new ones with their ratings and score, the others' scores.
    expect(updated).toBe(reviewed.length);
    const { items } = await topRated();
    const score = (card: Card) =>
      weightedRating({ sum: Math.round(card.ratingAverage * card.reviewCount), count: card.reviewCount }, 78 / 32);
    expect(names(items)).toEqual(
      names([...items].sort((a, b) => score(b) - score(a) || b.reviewCount - a.reviewCount || (b.id > a.id ? 1 : -1))),
    );
  });
});
