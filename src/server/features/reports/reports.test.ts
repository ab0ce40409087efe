import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsBefore, REPORT_NOTE_MAX } from '../../../domain';
import {
  auditLog,
  businesses,
  emailOutbox,
  featuredListings,
  halalConfirmations,
  passportVisits,
} from '../../db/schema';
import { accountsMadeDaysAgo, givenBusiness, givenReview } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { ALREADY_REPORTED, NOT_ELIGIBLE_TO_CONFIRM, OWNER_CANNOT_CONFIRM } from './reports';

// Issue 16, community reports: 'Report a problem', the admins' Reports tab, 'Permanently closed', and
// 'Confirm it's still halal' raising a listing to 'Verified by the community'.

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let admin: Signed;
let visitor: Signed;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  visitor = await t.givenSignedIn();
});
afterAll(() => t.close());

const report = (businessId: string, json: unknown, cookie = visitor.cookie) =>
  t.request(`/api/businesses/${businessId}/reports`, { cookie, json });

const resolve = (reportId: string, json: unknown, cookie = admin.cookie) =>
  t.request(`/api/admin/reports/${reportId}/resolve`, { cookie, json });

const confirm = (businessId: string, cookie: string) =>
  t.request(`/api/businesses/${businessId}/halal-confirmations`, { method: 'POST', cookie });

async function reportOf(businessId: string, reason: string, reporter = visitor) {
  const res = await report(businessId, { reason, note: 'Seen on my way past.' }, reporter.cookie);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

const auditOf = (businessId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.businessId, businessId)).orderBy(auditLog.createdAt);

const listedNames = async () => {
  const res = await t.request('/api/businesses?category=all-businesses&pageSize=48');
  expect(res.status).toBe(200);
  const page = (await res.json()) as { total: number; items: { name: string }[] };
  return { total: page.total, names: page.items.map((card) => card.name) };
};

describe("'Report a problem'", () => {
  it('takes one open report per person and business, and the page knows it', async () => {
    const business = await givenBusiness(t.db, { name: 'Report Me Grill' });
    const res = await report(business.id, { reason: 'address_hours', note: 'They moved to Main St.' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ reason: 'address_hours', note: 'They moved to Main St.' });

    const again = await report(business.id, { reason: 'other' });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({ code: 'CONFLICT', message: ALREADY_REPORTED });

    const trust = await t.request(`/api/businesses/${business.id}/trust`, { cookie: visitor.cookie });
    expect(trust.status).toBe(200);
    expect(await trust.json()).toMatchObject({
      openReport: { reason: 'address_hours', createdAt: expect.any(String) },
      canConfirm: false,
      confirmedAt: null,
      confirmations: 0,
    });
    // Someone else may still report the same listing.
    const other = await t.givenSignedIn();
    expect((await report(business.id, { reason: 'other' }, other.cookie)).status).toBe(201);
  });

  it('refuses bad input with 400, changing nothing', async () => {
    const business = await givenBusiness(t.db);
    const before = await t.rowCounts();
    const bodies = [
      { reason: 'closed', note: 'x'.repeat(REPORT_NOTE_MAX + 1) },
      { reason: 'not_halal_at_all' },
      { reason: 7 },
      { reason: 'other', note: 12 },
      { reason: 'other', extra: true },
      {},
    ];
    for (const body of bodies) {
      expect((await report(business.id, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await t.rowCounts()).toEqual(before);
  });

  it('answers 404 for a forged id, an unknown one or a listing that is not public, and 401 to a visitor', async () => {
    const pending = await givenBusiness(t.db, { approved: false });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', pending.id]) {
      const res = await report(id, { reason: 'other' });
      expect(res.status, id).toBe(404);
      expect((await res.json()).error.message).toBe('Restaurant not found');
      expect((await t.request(`/api/businesses/${id}/trust`, { cookie: visitor.cookie })).status).toBe(404);
    }
    const business = await givenBusiness(t.db);
    expect((await t.request(`/api/businesses/${business.id}/reports`, { json: { reason: 'other' } })).status).toBe(401);
    expect((await t.request(`/api/businesses/${business.id}/trust`)).status).toBe(401);
  });
});

describe('the Reports tab', () => {
  it('is for admins only', async () => {
    const reported = await reportOf((await givenBusiness(t.db)).id, 'other');
    for (const [path, init] of [
      ['/api/admin/reports', {}],
      [`/api/admin/reports/${reported.id}/resolve`, { json: { outcome: 'fixed', note: 'Done.' } }],
      [`/api/admin/businesses/${(await givenBusiness(t.db)).id}/reopen`, { method: 'POST' }],
    ] as const) {
      expect((await t.request(path, init)).status, `${path} anonymous`).toBe(401);
      expect((await t.request(path, { ...init, cookie: visitor.cookie })).status, `${path} user`).toBe(403);
    }
  });

  it('lists open reports oldest first with the business and reporter, and counts them on the stat card', async () => {
    const business = await givenBusiness(t.db, { name: 'Listed Report Cafe' });
    const first = await reportOf(business.id, 'halal');
    const reporter = await t.givenSignedIn();
    const second = await reportOf(business.id, 'other', reporter);
    const res = await t.request('/api/admin/reports?status=open', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const reports = (await res.json()) as { id: string }[];
    const ids = reports.map((r) => r.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(reports.find((r) => r.id === second.id)).toMatchObject({
      reason: 'other',
      note: 'Seen on my way past.',
      status: 'open',
      business: { id: business.id, name: 'Listed Report Cafe', slug: business.slug, closedAt: null },
      reporter: { email: reporter.email, displayName: expect.any(String) },
    });
    const stats = await (await t.request('/api/admin/stats', { cookie: admin.cookie })).json();
    expect(stats.openReports).toBe(reports.length);
    expect((await t.request('/api/admin/reports?status=everything', { cookie: admin.cookie })).status).toBe(400);
  });

  it("resolves a report as not an issue: the reporter is mailed, one audit entry, and it moves to 'resolved'", async () => {
    const business = await givenBusiness(t.db, { name: 'Not An Issue Diner' });
    const reported = await reportOf(business.id, 'halal');
    const res = await resolve(reported.id, { outcome: 'not_an_issue', note: 'The certificate is current.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'not_an_issue', closedListing: false });

    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'report-resolved'), eq(emailOutbox.to, visitor.email)));
    expect(mail.some((m) => m.subject === 'Your report about Not An Issue Diner')).toBe(true);
    const sent = mail.find((m) => m.subject === 'Your report about Not An Issue Diner')!;
    expect(sent.text).toContain('Note from our team: The certificate is current.');
    expect(sent.text).toContain(`http://localhost:3000/r/${business.slug}`);

    const entries = await auditOf(business.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'report.resolve',
      actorId: admin.id,
      subjectId: visitor.id,
      reason: 'The certificate is current.',
      before: { status: 'open', reason: 'halal' },
      after: { status: 'not_an_issue' },
    });
    const resolved = (await (
      await t.request('/api/admin/reports?status=resolved', { cookie: admin.cookie })
    ).json()) as { id: string; resolutionNote: string }[];
    expect(resolved[0]).toMatchObject({ id: reported.id, resolutionNote: 'The certificate is current.' });
    // Resolved, the report no longer stops the person from reporting the listing again.
    expect((await report(business.id, { reason: 'other' })).status).toBe(201);
  });

  it('resolves once: a second resolve is refused (409) and leaves no audit entry; an unknown report is 404', async () => {
    const business = await givenBusiness(t.db);
    const reported = await reportOf(business.id, 'closed');
    expect((await resolve(reported.id, { outcome: 'not_an_issue', note: 'Still open today.' })).status).toBe(200);
    const entries = (await auditOf(business.id)).length;
    const outbox = (await t.db.select().from(emailOutbox)).length;
    const again = await resolve(reported.id, { outcome: 'fixed', note: 'Closed after all.' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('ALREADY_RESOLVED');
    expect(await auditOf(business.id)).toHaveLength(entries);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(outbox);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row!.closedAt).toBeNull();

    expect((await resolve('00000000-0000-4000-8000-000000000000', { outcome: 'fixed', note: 'x' })).status).toBe(404);
    expect((await resolve('forged', { outcome: 'fixed', note: 'x' })).status).toBe(404);
    for (const body of [{ outcome: 'fixed' }, { outcome: 'fixed', note: '   ' }, { outcome: 'maybe', note: 'x' }]) {
      expect((await resolve(reported.id, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("confirms 'Permanently closed': the listing leaves the lists and the featured line, its page stays; reopen brings it back", async () => {
    const business = await givenBusiness(t.db, { name: 'Closed Corner Kebab', featured: true });
    const before = await listedNames();
    expect(before.names).toContain('Closed Corner Kebab');
    const reported = await reportOf(business.id, 'closed');
    const res = await resolve(reported.id, { outcome: 'fixed', note: 'The owner confirmed it closed in May.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'fixed', closedListing: true });

    const after = await listedNames();
    expect(after.names).not.toContain('Closed Corner Kebab');
    expect(after.total).toBe(before.total - 1);
    expect(await t.db.select().from(featuredListings).where(eq(featuredListings.businessId, business.id))).toEqual([]);
    const page = await t.request(`/api/businesses/${business.slug}`);
    expect(page.status).toBe(200);
    expect((await page.json()).closedAt).toEqual(expect.any(String));
    expect((await auditOf(business.id)).map((e) => e.action)).toEqual(['report.resolve', 'business.close']);
    const listed = (await (await t.request('/api/admin/reports?status=resolved', { cookie: admin.cookie })).json()) as {
      id: string;
      business: { closedAt: string | null };
    }[];
    expect(listed.find((r) => r.id === reported.id)!.business.closedAt).toEqual(expect.any(String));

    const reopen = await t.request(`/api/admin/businesses/${business.id}/reopen`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(reopen.status).toBe(200);
    expect((await listedNames()).total).toBe(before.total);
    expect((await (await t.request(`/api/businesses/${business.slug}`)).json()).closedAt).toBeNull();
    expect((await auditOf(business.id)).map((e) => e.action)).toEqual([
      'report.resolve',
      'business.close',
      'business.reopen',
    ]);
    // Not closed any more: reopening again says so.
    const twice = await t.request(`/api/admin/businesses/${business.id}/reopen`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(twice.status).toBe(409);
    expect(
      (await t.request('/api/admin/businesses/forged/reopen', { method: 'POST', cookie: admin.cookie })).status,
    ).toBe(404);
  });
});

describe("'Confirm it's still halal'", () => {
  it('is refused (403) to someone who neither stamped nor reviewed the place, and to its owner', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { ownerId: owner.id });
    const res = await confirm(business.id, visitor.cookie);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(NOT_ELIGIBLE_TO_CONFIRM);
    await t.db.insert(passportVisits).values({ userId: owner.id, businessId: business.id });
    const own = await confirm(business.id, owner.cookie);
    expect(own.status).toBe(403);
    expect((await own.json()).error.message).toBe(OWNER_CANNOT_CONFIRM);
    expect(await t.db.select().from(halalConfirmations).where(eq(halalConfirmations.businessId, business.id))).toEqual(
      [],
    );
    expect((await confirm(business.id, '')).status).toBe(401);
    expect((await confirm('forged', visitor.cookie)).status).toBe(404);
  });

  it("raises the listing to 'Verified by the community' with three people who stamped or reviewed it", async () => {
    const business = await givenBusiness(t.db, { name: 'Community Shawarma' });
    const pageTier = async () => (await (await t.request(`/api/businesses/${business.slug}`)).json()).halal;
    expect(await pageTier()).toMatchObject({ tier: 'not_checked', confirmations: 0 });

    const stamper = await t.givenSignedIn();
    expect(
      (await t.request(`/api/passport/visits/${business.id}`, { method: 'PUT', cookie: stamper.cookie })).status,
    ).toBeLessThan(300);
    const reviewer = await t.givenSignedIn();
    await givenReview(t.db, business.id, reviewer.id, 5, 'Zabiha, and they showed me the certificate.');
    const third = await t.givenSignedIn();
    await t.db.insert(passportVisits).values({ userId: third.id, businessId: business.id });

    const trust = await (await t.request(`/api/businesses/${business.id}/trust`, { cookie: stamper.cookie })).json();
    expect(trust).toMatchObject({ canConfirm: true, confirmedAt: null, openReport: null });

    for (const person of [stamper, reviewer]) expect((await confirm(business.id, person.cookie)).status).toBe(200);
    // Issue 34: accounts made a minute ago are recorded and not counted.
    expect(await pageTier()).toMatchObject({ tier: 'not_checked', confirmations: 0 });
    await accountsMadeDaysAgo(t.db, [stamper, reviewer, third]);
    // Confirming again renews it: still one per person.
    const renewed = await confirm(business.id, stamper.cookie);
    expect(await renewed.json()).toMatchObject({ confirmations: 2 });
    expect(await pageTier()).toMatchObject({ tier: 'not_checked', confirmations: 2 });

    expect((await confirm(business.id, third.cookie)).status).toBe(200);
    expect(await pageTier()).toMatchObject({ tier: 'community_verified', confirmations: 3 });
    const mine = await (await t.request(`/api/businesses/${business.id}/trust`, { cookie: third.cookie })).json();
    expect(mine).toMatchObject({ canConfirm: true, confirmedAt: expect.any(String), confirmations: 3 });

    // Banning one of the three (a fake account, say) takes their confirmation away.
    const ban = await t.request(`/api/admin/users/${third.id}/ban`, { cookie: admin.cookie, json: { reason: 'Fake' } });
    expect(ban.status).toBe(200);
    expect(await pageTier()).toMatchObject({ tier: 'not_checked', confirmations: 2 });
  });

  it('does not count a confirmation older than 12 months, nor a stamp that old', async () => {
    const business = await givenBusiness(t.db, { name: 'Old News Grill' });
    const longAgo = new Date(monthsBefore(new Date(), 12).getTime() - 86_400_000);
    const people = await Promise.all([t.givenSignedIn(), t.givenSignedIn(), t.givenSignedIn()]);
    await accountsMadeDaysAgo(t.db, people, 400);
    await t.db
      .insert(halalConfirmations)
      .values({ businessId: business.id, userId: people[0].id, confirmedAt: longAgo });
    for (const person of people.slice(1)) {
      await t.db.insert(passportVisits).values({ userId: person.id, businessId: business.id });
      expect((await confirm(business.id, person.cookie)).status).toBe(200);
    }
    const page = await (await t.request(`/api/businesses/${business.slug}`)).json();
    expect(page.halal).toMatchObject({ tier: 'not_checked', confirmations: 2 });

    // The first person's stamp is as old as their confirmation: they may not confirm again.
    await t.db.insert(passportVisits).values({ userId: people[0].id, businessId: business.id, createdAt: longAgo });
    const trust = await (await t.request(`/api/businesses/${business.id}/trust`, { cookie: people[0].cookie })).json();
    expect(trust).toMatchObject({ canConfirm: false, confirmedAt: null, confirmations: 2 });
    expect((await confirm(business.id, people[0].cookie)).status).toBe(403);
  });
});
