import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businessClaims, businesses, osmPlaces, profiles } from '../../db/schema';
import { givenBusiness } from '../../testing/factories';
import { anyPath, createTestContext, type TestContext } from '../../testing/harness';

// Issue 35 'Claim your listing': a code mailed to the listing's address (or one at its website's domain), or a
// document the admins review in their 'Claims' queue. Every refusal says why and changes nothing.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;

let t: TestContext;
let admin: Signed;
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
});
afterAll(() => t.close());

/** An approved place without an owner, showing its email and its website. */
async function givenUnownedPlace(name: string, spec: Parameters<typeof givenBusiness>[1] = {}) {
  const business = await givenBusiness(t.db, { name, websiteUrl: 'https://www.saffron-grill.test', ...spec });
  await t.db.update(businesses).set({ email: 'hello@saffron-grill.test' }).where(eq(businesses.id, business.id));
  return business;
}

const claimPath = (businessId: string) => anyPath(`/api/businesses/${businessId}/claim`);
const start = (businessId: string, person: Signed, json: unknown) =>
  t.request(claimPath(businessId), { cookie: person.cookie, json });
const enterCode = (businessId: string, person: Signed, code: unknown) =>
  t.request(anyPath(`/api/businesses/${businessId}/claim/code`), { cookie: person.cookie, json: { code } });
const stateOf = async (businessId: string, person: Signed) => {
  const res = await t.request(claimPath(businessId), { cookie: person.cookie });
  expect(res.status).toBe(200);
  return res.json();
};

/** The code in the newest mail to `to`. */
async function mailedCode(to: string): Promise<string> {
  const mail = (await t.deliverMail()).findLast((m) => m.to === to && m.subject.startsWith('Your code to claim'));
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

async function errorOf(res: Response, status: number) {
  expect(res.status).toBe(status);
  return (await res.json()).error as { code: string; message: string; fields?: Record<string, string> };
}

async function uploadDocument(businessId: string, person: Signed, bytes: Uint8Array = pdf) {
  return t.upload(anyPath(`/api/businesses/${businessId}/claim/documents`), person.cookie, {
    bytes,
    name: 'licence.pdf',
    type: 'application/pdf',
  });
}

async function documentClaim(businessId: string, person: Signed, note = 'I run the kitchen.') {
  const upload = await uploadDocument(businessId, person);
  expect(upload.status).toBe(201);
  const { document } = await upload.json();
  const res = await start(businessId, person, { method: 'document', document, note });
  expect(res.status).toBe(201);
  return { ...(await res.json()), document } as { id: string; status: string; document: string };
}

const ownerOf = async (businessId: string) =>
  (await t.db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, businessId)))[0]
    ?.ownerId;
const roleOf = async (userId: string) =>
  (await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId)))[0]?.role;
const auditOf = (businessId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.businessId, businessId)).orderBy(auditLog.createdAt);

describe('claiming a place by a mailed code', () => {
  it('mails a code to the listing, and the right code makes the claimant its owner in one go', async () => {
    const place = await givenUnownedPlace('Saffron Grill');
    const person = await t.givenSignedIn();
    const before = await stateOf(place.id, person);
    expect(before).toMatchObject({
      claimable: true,
      listingEmail: 'hello@saffron-grill.test',
      websiteDomain: 'saffron-grill.test',
      claim: null,
    });

    const started = await start(place.id, person, { method: 'email_code' });
    expect(started.status).toBe(201);
    expect(await started.json()).toMatchObject({ method: 'email_code', status: 'pending', triesLeft: 5 });
    const code = await mailedCode('hello@saffron-grill.test');
    // Only the code's hash is kept.
    const [row] = await t.db.select().from(businessClaims).where(eq(businessClaims.businessId, place.id));
    expect(row!.codeHash).not.toContain(code);

    const wrong = code === '000000' ? '000001' : '000000';
    expect((await errorOf(await enterCode(place.id, person, wrong), 400)).code).toBe('CLAIM_CODE_WRONG');
    expect((await stateOf(place.id, person)).claim.triesLeft).toBe(4);

    const confirmed = await enterCode(place.id, person, code);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'approved' });
    expect(await ownerOf(place.id)).toBe(person.id);
    expect(await roleOf(person.id)).toBe('business_owner');
    expect((await auditOf(place.id)).map((e) => e.action)).toEqual(['claim.code']);
    const mail = (await t.deliverMail()).findLast((m) => m.to === person.email);
    expect(mail?.subject).toBe('You now manage Saffron Grill');
    expect(mail?.text).toContain('http://localhost:3000/business');
    expect(await stateOf(place.id, person)).toMatchObject({ claimable: false, ownedByYou: true });
    const dashboard = await t.request('/api/owner/business', { cookie: person.cookie });
    expect(dashboard.status).toBe(200);
  });

  it('mails a code to an address at the website’s domain or its subdomain, never to any other', async () => {
    const place = await givenUnownedPlace('Cedar Kebab');
    const person = await t.givenSignedIn();
    for (const email of ['owner@elsewhere.test', 'owner@saffron-grill.test.evil.test', 'owner@grill.test']) {
      const counts = await t.rowCounts();
      const res = await start(place.id, person, { method: 'email_code', email });
      expect((await errorOf(res, 400)).code).toBe('CLAIM_EMAIL_NOT_LISTED');
      expect(await t.rowCounts()).toEqual(counts);
    }
    expect(
      (await start(place.id, person, { method: 'email_code', email: 'Manager@Mail.Saffron-Grill.test' })).status,
    ).toBe(201);
    expect(await mailedCode('Manager@Mail.Saffron-Grill.test')).toMatch(/^\d{6}$/);
  });

  it('replaces the code waiting when a new one is asked for: the first no longer works', async () => {
    const place = await givenUnownedPlace('Olive Tree');
    const person = await t.givenSignedIn();
    await start(place.id, person, { method: 'email_code' });
    const first = await mailedCode('hello@saffron-grill.test');
    await start(place.id, person, { method: 'email_code' });
    const second = await mailedCode('hello@saffron-grill.test');
    const rows = await t.db.select().from(businessClaims).where(eq(businessClaims.businessId, place.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);
    if (first !== second)
      expect((await errorOf(await enterCode(place.id, person, first), 400)).code).toBe('CLAIM_CODE_WRONG');
    expect((await enterCode(place.id, person, second)).status).toBe(200);
  });

  it('expires the claim after five wrong codes, and a late code', async () => {
    const place = await givenUnownedPlace('Five Tries Cafe');
    const person = await t.givenSignedIn();
    await start(place.id, person, { method: 'email_code' });
    const code = await mailedCode('hello@saffron-grill.test');
    const wrong = code === '111111' ? '222222' : '111111';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await errorOf(await enterCode(place.id, person, wrong), i < 4 ? 400 : 409)).code);
    expect(codes).toEqual([...Array(4).fill('CLAIM_CODE_WRONG'), 'CLAIM_CODE_EXPIRED']);
    expect((await stateOf(place.id, person)).claim.status).toBe('expired');
    // The right code is too late now: no code is waiting.
    expect((await errorOf(await enterCode(place.id, person, code), 404)).message).toBe(
      'No code is waiting for this business. Ask for a new code.',
    );
    expect(await ownerOf(place.id)).toBeNull();

    await start(place.id, person, { method: 'email_code' });
    const late = await mailedCode('hello@saffron-grill.test');
    await t.db
      .update(businessClaims)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(businessClaims.businessId, place.id), eq(businessClaims.status, 'pending')));
    expect((await stateOf(place.id, person)).claim.status).toBe('expired');
    expect((await errorOf(await enterCode(place.id, person, late), 409)).code).toBe('CLAIM_CODE_EXPIRED');
    expect(await ownerOf(place.id)).toBeNull();
  });

  it('refuses the right code for a place that got an owner meanwhile, changing nothing', async () => {
    const place = await givenUnownedPlace('Meanwhile Diner');
    const person = await t.givenSignedIn();
    const other = await t.givenAccount({ role: 'business_owner' });
    await start(place.id, person, { method: 'email_code' });
    const code = await mailedCode('hello@saffron-grill.test');
    await t.db.update(businesses).set({ ownerId: other.id }).where(eq(businesses.id, place.id));
    const counts = await t.rowCounts();
    expect((await errorOf(await enterCode(place.id, person, code), 409)).code).toBe('CLAIM_OWNED');
    expect(await t.rowCounts()).toEqual(counts);
    expect(await ownerOf(place.id)).toBe(other.id);
    expect(await roleOf(person.id)).toBe('user');
  });

  it('keeps an admin an admin when they claim a place', async () => {
    const place = await givenUnownedPlace('Admin Kitchen');
    const claimant = await t.givenSignedIn({ role: 'admin' });
    await start(place.id, claimant, { method: 'email_code' });
    expect((await enterCode(place.id, claimant, await mailedCode('hello@saffron-grill.test'))).status).toBe(200);
    expect(await ownerOf(place.id)).toBe(claimant.id);
    expect(await roleOf(claimant.id)).toBe('admin');
  });
});

describe('places that cannot be claimed', () => {
  it('refuses an owned place with 409, and tells its owner once a day', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const place = await givenUnownedPlace('Owned Bistro', { ownerId: owner.id });
    const person = await t.givenSignedIn();
    await t.deliverMail();
    const sentBefore = t.sent.length;
    for (let i = 0; i < 3; i++) {
      const error = await errorOf(await start(place.id, person, { method: 'email_code' }), 409);
      expect(error).toMatchObject({ code: 'CLAIM_OWNED' });
    }
    const mails = (await t.deliverMail()).slice(sentBefore);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[owner.email, 'Someone tried to claim Owned Bistro']]);
    expect(await t.db.select().from(businessClaims).where(eq(businessClaims.businessId, place.id))).toEqual([]);
    // The owner asking about their own place is not told of themself.
    expect((await errorOf(await start(place.id, owner, { method: 'email_code' }), 409)).code).toBe('CLAIM_OWNED');
    expect((await stateOf(place.id, person)).claimable).toBe(false);
  });

  it('does not find a pending or rejected place, and refuses a closed one', async () => {
    const person = await t.givenSignedIn();
    for (const spec of [{ approved: false }, { rejected: true }]) {
      const place = await givenUnownedPlace(`Hidden ${JSON.stringify(spec)}`, spec);
      const counts = await t.rowCounts();
      expect((await errorOf(await start(place.id, person, { method: 'email_code' }), 404)).code).toBe('NOT_FOUND');
      expect((await errorOf(await t.request(claimPath(place.id), { cookie: person.cookie }), 404)).code).toBe(
        'NOT_FOUND',
      );
      expect(await t.rowCounts()).toEqual(counts);
    }
    const closed = await givenUnownedPlace('Closed Corner');
    await t.db.update(businesses).set({ closedAt: new Date() }).where(eq(businesses.id, closed.id));
    expect((await errorOf(await start(closed.id, person, { method: 'email_code' }), 409)).code).toBe('CLAIM_CLOSED');
  });

  it('asks for a document when the listing shows no email nor website', async () => {
    const place = await givenBusiness(t.db, { name: 'No Mail Cafe' });
    await t.db.update(businesses).set({ websiteUrl: null }).where(eq(businesses.id, place.id));
    const person = await t.givenSignedIn();
    expect((await errorOf(await start(place.id, person, { method: 'email_code' }), 409)).code).toBe('CLAIM_NO_EMAIL');
  });
});

describe('bad requests', () => {
  it('refuse malformed JSON, wrong types, unknown fields, huge notes and forged ids, changing nothing', async () => {
    const place = await givenUnownedPlace('Strict Kitchen');
    const person = await t.givenSignedIn();
    const counts = await t.rowCounts();
    const malformed = await t.request(claimPath(place.id), {
      cookie: person.cookie,
      body: '{"method": "email_code",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    for (const json of [
      {},
      { method: 'phone' },
      { method: 5 },
      { method: 'email_code', email: 42 },
      { method: 'email_code', email: 'not an address' },
      { method: 'email_code', extra: true },
      { method: 'document' },
      { method: 'document', document: '/uploads/x.pdf', note: 'n'.repeat(1001) },
    ]) {
      const error = await errorOf(await start(place.id, person, json), 400);
      expect(error.code).toBe('VALIDATION');
    }
    for (const code of ['12345', '1234567', 'abcdef', 123456, null])
      expect((await errorOf(await enterCode(place.id, person, code), 400)).code).toBe('VALIDATION');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await errorOf(await start(id, person, { method: 'email_code' }), 404)).message).toBe(
        'Restaurant not found',
      );
      expect((await errorOf(await enterCode(id, person, '123456'), 404)).code).toBe('NOT_FOUND');
    }
    const forgedClaim = await t.request('/api/admin/claims/00000000-0000-4000-8000-000000000000', {
      cookie: admin.cookie,
      json: { decision: 'approve' },
    });
    expect((await errorOf(forgedClaim, 404)).message).toBe('This claim is not waiting for review.');
    expect(await t.rowCounts()).toEqual(counts);
  });
});

describe('claiming a place by a document', () => {
  it('keeps the document private: its claimant and the admins read it, nobody else, and never from /uploads', async () => {
    const place = await givenUnownedPlace('Private Papers');
    const person = await t.givenSignedIn();
    const stranger = await t.givenSignedIn();
    const claim = await documentClaim(place.id, person);
    expect(claim.document).toMatch(/^\/uploads\/claim-documents\/[\w-]+\.pdf$/);
    expect((await t.request(anyPath(claim.document))).status).toBe(404);
    const path = anyPath(`/api/claims/${claim.id}/document`);
    for (const reader of [person, admin]) {
      const res = await t.request(path, { cookie: reader.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain('attachment');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
    }
    expect((await t.request(path, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(path)).status).toBe(401);
  });

  it('refuses a huge file, a file that is not a document, and a document not uploaded by the claimant for this place', async () => {
    const place = await givenUnownedPlace('Careful Clerk');
    const other = await givenUnownedPlace('Other Place');
    const person = await t.givenSignedIn();
    const stranger = await t.givenSignedIn();
    const counts = await t.rowCounts();
    expect((await errorOf(await uploadDocument(place.id, person, new Uint8Array(6 * 1024 * 1024)), 413)).code).toBe(
      'FILE_TOO_LARGE',
    );
    expect((await errorOf(await uploadDocument(place.id, person, Buffer.from('MZ not a pdf')), 415)).code).toBe(
      'INVALID_FILE_TYPE',
    );
    expect((await errorOf(await uploadDocument('00000000-0000-4000-8000-000000000000', person), 404)).code).toBe(
      'NOT_FOUND',
    );
    expect(await t.rowCounts()).toEqual(counts);
    // A place that already has its owner takes no document (its owner hears of the try).
    const owned = await givenUnownedPlace('Owned Papers', {
      ownerId: (await t.givenAccount({ role: 'business_owner' })).id,
    });
    const ownedCounts = await t.rowCounts();
    expect((await errorOf(await uploadDocument(owned.id, person), 409)).code).toBe('CLAIM_OWNED');
    expect((await t.rowCounts()).uploads).toBe(ownedCounts.uploads);

    const theirs = (await (await uploadDocument(place.id, stranger)).json()).document;
    const forOtherPlace = (await (await uploadDocument(other.id, person)).json()).document;
    const certificate = await t.upload('/api/submissions/certificates', person.cookie, {
      bytes: pdf,
      name: 'c.pdf',
      type: 'application/pdf',
    });
    const publicFile = (await certificate.json()).url;
    const settled = await t.rowCounts();
    for (const document of [
      theirs,
      forOtherPlace,
      publicFile,
      '/uploads/claim-documents/made-up.pdf',
      'https://x.test/a.pdf',
    ]) {
      const error = await errorOf(await start(place.id, person, { method: 'document', document }), 400);
      expect(error).toMatchObject({ code: 'VALIDATION', fields: { document: 'Not an uploaded document' } });
    }
    expect(await t.rowCounts()).toEqual(settled);
  });

  it('allows one open claim per person and place; the claimant may cancel it', async () => {
    const place = await givenUnownedPlace('One At A Time');
    const person = await t.givenSignedIn();
    const stranger = await t.givenSignedIn();
    await documentClaim(place.id, person);
    const upload = await (await uploadDocument(place.id, person)).json();
    const counts = await t.rowCounts();
    expect(
      (await errorOf(await start(place.id, person, { method: 'document', document: upload.document }), 409)).code,
    ).toBe('CLAIM_OPEN');
    expect((await errorOf(await start(place.id, person, { method: 'email_code' }), 409)).code).toBe('CLAIM_OPEN');
    // Someone else's claim is not theirs to cancel: they have none here.
    expect(
      (await errorOf(await t.request(claimPath(place.id), { method: 'DELETE', cookie: stranger.cookie }), 404)).message,
    ).toBe('You have no claim waiting for this business.');
    expect(await t.rowCounts()).toEqual(counts);
    const cancelled = await t.request(claimPath(place.id), { method: 'DELETE', cookie: person.cookie });
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await t.request(claimPath(place.id), { method: 'DELETE', cookie: person.cookie })).status).toBe(404);
    expect((await start(place.id, person, { method: 'document', document: upload.document })).status).toBe(201);
  });
});

describe("the admins' Claims queue", () => {
  it('lists document claims oldest first, and an approval hands the place over and cancels the other claims', async () => {
    const place = await givenUnownedPlace('Queue Kitchen');
    const first = await t.givenSignedIn();
    const second = await t.givenSignedIn();
    const a = await documentClaim(place.id, first, 'My licence');
    const b = await documentClaim(place.id, second);
    const res = await t.request('/api/admin/claims', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const queue = await res.json();
    const ours = queue.items.filter((item: { business: { id: string } }) => item.business.id === place.id);
    expect(ours.map((item: { id: string }) => item.id)).toEqual([a.id, b.id]);
    expect(ours[0]).toMatchObject({
      note: 'My licence',
      claimant: { id: first.id, email: first.email },
      business: { name: 'Queue Kitchen' },
      documentPath: `/api/claims/${a.id}/document`,
    });

    const approved = await t.request(anyPath(`/api/admin/claims/${a.id}`), {
      cookie: admin.cookie,
      json: { decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(await ownerOf(place.id)).toBe(first.id);
    expect(await roleOf(first.id)).toBe('business_owner');
    expect((await stateOf(place.id, second)).claim.status).toBe('cancelled');
    const audit = await auditOf(place.id);
    expect(audit.map((e) => [e.action, e.actorId])).toEqual([['claim.approve', admin.id]]);
    expect((await t.deliverMail()).findLast((m) => m.to === first.email)?.subject).toBe('You now manage Queue Kitchen');
    // Decided once: deciding again finds nothing waiting.
    const again = await t.request(anyPath(`/api/admin/claims/${a.id}`), {
      cookie: admin.cookie,
      json: { decision: 'reject', reason: 'x' },
    });
    expect(again.status).toBe(404);
  });

  it('needs a reason to reject, and the claimant hears it', async () => {
    const place = await givenUnownedPlace('Reason Cafe');
    const person = await t.givenSignedIn();
    const claim = await documentClaim(place.id, person);
    const decide = (json: unknown) =>
      t.request(anyPath(`/api/admin/claims/${claim.id}`), { cookie: admin.cookie, json });
    const counts = await t.rowCounts();
    for (const json of [
      { decision: 'reject' },
      { decision: 'reject', reason: '  ' },
      { decision: 'reject', reason: 'r'.repeat(1001) },
      { decision: 'maybe' },
      { decision: 'approve', extra: 1 },
    ])
      expect((await errorOf(await decide(json), 400)).code).toBe('VALIDATION');
    expect(await t.rowCounts()).toEqual(counts);

    const rejected = await decide({ decision: 'reject', reason: 'The bill names another business.' });
    expect(rejected.status).toBe(200);
    expect(await ownerOf(place.id)).toBeNull();
    expect((await stateOf(place.id, person)).claim).toMatchObject({
      status: 'rejected',
      reason: 'The bill names another business.',
    });
    const mail = (await t.deliverMail()).findLast((m) => m.to === person.email);
    expect(mail?.subject).toBe('Your claim for Reason Cafe');
    expect(mail?.text).toContain('Reason: The bill names another business.');
    expect((await auditOf(place.id)).map((e) => [e.action, e.reason])).toEqual([
      ['claim.reject', 'The bill names another business.'],
    ]);
  });

  it('is for admins only', async () => {
    const person = await t.givenSignedIn();
    expect((await t.request('/api/admin/claims', { cookie: person.cookie })).status).toBe(403);
  });
});

describe('owners and accounts', () => {
  it('lets an admin hand an owned place to another person, audited as a transfer', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const place = await givenUnownedPlace('Handed On', { ownerId: owner.id });
    const next = await t.givenAccount();
    const res = await t.request(anyPath(`/api/admin/users/${next.id}/business`), {
      cookie: admin.cookie,
      json: { businessId: place.id },
    });
    expect(res.status).toBe(200);
    expect(await ownerOf(place.id)).toBe(next.id);
    expect((await auditOf(place.id)).map((e) => e.action)).toEqual(['owner.transfer']);
  });

  it("releases a person's claim documents when they delete their account", async () => {
    const place = await givenUnownedPlace('Gone Papers');
    const person = await t.givenSignedIn();
    const claim = await documentClaim(place.id, person);
    const key = t.storage.keyOf(claim.document)!;
    expect(await t.storage.read(key)).toBeDefined();
    const res = await t.request('/api/account', {
      method: 'DELETE',
      cookie: person.cookie,
      json: { email: person.email },
    });
    expect(res.status).toBe(200);
    expect(await t.storage.read(key)).toBeUndefined();
    expect(await t.db.select().from(businessClaims).where(eq(businessClaims.id, claim.id))).toEqual([]);
  });
});

describe('rate limits', () => {
  it('mail at most 5 codes an hour for one person', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const place = await givenBusiness(limited.db, { name: 'Limited Grill' });
      await limited.db.update(businesses).set({ email: 'hi@limited.test' }).where(eq(businesses.id, place.id));
      const person = await limited.givenSignedIn();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await limited.request(anyPath(`/api/businesses/${place.id}/claim`), {
              cookie: person.cookie,
              json: { method: 'email_code' },
            })
          ).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it("counts a place's codes once whatever the case of its id, and never refused requests", async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const place = await givenBusiness(limited.db, { name: 'Counted Grill' });
      await limited.db.update(businesses).set({ email: 'hi@counted.test' }).where(eq(businesses.id, place.id));
      const [a, b, c] = [await limited.givenSignedIn(), await limited.givenSignedIn(), await limited.givenSignedIn()];
      const ask = async (person: Signed, id: string, json: unknown) =>
        (await limited.request(anyPath(`/api/businesses/${id}/claim`), { cookie: person.cookie, json })).status;
      // Refused requests (an address the listing does not show) leave the place's allowance whole.
      for (let i = 0; i < 4; i++)
        expect(await ask(a, place.id, { method: 'email_code', email: 'x@elsewhere.test' })).toBe(400);
      const statuses: number[] = [];
      for (const person of [b, b, b, c, c, c])
        statuses.push(
          await ask(person, statuses.length % 2 ? place.id.toUpperCase() : place.id, { method: 'email_code' }),
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('what vouches for a claimant (after review)', () => {
  it('mails no code to an email or website that is still what OpenStreetMap gave', async () => {
    const place = await givenUnownedPlace('Mapped Grill');
    await t.db.insert(osmPlaces).values({
      businessId: place.id,
      osmType: 'node',
      osmId: '424242',
      tags: {},
      fields: { email: 'hello@saffron-grill.test', websiteUrl: 'https://www.saffron-grill.test' },
    });
    const person = await t.givenSignedIn();
    expect((await errorOf(await start(place.id, person, { method: 'email_code' }), 409)).code).toBe('CLAIM_NO_EMAIL');
    const byDomain = await start(place.id, person, { method: 'email_code', email: 'owner@saffron-grill.test' });
    expect((await errorOf(byDomain, 400)).code).toBe('CLAIM_EMAIL_NOT_LISTED');
    // Once someone here changed the email, it vouches again.
    await t.db.update(businesses).set({ email: 'team@saffron-grill.test' }).where(eq(businesses.id, place.id));
    expect((await start(place.id, person, { method: 'email_code' })).status).toBe(201);
  });

  it("takes no institution's domain (a campus page) as the place's own", async () => {
    const place = await givenUnownedPlace('Campus Kebab', { websiteUrl: 'https://www.purdue.edu/dining/kebab' });
    const person = await t.givenSignedIn();
    const res = await start(place.id, person, { method: 'email_code', email: 'anyone@purdue.edu' });
    expect((await errorOf(res, 400)).code).toBe('CLAIM_EMAIL_NOT_LISTED');
  });

  it('refuses the right code for a place closed after it was mailed', async () => {
    const place = await givenUnownedPlace('Closing Grill');
    const person = await t.givenSignedIn();
    expect((await start(place.id, person, { method: 'email_code' })).status).toBe(201);
    const code = await mailedCode('hello@saffron-grill.test');
    await t.db.update(businesses).set({ closedAt: new Date() }).where(eq(businesses.id, place.id));
    expect((await errorOf(await enterCode(place.id, person, code), 409)).code).toBe('CLAIM_CLOSED');
    expect(await ownerOf(place.id)).toBeNull();
  });

  it("leaves an admin's own document claim to another admin", async () => {
    const place = await givenUnownedPlace('Admin Claimed Grill');
    const claimant = await t.givenSignedIn({ role: 'admin' });
    const claim = await documentClaim(place.id, claimant);
    const own = await t.request(anyPath(`/api/admin/claims/${claim.id}`), {
      cookie: claimant.cookie,
      json: { decision: 'approve' },
    });
    expect(own.status).toBe(403);
    expect(await ownerOf(place.id)).toBeNull();
    const other = await t.request(anyPath(`/api/admin/claims/${claim.id}`), {
      cookie: admin.cookie,
      json: { decision: 'approve' },
    });
    expect(other.status).toBe(200);
  });
});
