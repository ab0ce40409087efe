import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, halalAnswers, halalProfiles } from '../../db/schema';
import { removeOrphanedAnswerPhotos } from '../../storage/uploads';
import { accountsMadeDaysAgo, givenBusiness } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';

// Issue 34: a photo sent with an answer to 'Is this still true?' waits for an admin; accepted, it is the
// team's evidence of what the diner said, with the photo as its document; rejected, its file is removed.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;

let t: TestContext;
let admin: Signed;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#806040' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

async function diner() {
  const person = await t.givenSignedIn();
  await accountsMadeDaysAgo(t.db, [person]);
  return person;
}

async function photoOf(person: Signed): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'menu.jpg');
  const res = await t.request('/api/uploads/images', { body: form, cookie: person.cookie });
  expect(res.status).toBe(201);
  return (await res.json()).url;
}

/** A place whose owner says: no alcohol, no pork. */
async function ownerStatedPlace(name: string) {
  const owner = await t.givenSignedIn({ role: 'business_owner' });
  const business = await givenBusiness(t.db, { name, ownerId: owner.id });
  const res = await t.request(`/api/owner/businesses/${business.id}/halal-profile`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { locationId: null, profile: { alcohol: 'none', pork: 'no' } },
  });
  expect(res.status).toBe(200);
  return business;
}

const answer = (businessId: string, person: Signed, json: unknown) =>
  t.request(`/api/businesses/${businessId}/halal-answers`, { cookie: person.cookie, json });

const decide = (answerId: string, decision: string, cookie: string | undefined = admin.cookie) =>
  t.request(`/api/admin/halal-photos/${answerId}`, { cookie, json: { decision } });

interface PendingPhoto {
  answerId: string;
  fact: string;
  answer: string;
  value: string;
  note: string | null;
  photoUrl: string;
  person: { id: string };
  business: { id: string; name: string };
  shown: { status: string } | null;
}

async function pending(): Promise<PendingPhoto[]> {
  const res = await t.request('/api/admin/halal-photos', { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

const listed = () => pending();

async function pageFacts(slug: string) {
  const res = await t.request(`/api/businesses/${slug}`);
  return (await res.json()).halal.profiles[0].facts;
}

/** The status of a stored file's URL, as a browser would get it. */
const served = async (url: string) => (await t.app.request(url)).status;

async function answersOf(person: Signed) {
  return t.db.select().from(halalAnswers).where(eq(halalAnswers.userId, person.id));
}

describe("a diner's photo of a halal fact", () => {
  it('waits for an admin: the answer counts as the diner’s, the photo is no evidence yet', async () => {
    const business = await ownerStatedPlace('Photo Pending Grill');
    const person = await diner();
    const photoUrl = await photoOf(person);
    const res = await answer(business.id, person, {
      fact: 'alcohol',
      answer: 'no',
      note: 'Beer on the menu now.',
      photoUrl,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ fact: 'alcohol', answer: 'no', photo: 'pending' });
    // One diner's word is no quorum, and a photo waiting for review decides nothing: the owner's word stands.
    expect((await pageFacts(business.slug)).alcohol).toMatchObject({ status: 'disagree' });

    const waiting = (await pending()).find((photo) => photo.photoUrl === photoUrl);
    expect(waiting).toMatchObject({
      fact: 'alcohol',
      answer: 'no',
      value: 'none',
      note: 'Beer on the menu now.',
      person: { id: person.id },
      business: { id: business.id, name: 'Photo Pending Grill' },
    });
    expect(await served(photoUrl)).toBe(200);
  });

  it('is refused unless it is the person’s own fresh upload, and never with “Not sure”', async () => {
    const business = await ownerStatedPlace('Photo Refusals Cafe');
    const person = await diner();
    const someoneElse = await diner();
    const theirs = await photoOf(someoneElse);
    const mine = await photoOf(person);
    for (const json of [
      { fact: 'pork', answer: 'yes', photoUrl: theirs },
      { fact: 'pork', answer: 'yes', photoUrl: 'https://elsewhere.example/menu.jpg' },
      { fact: 'pork', answer: 'not_sure', photoUrl: mine },
    ]) {
      const res = await answer(business.id, person, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty('photoUrl');
    }
    expect(await answersOf(person)).toEqual([]);

    // Taken once, the upload belongs to that answer: a second answer cannot take it again.
    expect((await answer(business.id, person, { fact: 'pork', answer: 'yes', photoUrl: mine })).status).toBe(201);
    expect((await answer(business.id, person, { fact: 'alcohol', answer: 'yes', photoUrl: mine })).status).toBe(400);
    expect(await answersOf(person)).toHaveLength(1);
  });

  it('accepted, is the team’s evidence of what the diner said, with the photo as its document, audited', async () => {
    const business = await ownerStatedPlace('Photo Accepted Kitchen');
    const person = await diner();
    const beer = await photoOf(person);
    const wall = await photoOf(person);
    await answer(business.id, person, { fact: 'alcohol', answer: 'no', photoUrl: beer });
    await answer(business.id, person, { fact: 'pork', answer: 'yes', photoUrl: wall });
    const photos = (await pending()).filter((photo) => photo.business.id === business.id);
    const alcohol = photos.find((photo) => photo.fact === 'alcohol')!;
    const pork = photos.find((photo) => photo.fact === 'pork')!;

    expect((await decide(pork.answerId, 'accept', person.cookie)).status).toBe(403);
    const res = await decide(pork.answerId, 'accept');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      decision: 'accept',
      shown: { status: 'known', value: 'no', source: 'admin', document: wall },
    });
    // The team's denial outweighs the owner's word: the place's alcohol is in question now.
    expect((await decide(alcohol.answerId, 'accept')).status).toBe(200);
    const facts = await pageFacts(business.slug);
    expect(facts.pork).toMatchObject({ status: 'known', value: 'no', source: 'admin', document: wall });
    expect(facts.alcohol).toMatchObject({ status: 'disagree' });

    // Decided once: out of the list, and a second decision finds nothing waiting.
    expect((await pending()).map((photo) => photo.answerId)).not.toContain(pork.answerId);
    expect((await decide(pork.answerId, 'reject')).status).toBe(404);
    expect(await served(wall)).toBe(200);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.businessId, business.id), eq(auditLog.action, 'halal.photo_accept')));
    expect(audit).toHaveLength(2);
    expect(audit.find((row) => (row.after as { fact: string }).fact === 'pork')).toMatchObject({
      actorId: admin.id,
      subjectId: person.id,
      before: { fact: 'pork', shown: expect.objectContaining({ source: 'owner' }) },
      after: { fact: 'pork', value: 'no', answer: 'yes', shown: expect.objectContaining({ source: 'admin' }) },
    });
  });

  it('rejected, changes no fact and its file is removed', async () => {
    const business = await ownerStatedPlace('Photo Rejected Diner');
    const person = await diner();
    const photoUrl = await photoOf(person);
    await answer(business.id, person, { fact: 'pork', answer: 'yes', photoUrl });
    const before = await pageFacts(business.slug);
    const photo = (await pending()).find((entry) => entry.photoUrl === photoUrl)!;

    expect((await decide(photo.answerId, 'maybe')).status).toBe(400);
    const res = await decide(photo.answerId, 'reject');
    expect(res.status).toBe(200);
    expect(await pageFacts(business.slug)).toEqual(before);
    expect(await served(photoUrl)).toBe(404);
    const [row] = await answersOf(person);
    expect(row).toMatchObject({ photoStatus: 'rejected', answer: 'yes' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.businessId, business.id), eq(auditLog.action, 'halal.photo_reject')));
    expect(audit).toMatchObject({ actorId: admin.id, subjectId: person.id });
  });

  it('goes with its account when the person deletes it, unless the team accepted it', async () => {
    const business = await ownerStatedPlace('Photo Account Gone');
    const person = await diner();
    const kept = await photoOf(person);
    const dropped = await photoOf(person);
    await answer(business.id, person, { fact: 'pork', answer: 'yes', photoUrl: kept });
    await answer(business.id, person, { fact: 'alcohol', answer: 'yes', photoUrl: dropped });
    const accepted = (await pending()).find((photo) => photo.photoUrl === kept)!;
    expect((await decide(accepted.answerId, 'accept')).status).toBe(200);

    const res = await t.request('/api/account', {
      method: 'DELETE',
      cookie: person.cookie,
      json: { email: person.email },
    });
    expect(res.status).toBe(200);
    expect(await served(dropped)).toBe(404);
    expect(await served(kept)).toBe(200);
    expect((await pageFacts(business.slug)).pork).toMatchObject({ source: 'admin', document: kept });
  });

  it('is removed by the sweep once its answer and every evidence that kept it are gone', async () => {
    const business = await ownerStatedPlace('Photo Swept Bistro');
    const person = await diner();
    const pending = await photoOf(person);
    const accepted = await photoOf(person);
    await answer(business.id, person, { fact: 'alcohol', answer: 'yes', photoUrl: pending });
    await answer(business.id, person, { fact: 'pork', answer: 'yes', photoUrl: accepted });
    const kept = (await listed()).find((photo) => photo.photoUrl === accepted)!;
    expect((await decide(kept.answerId, 'accept')).status).toBe(200);

    // The diner's account goes: the waiting photo with it, the accepted one stays as the evidence's document.
    await t.request('/api/account', { method: 'DELETE', cookie: person.cookie, json: { email: person.email } });
    expect(await removeOrphanedAnswerPhotos(t.db, t.storage)).toBe(0);
    expect(await served(pending)).toBe(404);
    expect(await served(accepted)).toBe(200);

    // The team checks the fact again: the photo is no one's document any more, and the sweep removes it.
    const [profile] = await t.db
      .select({ id: halalProfiles.id })
      .from(halalProfiles)
      .where(eq(halalProfiles.businessId, business.id));
    const checked = await t.request('/api/admin/halal-checks', {
      cookie: admin.cookie,
      json: { profileId: profile!.id, fact: 'pork', value: 'no' },
    });
    expect(checked.status).toBe(201);
    expect(await removeOrphanedAnswerPhotos(t.db, t.storage)).toBe(1);
    expect(await served(accepted)).toBe(404);
  });

  it('is removed by the sweep when its place is deleted under it', async () => {
    const business = await ownerStatedPlace('Photo Cascade Cafe');
    const person = await diner();
    const photoUrl = await photoOf(person);
    await answer(business.id, person, { fact: 'pork', answer: 'yes', photoUrl });
    await t.db.delete(halalProfiles).where(eq(halalProfiles.businessId, business.id));
    expect(await served(photoUrl)).toBe(200);
    expect(await removeOrphanedAnswerPhotos(t.db, t.storage)).toBeGreaterThanOrEqual(1);
    expect(await served(photoUrl)).toBe(404);
  });
});
