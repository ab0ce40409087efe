import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACT_ANSWER_NOTE_MAX, FACT_ANSWERS_PER_DAY, monthsBefore } from '../../../domain';
import { auditLog, businessLocations, halalAnswers, halalProfiles } from '../../db/schema';
import { accountsMadeDaysAgo, categoryId, givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { projectDueProfiles } from './evidence';
import { directoryToday } from './profiles';

// Issue 34: each halal fact of a place is the projection of its evidence. 'Is this still true?' answers and
// their quorum, the budget and the 24-hour rule, an admin's discount, admins' edits and checked certificates,
// and the hourly re-check of what time alone changed.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
interface Shown {
  status: string;
  value: string | null;
  source: string | null;
  asOf: string | null;
  validUntil: string | null;
  confirmations: number;
  nextChange: string | null;
}

let t: TestContext;
let admin: Signed;
let restaurants: string;
let certifierId: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  restaurants = await categoryId(t.db, 'restaurants');
  const certifiers = await (await t.request('/api/halal-certifiers')).json();
  certifierId = certifiers[0].id;
});
afterAll(() => t.close());

const answer = (businessId: string, json: unknown, cookie: string) =>
  t.request(`/api/businesses/${businessId}/halal-answers`, { cookie, json });

async function answered(businessId: string, json: unknown, person: { cookie: string }) {
  const res = await answer(businessId, json, person.cookie);
  expect(res.status).toBe(201);
  return (await res.json()) as { fact: string; answer: string; counted: boolean; shown: Shown };
}

/** `n` signed-in diners whose accounts are two days old. */
async function diners(n: number) {
  const people: Signed[] = [];
  for (let i = 0; i < n; i++) people.push(await t.givenSignedIn());
  await accountsMadeDaysAgo(t.db, people);
  return people;
}

/** A place whose owner stated its halal facts in the owner's dialog (facts that go live at once). */
async function ownerStatedPlace(name: string, profile: Record<string, unknown>) {
  const owner = await t.givenSignedIn({ role: 'business_owner' });
  const business = await givenBusiness(t.db, { name, ownerId: owner.id });
  const res = await t.request(`/api/owner/businesses/${business.id}/halal-profile`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { locationId: null, profile },
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ waitsForReview: false });
  return { owner, business };
}

/** The business page's facts of its own profile. */
async function pageFacts(slug: string): Promise<Record<string, Shown>> {
  const res = await t.request(`/api/businesses/${slug}`);
  expect(res.status).toBe(200);
  const page = await res.json();
  return page.halal.profiles[0].facts;
}

/** The names the restaurants' listing finds for a search and halal filters. */
async function listed(q: string, halal: string) {
  const res = await t.request(`/api/businesses?category=restaurants&q=${encodeURIComponent(q)}&halal=${halal}`);
  expect(res.status).toBe(200);
  const page = (await res.json()) as { items: { name: string }[] };
  return page.items.map((card) => card.name);
}

const auditOf = (businessId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.businessId, businessId), eq(auditLog.action, action)));

const inDays = (days: number) => {
  const d = new Date(`${directoryToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe("'Is this still true?'", () => {
  it("makes a fact known from the community on three counted 'yes' answers, above the owner's statement", async () => {
    const { business } = await ownerStatedPlace('Quorum Grill', { alcohol: 'none', pork: 'no' });
    const before = await pageFacts(business.slug);
    expect(before.alcohol).toMatchObject({ status: 'known', value: 'none', source: 'owner', confirmations: 0 });

    const people = await diners(3);
    const first = await answered(business.id, { fact: 'alcohol', answer: 'yes' }, people[0]!);
    expect(first).toMatchObject({ fact: 'alcohol', answer: 'yes', counted: true });
    expect(first.shown).toMatchObject({ status: 'known', value: 'none', source: 'owner', confirmations: 0 });
    await answered(business.id, { fact: 'alcohol', answer: 'yes' }, people[1]!);
    const third = await answered(
      business.id,
      { fact: 'alcohol', answer: 'yes', note: 'Only soft drinks.' },
      people[2]!,
    );
    expect(third.shown).toMatchObject({ status: 'known', value: 'none', source: 'community', confirmations: 3 });

    const after = await pageFacts(business.slug);
    expect(after.alcohol).toEqual(third.shown);
    // The community's agreement lasts 12 months, the owner's word 6.
    expect(new Date(after.alcohol!.validUntil!).getTime()).toBeGreaterThan(
      new Date(before.alcohol!.validUntil!).getTime(),
    );
    // The other facts keep the owner's word.
    expect(after.pork).toMatchObject({ status: 'known', value: 'no', source: 'owner' });
    expect(await listed('Quorum Grill', 'no_alcohol')).toEqual(['Quorum Grill']);
  });

  it('records but does not count an account younger than 24 hours, and counts one answer per person', async () => {
    const { business } = await ownerStatedPlace('Newcomer Cafe', { alcohol: 'none' });
    const [keen, second, third] = await diners(3);
    const young = await t.givenSignedIn();
    // Answering again replaces the person's answer: three answers from one person are one.
    for (let i = 0; i < 3; i++) await answered(business.id, { fact: 'alcohol', answer: 'yes' }, keen!);
    await answered(business.id, { fact: 'alcohol', answer: 'yes' }, second!);
    const fresh = await answered(business.id, { fact: 'alcohol', answer: 'yes' }, young);
    expect(fresh).toMatchObject({ counted: false, shown: { status: 'known', source: 'owner', confirmations: 0 } });
    expect(await t.db.select().from(halalAnswers).where(eq(halalAnswers.userId, young.id))).toHaveLength(1);

    const quorum = await answered(business.id, { fact: 'alcohol', answer: 'yes' }, third!);
    expect(quorum.shown).toMatchObject({ status: 'known', source: 'community', confirmations: 3 });
  });

  it("withdraws a person's answer on 'Not sure', and shows 'Sources disagree' on a later 'No' after the quorum", async () => {
    const { business } = await ownerStatedPlace('Changing Tastes', { alcohol: 'none', prayerSpace: true });
    const people = await diners(4);
    for (const person of people.slice(0, 3)) await answered(business.id, { fact: 'alcohol', answer: 'yes' }, person);

    const unsure = await answered(business.id, { fact: 'alcohol', answer: 'not_sure' }, people[0]!);
    expect(unsure.shown).toMatchObject({ status: 'known', value: 'none', source: 'owner', confirmations: 0 });
    const again = await answered(business.id, { fact: 'alcohol', answer: 'yes' }, people[0]!);
    expect(again.shown).toMatchObject({ status: 'known', source: 'community', confirmations: 3 });

    const changed = await answered(
      business.id,
      { fact: 'alcohol', answer: 'no', note: 'They serve beer now.' },
      people[3]!,
    );
    expect(changed).toMatchObject({ counted: true, shown: { status: 'disagree', value: null, source: null } });
    const facts = await pageFacts(business.slug);
    expect(facts.alcohol).toMatchObject({ status: 'disagree', value: null });
    expect(facts.prayer_space).toMatchObject({ status: 'known', value: 'yes', source: 'owner' });
    // 'No alcohol' needs a known value; 'Prayer space' stays.
    expect(await listed('Changing Tastes', 'no_alcohol')).toEqual([]);
    expect(await listed('Changing Tastes', 'prayer_space')).toEqual(['Changing Tastes']);
  });

  it("takes the owner's own answer as the owner's statement, not as the community's", async () => {
    const { owner, business } = await ownerStatedPlace('Owner Answers', { alcohol: 'none' });
    const stated = (await pageFacts(business.slug)).alcohol!;
    const people = await diners(2);
    for (const person of people) await answered(business.id, { fact: 'alcohol', answer: 'yes' }, person);
    // The owner's account is minutes old and the owner's answer counts all the same, as the owner's word.
    const own = await answered(business.id, { fact: 'alcohol', answer: 'yes' }, owner);
    expect(own).toMatchObject({ counted: true, shown: { status: 'known', value: 'none', source: 'owner' } });
    expect(own.shown.confirmations).toBe(0);
    expect(new Date(own.shown.asOf!).getTime()).toBeGreaterThan(new Date(stated.asOf!).getTime());
  });

  it(`refuses the answer past ${FACT_ANSWERS_PER_DAY} in a day with ANSWER_BUDGET (429), writing nothing`, async () => {
    const { business } = await ownerStatedPlace('Busy Bistro', { alcohol: 'none', pork: 'no' });
    // Every answer counts against the budget, counted or not: this account is too young to count.
    const eager = await t.givenSignedIn();
    for (let i = 0; i < FACT_ANSWERS_PER_DAY; i++)
      await answered(business.id, { fact: i % 2 ? 'alcohol' : 'pork', answer: i % 3 ? 'yes' : 'no' }, eager);
    const before = await t.rowCounts();
    const refused = await answer(business.id, { fact: 'alcohol', answer: 'yes' }, eager.cookie);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatchObject({ code: 'ANSWER_BUDGET' });
    expect(await t.rowCounts()).toEqual(before);
    // Someone else still may.
    const [other] = await diners(1);
    await answered(business.id, { fact: 'alcohol', answer: 'yes' }, other!);
  });

  it('answers 404 for forged ids and places without public halal details, 409 for a fact not stated, changing nothing', async () => {
    const { business } = await ownerStatedPlace('Plain Facts', { alcohol: 'none' });
    const noDetails = await givenBusiness(t.db, { name: 'No Details Diner' });
    const pending = await givenBusiness(t.db, { name: 'Pending Kebab', approved: false });
    await t.db.insert(halalProfiles).values({ businessId: pending.id, level: 'fully', alcohol: 'none' });
    const [location] = await t.db
      .select({ id: businessLocations.id })
      .from(businessLocations)
      .where(eq(businessLocations.businessId, business.id));
    const [person] = await diners(1);
    const yes = { fact: 'alcohol', answer: 'yes' };
    const before = await t.rowCounts();

    const notFound: [string, unknown][] = [
      ['not-a-uuid', yes],
      ['00000000-0000-4000-8000-000000000000', yes],
      [noDetails.id, yes],
      [pending.id, yes],
      // The location has no profile of its own.
      [business.id, { ...yes, locationId: location!.id }],
      // Another business's location.
      [noDetails.id, { ...yes, locationId: location!.id }],
    ];
    for (const [id, json] of notFound) expect((await answer(id, json, person!.cookie)).status).toBe(404);
    for (const fact of ['beef', 'certificate', 'prayer_space']) {
      const res = await answer(business.id, { fact, answer: 'yes' }, person!.cookie);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatchObject({ code: 'NOTHING_TO_CONFIRM' });
    }
    expect(await t.rowCounts()).toEqual(before);
  });

  it('refuses bad bodies (400) and anonymous callers (401), changing nothing', async () => {
    const { business } = await ownerStatedPlace('Strict Shawarma', { alcohol: 'none' });
    const [person] = await diners(1);
    const before = await t.rowCounts();
    const bad = [
      { fact: 'halal_cart', answer: 'yes' },
      { fact: 'alcohol', answer: 'maybe' },
      { fact: 'alcohol' },
      { answer: 'yes' },
      { fact: 'alcohol', answer: 'yes', note: 'x'.repeat(FACT_ANSWER_NOTE_MAX + 1) },
      { fact: 'alcohol', answer: 'yes', counted: true },
      { fact: 'alcohol', answer: 'yes', locationId: 'main' },
    ];
    for (const json of bad) expect((await answer(business.id, json, person!.cookie)).status).toBe(400);
    const anonymous = await t.request(`/api/businesses/${business.id}/halal-answers`, {
      json: { fact: 'alcohol', answer: 'yes' },
    });
    expect(anonymous.status).toBe(401);
    expect(await t.rowCounts()).toEqual(before);
    // A note of exactly the longest length is taken.
    await answered(business.id, { fact: 'alcohol', answer: 'yes', note: 'x'.repeat(FACT_ANSWER_NOTE_MAX) }, person!);
  });

  // A profile stored before its facts carried evidence (or by the factories) gets its evidence from its
  // stated facts before the first answer is added to it.
  it("keeps a never-projected profile's stated facts when a diner answers before the hourly job", async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { name: 'Legacy Lahmacun', ownerId: owner.id });
    await t.db
      .insert(halalProfiles)
      .values({ businessId: business.id, level: 'fully', chicken: 'zabiha', alcohol: 'none', prayerSpace: true });
    expect(await listed('Legacy Lahmacun', 'fully,no_alcohol')).toEqual(['Legacy Lahmacun']);
    const [person] = await diners(1);
    const res = await answered(business.id, { fact: 'alcohol', answer: 'yes' }, person!);
    expect(res.shown).toMatchObject({ status: 'known', value: 'none', source: 'owner' });
    const facts = await pageFacts(business.slug);
    expect(facts.level).toMatchObject({ status: 'known', value: 'fully', source: 'owner' });
    expect(await listed('Legacy Lahmacun', 'fully,no_alcohol')).toEqual(['Legacy Lahmacun']);
  });
});

describe("an admin's discount of one account's answers", () => {
  it('is refused to non-admins (403) and answers 404 for an unknown account, changing nothing', async () => {
    const [person] = await diners(1);
    const before = await t.rowCounts();
    const refused = await t.request(`/api/admin/users/${person!.id}/discount-answers`, {
      cookie: person!.cookie,
      json: {},
    });
    expect(refused.status).toBe(403);
    const unknown = await t.request('/api/admin/users/nobody-at-all/discount-answers', {
      cookie: admin.cookie,
      json: {},
    });
    expect(unknown.status).toBe(404);
    const bad = await t.request(`/api/admin/users/${person!.id}/discount-answers`, {
      cookie: admin.cookie,
      json: { reason: 'Fake', all: true },
    });
    expect(bad.status).toBe(400);
    expect(await t.rowCounts()).toEqual(before);
  });

  it('uncounts its answers now and later, lets a community fact fall back, and is audited', async () => {
    const { business } = await ownerStatedPlace('Discounted Deli', { alcohol: 'none' });
    const [fake, second, third, fourth] = await diners(4);
    for (const person of [fake!, second!, third!])
      await answered(business.id, { fact: 'alcohol', answer: 'yes' }, person);
    expect((await pageFacts(business.slug)).alcohol).toMatchObject({ source: 'community', confirmations: 3 });

    const res = await t.request(`/api/admin/users/${fake!.id}/discount-answers`, {
      cookie: admin.cookie,
      json: { reason: 'One person, many accounts' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ discounted: true, places: 1 });
    expect((await pageFacts(business.slug)).alcohol).toMatchObject({
      status: 'known',
      value: 'none',
      source: 'owner',
      confirmations: 0,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.discount_answers'));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.id, subjectId: fake!.id, reason: 'One person, many accounts' }),
    ]);

    // Their later answers do not count either; someone else's does.
    const later = await answered(business.id, { fact: 'alcohol', answer: 'yes' }, fake!);
    expect(later).toMatchObject({ counted: false, shown: { source: 'owner' } });
    const back = await answered(business.id, { fact: 'alcohol', answer: 'yes' }, fourth!);
    expect(back.shown).toMatchObject({ status: 'known', source: 'community', confirmations: 3 });
  });
});

describe("admins' halal edits", () => {
  it("put a verified current certificate in 'Certified', and take it out at once when its expiry moves to yesterday", async () => {
    const name = 'Certified Kitchen';
    const halal = { level: 'fully', chicken: 'zabiha', certifierId, certificateExpiresOn: inDays(200) };
    const added = await t.request('/api/admin/businesses', {
      cookie: admin.cookie,
      json: { name, categoryId: restaurants, city: 'Carmel', halal },
    });
    expect(added.status).toBe(201);
    const { id, slug } = (await added.json()) as { id: string; slug: string };
    let facts = await pageFacts(slug);
    // The admin's word on the certificate is not a checked certificate.
    expect(facts.certificate).toMatchObject({ status: 'known', value: 'yes', source: 'admin' });
    expect(facts.level).toMatchObject({ status: 'known', value: 'fully', source: 'admin' });
    expect(await listed(name, 'certified')).toEqual([]);

    const verify = await t.request(`/api/admin/businesses/${id}/halal-profile/verify`, {
      cookie: admin.cookie,
      json: {},
    });
    expect(verify.status).toBe(200);
    facts = await pageFacts(slug);
    expect(facts.certificate).toMatchObject({ status: 'known', value: 'yes', source: 'certificate' });
    expect(await listed(name, 'certified')).toEqual([name]);
    expect(await listed(name, 'certified,zabiha,fully')).toEqual([name]);

    const edit = await t.request(`/api/admin/businesses/${id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { name, categoryId: restaurants, city: 'Carmel', halal: { ...halal, certificateExpiresOn: inDays(-1) } },
    });
    expect(edit.status).toBe(200);
    expect(await listed(name, 'certified')).toEqual([]);
    facts = await pageFacts(slug);
    expect(facts.certificate).toMatchObject({ status: 'needs_recheck', value: 'yes' });
    expect(facts.level).toMatchObject({ status: 'known', value: 'fully', source: 'admin' });
    expect(await listed(name, 'zabiha,fully')).toEqual([name]);
  });
});

// Last in the file: the job projects every profile due, and these runs move the clock months ahead.
describe('the hourly re-check', () => {
  const now = new Date();
  const name = 'Record Grill';
  let business: Awaited<ReturnType<typeof givenBusiness>>;

  it('projects a profile stored before evidence from its stated facts, as the owner said them, without an audit entry', async () => {
    business = await givenBusiness(t.db, { name });
    await t.db.insert(halalProfiles).values({
      businessId: business.id,
      level: 'fully',
      chicken: 'zabiha',
      alcohol: 'none',
      prayerSpace: true,
      muslimOwned: 'yes',
      updatedAt: now,
    });
    // Not projected yet: the listing reads the stated facts.
    expect(await listed(name, 'fully,zabiha,no_alcohol,prayer_space,muslim_owned')).toEqual([name]);
    expect(await pageFacts(business.slug)).toEqual({});

    await projectDueProfiles(t.db, now);
    const facts = await pageFacts(business.slug);
    for (const [fact, value] of [
      ['level', 'fully'],
      ['chicken', 'zabiha'],
      ['alcohol', 'none'],
      ['prayer_space', 'yes'],
      ['muslim_owned', 'yes'],
    ] as const)
      expect(facts[fact]).toMatchObject({ status: 'known', value, source: 'owner', asOf: now.toISOString() });
    expect(Object.keys(facts).sort()).toEqual(['alcohol', 'chicken', 'level', 'muslim_owned', 'prayer_space']);
    expect(await listed(name, 'fully,zabiha,no_alcohol,prayer_space,muslim_owned')).toEqual([name]);
    expect(await auditOf(business.id, 'halal.recheck')).toEqual([]);
  });

  it("turns an owner's statements 'Needs a re-check' after 6 months, drops the strict tags only, audited once", async () => {
    const later = monthsBefore(now, -7);
    await projectDueProfiles(t.db, later);
    const facts = await pageFacts(business.slug);
    expect(facts.level).toMatchObject({ status: 'needs_recheck', value: 'fully', source: 'owner' });
    expect(facts.chicken).toMatchObject({ status: 'needs_recheck', value: 'zabiha', source: 'owner' });
    expect(facts.alcohol).toMatchObject({ status: 'needs_recheck', value: 'none', source: 'owner' });
    expect(await listed(name, 'zabiha')).toEqual([]);
    expect(await listed(name, 'no_alcohol')).toEqual([]);
    expect(await listed(name, 'fully,prayer_space,muslim_owned')).toEqual([name]);

    const audit = await auditOf(business.id, 'halal.recheck');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: null,
      before: { locationId: null, facts: { alcohol: { status: 'known' } } },
      after: { locationId: null, facts },
    });

    // Nothing more has changed: running again (now, or a month on) writes nothing.
    await projectDueProfiles(t.db, later);
    await projectDueProfiles(t.db, monthsBefore(now, -8));
    expect(await auditOf(business.id, 'halal.recheck')).toHaveLength(1);
    expect(await pageFacts(business.slug)).toEqual(facts);
  });
});
