import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryId } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
let restaurants: string;

beforeAll(async () => {
  t = await createTestContext();
  restaurants = await categoryId(t.db, 'restaurants');
});
afterAll(() => t.close());

/** Many people press "Submit" at the same moment; each is signed in as themselves. */
async function submitAllAtOnce(names: string[]) {
  const people = await Promise.all(names.map(() => t.givenSignedIn()));
  const responses = await Promise.all(
    names.map((name, i) =>
      t.request('/api/submissions', { cookie: people[i]!.cookie, json: { name, categoryIds: [restaurants] } }),
    ),
  );
  return Promise.all(responses.map(async (res) => ({ status: res.status, body: await res.json() })));
}

describe('business addresses (slugs)', () => {
  it('gives twenty businesses submitted at once under one name twenty different addresses', async () => {
    const results = await submitAllAtOnce(Array.from({ length: 20 }, () => 'Crescent Moon Grill'));

    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const slugs = results.map((r) => r.body.slug as string);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs.sort()).toEqual(
      ['crescent-moon-grill', ...Array.from({ length: 19 }, (_, i) => `crescent-moon-grill-${i + 2}`)].sort(),
    );
  });

  it('keeps "Sahara" and "Sahara 2" apart when both arrive at once, though both want sahara-2', async () => {
    // With sahara taken, the next "Sahara" becomes sahara-2, which is also where "Sahara 2" starts.
    expect((await submitAllAtOnce(['Sahara']))[0]?.body.slug).toBe('sahara');
    const names = Array.from({ length: 12 }, (_, i) => (i % 2 ? 'Sahara 2' : 'Sahara'));
    const results = await submitAllAtOnce(names);

    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect(new Set(results.map((r) => r.body.slug)).size).toBe(12);
  });
});
