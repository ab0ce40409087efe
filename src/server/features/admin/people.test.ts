import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  contactSubmissions,
  emailOutbox,
  newsletters,
  profiles,
  reviewDisputes,
  reviews,
  sessions,
} from '../../db/schema';
import { givenBusiness, givenReview } from '../../testing/factories';
import {
  createTestContext,
  type KnownPath,
  linkPath,
  type MethodOf,
  requestTable,
  type TestContext,
} from '../../testing/harness';

type Signed = Awaited<ReturnType<TestContext['givenSignedIn']>>;
let t: TestContext;
let admin: Signed;
let user: Signed;
let owner: Signed;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.givenSignedIn({ role: 'admin' });
  user = await t.givenSignedIn();
  owner = await t.givenSignedIn({ role: 'business_owner' });
});
afterAll(() => t.close());

const as = <const Path extends string, const Init extends { method?: string; json?: unknown } = Record<never, never>>(
  who: Signed | null,
  path: KnownPath<Path, MethodOf<Init>>,
  init: Init = {} as Init,
) => t.request<Path, Init>(path, { ...init, cookie: who?.cookie });

function logoForm(businessId: string, bytes: Buffer | string, name: string, type: string) {
  const form = new FormData();
  form.append('businessId', businessId);
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return t.request('/api/admin/logos', { body: form, cookie: admin.cookie });
}

describe('the rest of /admin is for admins only', () => {
  it('answers 401 to anonymous and 403 to users and owners on every route', async () => {
    const target = await t.givenAccount();
    const routes = requestTable([
      ['GET', '/api/admin/contacts'],
      ['GET', '/api/admin/newsletter'],
      ['POST', '/api/admin/newsletter/send', { subject: 's', content: 'c' }],
      ['GET', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${target.id}/role`, { role: 'admin' }],
      ['POST', `/api/admin/users/${target.id}/ban`, { reason: 'x' }],
      ['POST', `/api/admin/users/${target.id}/unban`],
      ['DELETE', `/api/admin/users/${target.id}`, { confirm: 'DELETE USER' }],
      ['DELETE', `/api/admin/users/${target.id}/business`],
      ['GET', '/api/admin/disputes'],
      ['GET', '/api/admin/logos'],
    ]);
    for (const [method, path, json] of routes) {
      expect((await as(null, path, { method, json })).status, `${method} ${path}`).toBe(401);
      for (const who of [user, owner])
        expect((await as(who, path, { method, json })).status, `${method} ${path}`).toBe(403);
    }
    const [after] = await t.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(after).toMatchObject({ role: 'user', banned: false });
  });
});

describe('messages', () => {
  it('marks read, answers with a quoted reply kept in the history, and sets replied', async () => {
    await t.request('/api/contact', {
      json: { name: 'Zainab', email: 'zainab@example.com', subject: 'Hours', message: 'Are you open on Eid?' },
    });
    const [message] = await (await as(admin, '/api/admin/contacts')).json();
    expect(message).toMatchObject({ status: 'unread', replies: [] });
    await as(admin, `/api/admin/contacts/${message.id}/read`, { method: 'POST' });
    expect((await as(admin, '/api/admin/stats').then((r) => r.json())).unreadMessages).toBe(0);
    expect(
      (
        await as(admin, `/api/admin/contacts/${message.id}/respond`, {
          method: 'POST',
          json: { subject: '', message: 'x' },
        })
      ).status,
    ).toBe(400);
    const res = await as(admin, `/api/admin/contacts/${message.id}/respond`, {
      method: 'POST',
      json: { subject: 'Re: Hours', message: 'Yes, from 8 am.' },
    });
    expect(res.status).toBe(201);
    const [after] = await (await as(admin, '/api/admin/contacts')).json();
    expect(after.status).toBe('replied');
    expect(after.replies.map((r: { message: string }) => r.message)).toEqual(['Yes, from 8 am.']);
    const mail = (await t.deliverMail()).find((m) => m.subject === 'Re: Hours');
    expect(mail?.to).toBe('zainab@example.com');
    expect(mail?.text).toContain('> Are you open on Eid?');
  });
});

describe('newsletter', () => {
  it('sends one message per subscriber with a working one-click unsubscribe link', async () => {
    for (const email of ['n1@example.com', 'n2@example.com']) {
      await t.request('/api/newsletter', { json: { email } });
      await t.confirmFromMail(email);
    }
    const res = await as(admin, '/api/admin/newsletter/send', {
      method: 'POST',
      json: { subject: 'Ramadan guide', content: 'Our picks.' },
    });
    expect(await res.json()).toEqual({ sent: 2 });
    const mails = (await t.deliverMail()).filter((m) => m.subject === 'Ramadan guide');
    expect(mails.map((m) => m.to).sort()).toEqual(['n1@example.com', 'n2@example.com']);
    const link = mails[0]!.headers['List-Unsubscribe']!.slice(1, -1);
    expect(mails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const path = linkPath(link);
    expect((await t.request(path)).status).toBe(200);
    expect((await t.request(path, { method: 'POST' })).status).toBe(200);
    const rows = await t.db.select().from(newsletters).where(eq(newsletters.email, mails[0]!.to));
    expect(rows[0]?.unsubscribedAt).toBeInstanceOf(Date);
    const again = await as(admin, '/api/admin/newsletter/send', {
      method: 'POST',
      json: { subject: 'Second', content: 'x' },
    });
    expect(await again.json()).toEqual({ sent: 1 });
  });
});

describe('users', () => {
  it('toggles admin, assigns and unlinks a business, and refuses to act on the admin’s own row', async () => {
    const target = await t.givenAccount();
    expect(
      (await as(admin, `/api/admin/users/${target.id}/role`, { method: 'PATCH', json: { role: 'admin' } })).status,
    ).toBe(200);
    expect(
      (await as(admin, `/api/admin/users/${target.id}/role`, { method: 'PATCH', json: { role: 'user' } })).status,
    ).toBe(200);
    const business = await givenBusiness(t.db, { name: 'Assign Me' });
    expect(
      (await as(admin, `/api/admin/users/${target.id}/business`, { method: 'POST', json: { businessId: business.id } }))
        .status,
    ).toBe(200);
    let [row] = await t.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row?.role).toBe('business_owner');
    expect((await t.db.select().from(businesses).where(eq(businesses.id, business.id)))[0]?.ownerId).toBe(target.id);
    expect((await as(admin, `/api/admin/users/${target.id}/business`, { method: 'DELETE' })).status).toBe(200);
    [row] = await t.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row?.role).toBe('user');
    expect((await t.db.select().from(businesses).where(eq(businesses.id, business.id)))[0]?.ownerId).toBeNull();

    for (const [method, path, json] of requestTable([
      ['PATCH', `/api/admin/users/${admin.id}/role`, { role: 'user' }],
      ['POST', `/api/admin/users/${admin.id}/ban`, { reason: 'oops' }],
      ['DELETE', `/api/admin/users/${admin.id}`, { confirm: 'DELETE USER' }],
    ])) {
      expect((await as(admin, path, { method, json })).status).toBe(403);
    }
    expect((await t.db.select().from(profiles).where(eq(profiles.id, admin.id)))[0]?.role).toBe('admin');
  });

  it('bans with a reason, ending the sessions at once, and unbans', async () => {
    const target = await t.givenSignedIn();
    expect(
      (await as(admin, `/api/admin/users/${target.id}/ban`, { method: 'POST', json: { reason: ' ' } })).status,
    ).toBe(400);
    expect(
      (await as(admin, `/api/admin/users/${target.id}/ban`, { method: 'POST', json: { reason: 'Spam reviews' } }))
        .status,
    ).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    expect((await t.request('/api/profile', { cookie: target.cookie })).status).toBe(401);
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email: target.email, password: target.password },
    });
    expect(signIn.status).toBe(403);
    expect((await as(admin, `/api/admin/users/${target.id}/unban`, { method: 'POST' })).status).toBe(200);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row).toMatchObject({ banned: false, bannedAt: null, bannedBy: null, banReason: null });
    expect(
      (await t.request('/api/auth/sign-in/email', { json: { email: target.email, password: target.password } })).status,
    ).toBe(200);
  });

  it('deletes only with DELETE USER, taking the owned businesses and contact messages with it', async () => {
    const target = await t.givenAccount({ email: 'leaving@example.com' });
    const business = await givenBusiness(t.db, { name: 'Leaving Cafe', ownerId: target.id });
    await t.request('/api/contact', { json: { name: 'L', email: 'LEAVING@example.com', subject: 's', message: 'm' } });
    for (const json of [{}, { confirm: 'DELETE' }, { confirm: 'delete user' }]) {
      expect((await as(admin, `/api/admin/users/${target.id}`, { method: 'DELETE', json })).status).toBe(400);
    }
    expect(await t.db.select().from(profiles).where(eq(profiles.id, target.id))).toHaveLength(1);
    expect(
      (await as(admin, `/api/admin/users/${target.id}`, { method: 'DELETE', json: { confirm: 'DELETE USER' } })).status,
    ).toBe(200);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, target.id))).toHaveLength(0);
    expect(await t.db.select().from(businesses).where(eq(businesses.id, business.id))).toHaveLength(0);
    expect(
      await t.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, 'LEAVING@example.com')),
    ).toHaveLength(0);
  });
});

describe("'Make business owner' on a business that already has an owner", () => {
  const assign = (userId: string, businessId: string) =>
    as(admin, `/api/admin/users/${userId}/business`, { method: 'POST', json: { businessId } });
  const roleOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]?.role;
  const ownerOf = async (id: string) => (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0]?.ownerId;
  const movedMails = async (to: string, businessName: string) =>
    (await t.deliverMail()).filter(
      (m) => m.to === to && m.subject === `${businessName} is now managed by another account`,
    );

  it('moves it, mails the previous owner once and makes them a user when they own no other approved listing', async () => {
    const previous = await t.givenAccount({ role: 'business_owner' });
    const next = await t.givenAccount();
    const atlas = await givenBusiness(t.db, { name: 'Atlas Moved Away', ownerId: previous.id });
    // A listing still pending is not one they can run (src/domain/ownership.ts), so it does not keep the role.
    await givenBusiness(t.db, { name: 'Atlas Pending Second', ownerId: previous.id, approved: false });
    const res = await assign(next.id, atlas.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: atlas.id,
      name: 'Atlas Moved Away',
      previousOwner: { id: previous.id, email: previous.email, demoted: true },
    });
    expect(await ownerOf(atlas.id)).toBe(next.id);
    expect([await roleOf(next.id), await roleOf(previous.id)]).toEqual(['business_owner', 'user']);
    const mails = await movedMails(previous.email, 'Atlas Moved Away');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/contact`);
    // The dashboard is the new owner's; the previous owner has none to be led to.
    const dashboardOf = async (who: { email: string; password: string }) =>
      t.request('/api/owner/business', { cookie: await t.signIn(who.email, who.password) });
    expect(await (await dashboardOf(next)).json()).toEqual({ id: atlas.id });
    expect((await dashboardOf(previous)).status).toBe(404);
  });

  it('keeps the role of a previous owner who still runs another approved listing, and still tells them', async () => {
    const previous = await t.givenAccount({ role: 'business_owner' });
    const next = await t.givenAccount();
    const moved = await givenBusiness(t.db, { name: 'Moved Market', ownerId: previous.id });
    await givenBusiness(t.db, { name: 'Kept Market', ownerId: previous.id });
    const res = await assign(next.id, moved.id);
    expect((await res.json()).previousOwner).toMatchObject({ id: previous.id, demoted: false });
    expect(await roleOf(previous.id)).toBe('business_owner');
    expect(await movedMails(previous.email, 'Moved Market')).toHaveLength(1);
  });

  it('leaves an admin who owned it an admin', async () => {
    const previous = await t.givenAccount({ role: 'admin' });
    const next = await t.givenAccount();
    const business = await givenBusiness(t.db, { name: 'Admin Held Cafe', ownerId: previous.id });
    expect((await (await assign(next.id, business.id)).json()).previousOwner).toMatchObject({ demoted: false });
    expect(await roleOf(previous.id)).toBe('admin');
  });

  it('mails no one when the business had no owner or already was theirs', async () => {
    const next = await t.givenAccount();
    const free = await givenBusiness(t.db, { name: 'Ownerless Oven' });
    expect((await (await assign(next.id, free.id)).json()).previousOwner).toBeNull();
    expect((await (await assign(next.id, free.id)).json()).previousOwner).toBeNull();
    const outbox = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'ownership-moved'));
    expect(outbox.filter((m) => m.subject.startsWith('Ownerless Oven'))).toHaveLength(0);
  });

  it('changes nothing, and mails no one, when the new owner does not exist', async () => {
    const previous = await t.givenAccount({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { name: 'Stays Put Grill', ownerId: previous.id });
    const res = await assign('00000000-0000-4000-8000-000000000000', business.id);
    expect(res.status).toBe(404);
    expect(await ownerOf(business.id)).toBe(previous.id);
    expect(await roleOf(previous.id)).toBe('business_owner');
    const outbox = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, previous.email));
    expect(outbox).toHaveLength(0);
  });
});

describe('review disputes', () => {
  it('resolves a pending dispute once, mails the owner and hides an approved one from the public', async () => {
    const place = await givenBusiness(t.db, { name: 'Disputed Diner', ownerId: owner.id });
    const reviewer = await t.givenAccount();
    const review = await givenReview(t.db, place.id, reviewer.id, 1, 'Terrible');
    const kept = await givenReview(t.db, place.id, (await t.givenAccount()).id, 5, 'Great');
    const [dispute] = await t.db
      .insert(reviewDisputes)
      .values({ reviewId: review.id, businessOwnerId: owner.id, reason: 'Fake' })
      .returning();

    const list = await (await as(admin, '/api/admin/disputes')).json();
    expect(list[0]).toMatchObject({
      reason: 'Fake',
      business: { name: 'Disputed Diner' },
      owner: { email: owner.email },
    });
    const res = await as(admin, `/api/admin/disputes/${dispute!.id}/resolve`, {
      method: 'POST',
      json: { status: 'approved', adminNotes: '  ' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'approved', adminNotes: null, resolvedBy: admin.id });
    const again = await as(admin, `/api/admin/disputes/${dispute!.id}/resolve`, {
      method: 'POST',
      json: { status: 'rejected' },
    });
    expect(again.status).toBe(409);

    const mail = (await t.deliverMail()).find((m) => m.to === owner.email && m.subject.includes('Disputed Diner'));
    expect(mail?.subject).toBe('Your review dispute for Disputed Diner was approved');
    const publicReviews = await (await t.request(`/api/businesses/${place.id}/reviews`)).json();
    expect(publicReviews.items.map((r: { id: string }) => r.id)).toEqual([kept.id]);
    expect([publicReviews.total, publicReviews.average]).toEqual([1, 5]);
    const card = (await (await t.request('/api/businesses?q=Disputed Diner')).json()).items[0];
    expect([card.ratingAverage, card.reviewCount]).toEqual([5, 1]);
    expect(await t.db.select().from(reviews).where(eq(reviews.id, review.id))).toHaveLength(1);
  });
});

describe('logos', () => {
  it('stores a sanitised SVG, shows the active logo on the card, and allows one per business', async () => {
    const business = await givenBusiness(t.db, { name: 'Logo Lounge' });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>';
    const res = await logoForm(business.id, svg, 'logo.svg', 'image/svg+xml');
    expect(res.status).toBe(201);
    const logo = await res.json();
    const stored = readFileSync(`${t.dataDir}${logo.logoUrl}`, 'utf8');
    expect(stored).toContain('<rect');
    expect(stored).not.toContain('script');
    expect(stored).not.toContain('onload');

    const card = (await (await t.request('/api/businesses?q=Logo Lounge')).json()).items[0];
    expect(card.logoUrl).toBe(logo.logoUrl);
    const second = await logoForm(
      business.id,
      await sharp({ create: { width: 8, height: 8, channels: 4, background: '#000' } })
        .png()
        .toBuffer(),
      'l.png',
      'image/png',
    );
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toBe(
      'This business already has a logo. Delete the existing one first.',
    );

    await as(admin, `/api/admin/logos/${logo.id}`, { method: 'PATCH', json: { isActive: false } });
    expect((await (await t.request('/api/businesses?q=Logo Lounge')).json()).items[0].logoUrl).toBeNull();
    const manager = await (await as(admin, '/api/admin/logos')).json();
    expect(manager.counts).toMatchObject({ total: 1, active: 0 });
    expect(manager.businessesWithoutLogo.map((b: { name: string }) => b.name)).not.toContain('Logo Lounge');
    expect((await as(admin, `/api/admin/logos/${logo.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(() => readFileSync(`${t.dataDir}${logo.logoUrl}`)).toThrow();
  });

  it('refuses files that are neither PNG nor SVG, and a missing business or file', async () => {
    const business = await givenBusiness(t.db, { name: 'Jpeg Joint' });
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect((await logoForm(business.id, jpeg, 'l.jpg', 'image/jpeg')).status).toBe(415);
    const missing = await logoForm('', 'x', 'l.svg', 'image/svg+xml');
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe('Please select a business and upload a logo file.');
  });
});
