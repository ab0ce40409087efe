import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsBefore } from '../../../domain';
import { auditLog, businessLocations, businessSubscriptions, halalProfiles, passportVisits } from '../../db/schema';
import { accountsMadeDaysAgo, givenBusiness, givenReview, type LocationSpec } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { projectDueProfiles } from './evidence';

// Issue 34: the admins' 'Disputed and stale' queue — places whose sources disagree about a fact, or whose
// facts have all lapsed, most looked at first, with the latest answers — and the team's check of one fact.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
interface Shown {
  status: string;
  value: string | null;
  source: string | null;
}
interface QueueAnswer {
  person: { id: string; displayName: string; email: string };
  answer: string;
  value: string;
  note: string | null;
  counted: boolean;
  answeredAt: string;
}
interface QueueItem {
  profileId: string;
  locationId: string | null;
  locationName: string | null;
  business: { id: string; name: string; slug: string };
  kind: 'disputed' | 'stale';
  facts: { fact: string; projection: Shown; answers: QueueAnswer[] }[];
}

let t: TestContext;
let admin: Signed;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
});
afterAll(() => t.close());

async function queue(): Promise<QueueItem[]> {
  const res = await t.request('/api/admin/halal-queue', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

const check = (json: unknown, cookie: string | undefined = admin.cookie) =>
  t.request('/api/admin/halal-checks', { cookie, json });

async function diners(n: number) {
  const people: Signed[] = [];
  for (let i = 0; i < n; i++) people.push(await t.givenSignedIn());
  await accountsMadeDaysAgo(t.db, people);
  return people;
}

/**
 * A place whose owner stated facts that go live at once, for the whole business or for its second
 * location ('Fishers Branch').
 */
async function ownerStatedPlace(name: string, profile: Record<string, unknown>, branch = false) {
  const owner = await t.givenSignedIn({ role: 'business_owner' });
  const locations: LocationSpec[] = [{ city: 'Indianapolis', isPrimary: true }];
  if (branch) locations.push({ name: 'Fishers Branch', city: 'Fishers' });
  const business = await givenBusiness(t.db, { name, ownerId: owner.id, locations });
  const [location] = branch
    ? await t.db
        .select({ id: businessLocations.id })
        .from(businessLocations)
        .where(and(eq(businessLocations.businessId, business.id), eq(businessLocations.name, 'Fishers Branch')))
    : [];
  const res = await t.request(`/api/owner/businesses/${business.id}/halal-profile`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { locationId: location?.id ?? null, profile },
  });
  expect(res.status).toBe(200);
  const [stored] = await t.db
    .select({ id: halalProfiles.id })
    .from(halalProfiles)
    .where(eq(halalProfiles.businessId, business.id));
  return { business, profileId: stored!.id, locationId: location?.id ?? null };
}

async function answered(businessId: string, json: unknown, person: Signed) {
  const res = await t.request(`/api/businesses/${businessId}/halal-answers`, { cookie: person.cookie, json });
  expect(res.status).toBe(201);
}

/**
 * The owner says there is no alcohol; three counted diners agree, an account a few minutes old agrees too
 * (recorded, not counted), then a fourth diner says it changed: 'Sources disagree'. Six answers in all, the
 * first a 'Not sure' that the queue's five latest leave out.
 */
async function disputedPlace(name: string) {
  const place = await ownerStatedPlace(name, { alcohol: 'none', pork: 'no' });
  const [first, second, third, fourth] = await diners(4);
  const young = await t.givenSignedIn();
  const id = place.business.id;
  await answered(id, { fact: 'alcohol', answer: 'not_sure' }, second!);
  await answered(id, { fact: 'alcohol', answer: 'yes' }, first!);
  await answered(id, { fact: 'alcohol', answer: 'yes' }, second!);
  await answered(id, { fact: 'alcohol', answer: 'yes', note: 'Only soft drinks.' }, third!);
  await answered(id, { fact: 'alcohol', answer: 'yes' }, young);
  await answered(id, { fact: 'alcohol', answer: 'no', note: 'They serve beer now.' }, fourth!);
  return { ...place, people: { first: first!, second: second!, third: third!, fourth: fourth!, young } };
}

/** The business page's facts of its own profile. */
async function pageFacts(slug: string): Promise<Record<string, Shown>> {
  const res = await t.request(`/api/businesses/${slug}`);
  expect(res.status).toBe(200);
  return (await res.json()).halal.profiles[0].facts;
}

describe("the 'Disputed and stale' queue", () => {
  it('is for admins only', async () => {
    const user = await t.givenSignedIn();
    for (const [path, init] of [
      ['/api/admin/halal-queue', {}],
      ['/api/admin/halal-checks', { json: { profileId: crypto.randomUUID(), fact: 'alcohol', value: 'none' } }],
    ] as const) {
      expect((await t.request(path, init)).status, `${path} anonymous`).toBe(401);
      expect((await t.request(path, { ...init, cookie: user.cookie })).status, `${path} user`).toBe(403);
    }
  });

  it('lists a disputed fact with its projection and the five latest answers, newest first', async () => {
    const { business, profileId, people } = await disputedPlace('Disputed Doner');
    const item = (await queue()).find((entry) => entry.profileId === profileId);
    expect(item).toMatchObject({
      locationId: null,
      locationName: null,
      business: { id: business.id, name: 'Disputed Doner', slug: business.slug },
      kind: 'disputed',
    });
    // Pork is known (the owner's word): only the disputed fact is in question.
    expect(item!.facts.map((fact) => fact.fact)).toEqual(['alcohol']);
    const [alcohol] = item!.facts;
    expect(alcohol!.projection).toMatchObject({ status: 'disagree', value: null, source: null });
    expect(
      alcohol!.answers.map(({ person, answer, value, note, counted }) => [person.id, answer, value, note, counted]),
    ).toEqual([
      [people.fourth.id, 'no', 'none', 'They serve beer now.', true],
      [people.young.id, 'yes', 'none', null, false],
      [people.third.id, 'yes', 'none', 'Only soft drinks.', true],
      [people.second.id, 'yes', 'none', null, true],
      [people.first.id, 'yes', 'none', null, true],
    ]);
    expect(alcohol!.answers[0]!.person).toMatchObject({ email: people.fourth.email, displayName: expect.any(String) });
    expect(Date.parse(alcohol!.answers[0]!.answeredAt)).toBeGreaterThan(Date.parse(alcohol!.answers[1]!.answeredAt));
  });

  it("resolves a disputed fact with the team's check: known from the admin, out of the queue, audited", async () => {
    const { business, profileId } = await disputedPlace('Checked Chapli');
    const res = await check({ profileId, fact: 'alcohol', value: 'beer_wine' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      profileId,
      fact: 'alcohol',
      shown: { status: 'known', value: 'beer_wine', source: 'admin' },
    });

    const facts = await pageFacts(business.slug);
    expect(facts.alcohol).toMatchObject({ status: 'known', value: 'beer_wine', source: 'admin' });
    expect(facts.pork).toMatchObject({ status: 'known', value: 'no', source: 'owner' });
    expect((await queue()).map((entry) => entry.profileId)).not.toContain(profileId);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.businessId, business.id), eq(auditLog.action, 'halal.check')));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        businessName: 'Checked Chapli',
        before: { locationId: null, fact: 'alcohol', shown: expect.objectContaining({ status: 'disagree' }) },
        after: {
          locationId: null,
          fact: 'alcohol',
          value: 'beer_wine',
          shown: expect.objectContaining({ status: 'known', source: 'admin' }),
        },
      }),
    ]);

    // A second check replaces the first: one admin row per fact, the latest value shown.
    expect((await check({ profileId, fact: 'alcohol', value: 'none' })).status).toBe(201);
    expect((await pageFacts(business.slug)).alcohol).toMatchObject({ status: 'known', value: 'none', source: 'admin' });
  });

  it('keeps the stated facts of a profile never projected when the team checks one of them', async () => {
    const business = await givenBusiness(t.db, { name: 'Unprojected Pide' });
    const [profile] = await t.db
      .insert(halalProfiles)
      .values({ businessId: business.id, level: 'fully', alcohol: 'none' })
      .returning({ id: halalProfiles.id });
    const res = await check({ profileId: profile!.id, fact: 'pork', value: 'no' });
    expect(res.status).toBe(201);
    const facts = await pageFacts(business.slug);
    expect(facts.pork).toMatchObject({ status: 'known', value: 'no', source: 'admin' });
    expect(facts.level).toMatchObject({ status: 'known', value: 'fully', source: 'owner' });
    expect(facts.alcohol).toMatchObject({ status: 'known', value: 'none', source: 'owner' });
  });

  it('refuses a forged profile (404), a value the fact does not take and other bad bodies (400), changing nothing', async () => {
    const { business, profileId } = await disputedPlace('Refused Rolls');
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const before = await t.rowCounts();
    const forged = await check({ profileId: '00000000-0000-4000-8000-000000000000', fact: 'alcohol', value: 'none' });
    expect(forged.status).toBe(404);
    expect((await forged.json()).error).toMatchObject({ code: 'NOT_FOUND' });
    const bad: unknown[] = [
      { profileId, fact: 'alcohol', value: 'zabiha' },
      { profileId, fact: 'pork', value: 'not_stated' },
      { profileId, fact: 'chicken', value: 'not_stated' },
      { profileId, fact: 'prayer_space', value: 'no' },
      { profileId, fact: 'level', value: 'halal' },
      { profileId, fact: 'level', value: '__proto__' },
      { profileId, fact: 'halal_cart', value: 'yes' },
      { profileId, fact: 'alcohol', value: 7 },
      { profileId, fact: 'alcohol' },
      { profileId, fact: 'alcohol', value: 'none', note: 'Called them.' },
      { profileId: 'not-a-uuid', fact: 'alcohol', value: 'none' },
      { fact: 'alcohol', value: 'none' },
    ];
    for (const json of bad) {
      const res = await check(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION');
    }
    expect((await check({ profileId, fact: 'alcohol', value: 'none' }, owner.cookie)).status).toBe(403);
    expect(await t.rowCounts()).toEqual(before);
    expect((await pageFacts(business.slug)).alcohol).toMatchObject({ status: 'disagree' });
  });
});

// Last in the file: the re-check job runs seven months ahead, and every place in this database ages with it.
describe('stale places', () => {
  it('lists places whose every fact needs a re-check, most looked at first, and not those the team checked', async () => {
    // Followed by 2 reviewers, 1 confirmed subscriber and 1 stamp: 4.
    const busy = await ownerStatedPlace('Busy Bazaar', { alcohol: 'none', prayerSpace: true });
    // 3 stamps; its 2 unconfirmed subscriptions and 1 ended one are nobody yet.
    const steady = await ownerStatedPlace('Steady Sweets', { pork: 'no' }, true);
    // Nobody.
    const quiet = await ownerStatedPlace('Quiet Corner', { alcohol: 'none' });
    // The team checked its alcohol: still known in seven months, while its pork is due.
    const checked = await ownerStatedPlace('Checked Kabob', { alcohol: 'none', pork: 'no' });
    expect((await check({ profileId: checked.profileId, fact: 'alcohol', value: 'none' })).status).toBe(201);

    const people = await Promise.all([1, 2, 3].map(() => t.givenAccount()));
    for (const [i, person] of people.slice(0, 2).entries()) await givenReview(t.db, busy.business.id, person.id, 4 + i);
    await t.db.insert(businessSubscriptions).values([
      { businessId: busy.business.id, email: 'follower@example.com', confirmedAt: new Date() },
      { businessId: steady.business.id, email: 'unsure1@example.com' },
      { businessId: steady.business.id, email: 'unsure2@example.com' },
      { businessId: steady.business.id, email: 'gone@example.com', confirmedAt: new Date(), active: false },
    ]);
    await t.db
      .insert(passportVisits)
      .values([
        { userId: people[0]!.id, businessId: busy.business.id },
        ...people.map((person) => ({ userId: person.id, businessId: steady.business.id })),
      ]);

    const ids = [busy, steady, quiet, checked].map((place) => place.profileId);
    expect((await queue()).filter((entry) => ids.includes(entry.profileId))).toEqual([]);

    await projectDueProfiles(t.db, monthsBefore(new Date(), -7));
    const listed = (await queue()).filter((entry) => ids.includes(entry.profileId));
    expect(listed.map((entry) => entry.business.name)).toEqual(['Busy Bazaar', 'Steady Sweets', 'Quiet Corner']);
    expect(listed.every((entry) => entry.kind === 'stale')).toBe(true);
    const [first, second] = listed;
    expect(first!.facts.map(({ fact, projection }) => [fact, projection.status, projection.value])).toEqual([
      ['alcohol', 'needs_recheck', 'none'],
      ['prayer_space', 'needs_recheck', 'yes'],
    ]);
    expect(first!.facts[0]!.projection).toMatchObject({ source: 'owner' });
    expect(second).toMatchObject({ locationId: steady.locationId, locationName: 'Fishers Branch' });
    expect(second!.facts.map(({ fact, answers }) => [fact, answers])).toEqual([['pork', []]]);
  });
});
