import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/profile';
import { anyPath, createTestContext, type TestContext } from '../testing/harness';
import { BROWSER_PUSH_KEYS } from '../testing/push-keys';
import { isPolicy } from './policy';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('access policy', () => {
  it('is declared by every API route', () => {
    const byRoute = new Map<string, unknown[]>();
    for (const route of t.app.routes) {
      if (route.method === 'ALL' && route.path.endsWith('*') && !route.path.startsWith('/api/auth')) continue;
      if (!route.path.startsWith('/api')) continue;
      const key = `${route.method} ${route.path}`;
      byRoute.set(key, [...(byRoute.get(key) ?? []), route.handler]);
    }
    // The walk saw every route the app registers (its middleware aside), and those are at least the routes
    // the matrix below calls by hand.
    const registered = new Set(
      t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api')).map((r) => `${r.method} ${r.path}`),
    );
    expect([...byRoute.keys()].sort()).toEqual([...registered].sort());
    expect(registered.size).toBeGreaterThanOrEqual(new Set(matrix.map((row) => `${row.method} ${row.path}`)).size);
    const undeclared = [...byRoute].filter(([, handlers]) => !handlers.some(isPolicy)).map(([key]) => key);
    expect(undeclared).toEqual([]);
  });
});

/**
 * The matrix: each route called as every kind of caller. Later features add their rows here.
 * Expected statuses are per caller; a caller left out expects the `others` status.
 * `{own}` stands for the business the caller owns (the business owner's approved one for callers who
 * own none), `{ownReview}` for a review of that business and `{ownChat}` for a customer's conversation
 * with it.
 */
type Caller = 'anonymous' | Role | 'banned' | 'pendingSubmitter' | 'demotedOwner' | 'rejectedOwner';
interface MatrixRow {
  method: string;
  path: string;
  json?: unknown;
  expect: Partial<Record<Caller, number>> & { others: number };
}

// Linked to a listing without being allowed to run it: a plain user whose submission is pending, an
// owner an admin made a plain user, and a business owner whose listing was rejected.
const linkedButLockedOut = { pendingSubmitter: 403, demotedOwner: 403, rejectedOwner: 403 };
/** Signed-in callers other than the business owner and the admin are refused (403); visitors 401, the banned 403. */
const onlyFor = (expectations: { owner: number; admin: number }) => ({
  anonymous: 401,
  banned: 403,
  user: 403,
  business_owner: expectations.owner,
  admin: expectations.admin,
  ...linkedButLockedOut,
  others: 0,
});

const matrix: MatrixRow[] = [
  { method: 'GET', path: '/api/health', expect: { others: 200 } },
  { method: 'GET', path: '/api/health/ready', expect: { others: 200 } },
  // Issue 33: the metrics exist only with METRICS_TOKEN, and then for its bearer alone (metrics.test.ts);
  // a session, an admin's included, is no way in.
  { method: 'GET', path: '/metrics', expect: { others: 404 } },
  { method: 'GET', path: '/api/categories', expect: { others: 200 } },
  { method: 'GET', path: '/api/site', expect: { others: 200 } },
  { method: 'GET', path: '/api/profile', expect: { anonymous: 401, banned: 403, others: 200 } },
  // Issue 34: 'My halal standard', each signed-in person's own.
  { method: 'GET', path: '/api/profile/halal-standard', expect: { anonymous: 401, banned: 403, others: 200 } },
  {
    method: 'PUT',
    path: '/api/profile/halal-standard',
    json: { standard: { level: 'fully' } },
    expect: { anonymous: 401, banned: 403, others: 200 },
  },
  // Issue 36: each signed-in person's own notice settings and push devices; another's device is not found.
  { method: 'GET', path: '/api/notices/settings', expect: { anonymous: 401, banned: 403, others: 200 } },
  {
    method: 'PUT',
    path: '/api/notices/settings',
    json: { channels: { place_news: 'daily' }, quiet: { from: '22:00', until: '07:00' } },
    expect: { anonymous: 401, banned: 403, others: 200 },
  },
  {
    method: 'POST',
    path: '/api/notices/push-subscriptions',
    json: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-device',
      keys: BROWSER_PUSH_KEYS,
    },
    expect: { anonymous: 401, banned: 403, others: 201 },
  },
  {
    method: 'DELETE',
    path: '/api/notices/push-subscriptions/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, banned: 403, others: 404 },
  },
  // Says only whether a signed confirmation mark's account, or the caller's own, is confirmed.
  { method: 'GET', path: '/api/email-confirmation', expect: { others: 200 } },
  // Issue 29: 'This wasn't me' — the link's token is the proof, whoever holds it; a made-up one is not found.
  {
    method: 'POST',
    path: '/api/account/recover',
    json: { token: 'made-up-recovery-token-0123' },
    expect: { others: 404 },
  },
  {
    method: 'PATCH',
    path: '/api/profile',
    json: { firstName: 'Matrix', lastName: 'Caller' },
    expect: { anonymous: 401, banned: 403, others: 200 },
  },
  // Issue 33: a person's own data, downloaded or deleted by its holder only. The typed email is not the
  // caller's, so a caller who got past the policy heard 400 and kept the account (same-origin: guards.test.ts).
  { method: 'GET', path: '/api/account/data', expect: { anonymous: 401, banned: 403, others: 200 } },
  {
    method: 'DELETE',
    path: '/api/account',
    json: { email: 'not-the-callers@example.com' },
    expect: { anonymous: 401, banned: 403, others: 400 },
  },
  { method: 'GET', path: '/api/featured', expect: { others: 200 } },
  // Issue 17: the map's markers, the header's suggestions and the places 'near me' starts from.
  { method: 'GET', path: '/api/businesses/map', expect: { others: 200 } },
  // Issue 31: the rest of a business page's upcoming events.
  { method: 'GET', path: '/api/businesses/{own}/events', expect: { others: 200 } },
  { method: 'GET', path: '/api/search/suggestions?q=kebab', expect: { others: 200 } },
  { method: 'GET', path: '/api/places?q=46204', expect: { others: 200 } },
  // Issue 35: the public read API, open to everyone (a place not approved is not found).
  { method: 'GET', path: '/api/v1/places', expect: { others: 200 } },
  // A pending or rejected listing is not found, even by its own submitter: the API has no viewer.
  { method: 'GET', path: '/api/v1/places/{own}', expect: { pendingSubmitter: 404, rejectedOwner: 404, others: 200 } },
  { method: 'GET', path: '/api/v1/openapi.json', expect: { others: 200 } },
  { method: 'GET', path: '/api/v1/exports', expect: { others: 200 } },
  // Issue 18: a language's compiled catalogue, read before a page's first render.
  { method: 'GET', path: '/api/messages/ar', expect: { others: 200 } },
  { method: 'GET', path: '/api/messages/xx', expect: { others: 404 } },
  // The language switcher: everyone may choose (signed-in people keep it on their profile too).
  { method: 'PUT', path: '/api/locale', json: { locale: 'ar' }, expect: { others: 200 } },
  { method: 'GET', path: '/api/halal-certifiers', expect: { others: 200 } },
  // Decision 020: the admins keep the certifying bodies. No such body: an admin got past the policy and heard 404.
  { method: 'GET', path: '/api/admin/halal-certifiers', expect: onlyFor({ owner: 403, admin: 200 }) },
  {
    method: 'POST',
    path: '/api/admin/halal-certifiers',
    json: { name: '' },
    expect: onlyFor({ owner: 403, admin: 400 }),
  },
  ...['', '/retire', '/restore'].map((action) => ({
    method: action ? 'POST' : 'PATCH',
    path: `/api/admin/halal-certifiers/00000000-0000-4000-8000-000000000000${action}`,
    json: { name: 'Matrix Halal Board' },
    expect: onlyFor({ owner: 403, admin: 404 }),
  })),
  {
    method: 'POST',
    path: '/api/admin/businesses/{own}/halal-profile/verify',
    json: {},
    // The business states no halal facts: the admin got past the policy and heard 404.
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  { method: 'GET', path: '/api/businesses?category=all-businesses', expect: { others: 200 } },
  { method: 'GET', path: '/api/live', expect: { anonymous: 401, banned: 403, others: 200 } },
  {
    method: 'POST',
    path: '/api/submissions',
    json: { name: '' },
    expect: { anonymous: 401, banned: 403, others: 400 },
  },
  {
    method: 'GET',
    path: '/api/owner/business',
    expect: { anonymous: 401, banned: 403, business_owner: 200, others: 404 },
  },
  ...['stats', 'businesses', 'featured', 'contacts', 'newsletter', 'users', 'disputes', 'logos', 'audit'].map(
    (area) => ({
      method: 'GET',
      path: `/api/admin/${area}`,
      expect: onlyFor({ owner: 403, admin: 200 }),
    }),
  ),
  { method: 'GET', path: '/api/owner/businesses/{own}', expect: onlyFor({ owner: 200, admin: 200 }) },
  {
    method: 'PUT',
    path: '/api/owner/businesses/{own}/images/order',
    // The business has no photos: the empty list is its whole gallery.
    json: { imageIds: [] },
    expect: onlyFor({ owner: 200, admin: 200 }),
  },
  {
    method: 'PUT',
    path: '/api/owner/businesses/{own}/images/00000000-0000-4000-8000-000000000000/cover',
    // No such photo: the caller got past the policy and heard 404.
    expect: onlyFor({ owner: 404, admin: 404 }),
  },
  {
    method: 'POST',
    path: '/api/owner/businesses/{own}/events',
    json: { title: 'Matrix Night', startDate: '2031-05-01' },
    expect: onlyFor({ owner: 201, admin: 201 }),
  },
  // Issue 37: the menu, offers and action links.
  { method: 'GET', path: '/api/owner/businesses/{own}/menu', expect: onlyFor({ owner: 200, admin: 200 }) },
  {
    method: 'PUT',
    path: '/api/owner/businesses/{own}/menu',
    json: { sections: [{ name: 'Matrix', items: [{ name: 'Matrix Biryani', priceCents: 1200 }] }] },
    expect: onlyFor({ owner: 200, admin: 200 }),
  },
  { method: 'GET', path: '/api/owner/businesses/{own}/offers', expect: onlyFor({ owner: 200, admin: 200 }) },
  {
    method: 'POST',
    path: '/api/owner/businesses/{own}/offers',
    json: { title: 'Matrix deal', startsOn: '2031-05-01', endsOn: '2031-05-02' },
    expect: onlyFor({ owner: 201, admin: 201 }),
  },
  {
    method: 'PATCH',
    path: '/api/owner/businesses/{own}/offers/00000000-0000-4000-8000-000000000000',
    json: { title: 'Matrix deal', startsOn: '2031-05-01', endsOn: '2031-05-02' },
    // No such offer: the caller got past the policy and heard 404.
    expect: onlyFor({ owner: 404, admin: 404 }),
  },
  {
    method: 'DELETE',
    path: '/api/owner/businesses/{own}/offers/00000000-0000-4000-8000-000000000000',
    expect: onlyFor({ owner: 404, admin: 404 }),
  },
  { method: 'GET', path: '/api/owner/businesses/{own}/action-links', expect: onlyFor({ owner: 200, admin: 200 }) },
  {
    method: 'PUT',
    path: '/api/owner/businesses/{own}/action-links',
    json: { links: [{ kind: 'order_online', url: 'https://order.example.com/matrix' }] },
    expect: onlyFor({ owner: 200, admin: 200 }),
  },
  {
    method: 'POST',
    path: '/api/owner/businesses/{own}/locations',
    json: { name: 'Matrix Corner', city: 'Carmel' },
    expect: onlyFor({ owner: 201, admin: 201 }),
  },
  {
    method: 'PUT',
    path: '/api/owner/businesses/{own}/locations/00000000-0000-4000-8000-000000000000/hours',
    json: { weekly: null, special: [], temporarilyClosed: false, timeZone: 'America/Indiana/Indianapolis' },
    // No such location: the caller got past the policy and heard 404.
    expect: onlyFor({ owner: 404, admin: 404 }),
  },
  {
    method: 'POST',
    path: '/api/owner/businesses/{own}/notifications',
    json: { title: 'Matrix', message: 'News' },
    // Nobody subscribed: the caller got past the policy and heard 'No Subscribers'.
    expect: onlyFor({ owner: 409, admin: 409 }),
  },
  {
    method: 'PUT',
    path: '/api/reviews/{ownReview}/reply',
    json: { reply: 'Thank you for coming!' },
    // Replies speak for the business: its owner only, not an admin.
    expect: onlyFor({ owner: 200, admin: 403 }),
  },
  // Chat: a conversation belongs to its customer and to whoever runs the business; to anyone else it
  // does not exist (404). None of the callers is the customer of `{ownChat}`.
  {
    method: 'POST',
    path: '/api/businesses/{own}/conversations',
    // Owners of the listing chat from their dashboard (409); a demoted owner chats like any customer; a
    // pending or rejected listing is not public.
    expect: {
      anonymous: 401,
      banned: 403,
      business_owner: 409,
      pendingSubmitter: 404,
      rejectedOwner: 404,
      others: 201,
    },
  },
  { method: 'GET', path: '/api/chats', expect: { anonymous: 401, banned: 403, others: 200 } },
  { method: 'GET', path: '/api/chats/unread', expect: { anonymous: 401, banned: 403, others: 200 } },
  {
    method: 'GET',
    path: '/api/owner/businesses/{own}/conversations',
    expect: onlyFor({ owner: 200, admin: 200 }),
  },
  ...[
    { method: 'GET', path: '/api/conversations/{ownChat}', status: 200 },
    { method: 'GET', path: '/api/conversations/{ownChat}/messages', status: 200 },
    { method: 'POST', path: '/api/conversations/{ownChat}/messages', json: { content: 'Matrix hello' }, status: 201 },
    { method: 'POST', path: '/api/conversations/{ownChat}/read', status: 204 },
    // Only the customer hides a conversation from their list.
    { method: 'POST', path: '/api/conversations/{ownChat}/hide', status: 403 },
  ].map(({ status, ...row }) => ({
    ...row,
    expect: { anonymous: 401, banned: 403, business_owner: status, admin: status, others: 404 },
  })),
  // Passport: everyone signed in has their own; nobody, an admin included, reaches another's visits. A
  // pending or rejected listing is not public, so it cannot be stamped. The rows run in order: each caller
  // stamps `{own}`, writes a note on the stamp, then takes the stamp off again.
  { method: 'GET', path: '/api/passport', expect: { anonymous: 401, banned: 403, others: 200 } },
  { method: 'GET', path: '/api/passport/stamps', expect: { anonymous: 401, banned: 403, others: 200 } },
  ...[
    { method: 'GET', path: '/api/passport/visits/{own}', status: 200 },
    { method: 'PUT', path: '/api/passport/visits/{own}', status: 201 },
    { method: 'PUT', path: '/api/passport/visits/{own}/note', json: { note: 'Matrix note' }, status: 200 },
    { method: 'DELETE', path: '/api/passport/visits/{own}', status: 200 },
  ].map(({ status, ...row }) => ({
    ...row,
    expect: { anonymous: 401, banned: 403, pendingSubmitter: 404, rejectedOwner: 404, others: status },
  })),
  // Issue 36: saved places. Everyone signed in has their own lists; nobody, an admin included, reaches
  // another's (a list that is not the caller's is not found, as one that is not there). A pending or
  // rejected listing is not public, so it cannot be saved. A list's link is read by anyone while shared.
  { method: 'GET', path: '/api/saved', expect: { anonymous: 401, banned: 403, others: 200 } },
  {
    method: 'PUT',
    path: '/api/saved/places/{own}',
    expect: { anonymous: 401, banned: 403, pendingSubmitter: 404, rejectedOwner: 404, others: 201 },
  },
  { method: 'DELETE', path: '/api/saved/places/{own}', expect: { anonymous: 401, banned: 403, others: 200 } },
  {
    method: 'POST',
    path: '/api/saved/lists',
    json: { name: 'Matrix list' },
    expect: { anonymous: 401, banned: 403, others: 201 },
  },
  ...[
    { method: 'GET', path: '' },
    { method: 'PATCH', path: '', json: { watch: false } },
    { method: 'DELETE', path: '' },
    { method: 'PUT', path: '/order', json: { businessIds: [] } },
    { method: 'PUT', path: '/places/{own}' },
    { method: 'PATCH', path: '/places/{own}', json: { note: 'Matrix note' } },
    { method: 'DELETE', path: '/places/{own}' },
    { method: 'POST', path: '/share' },
    { method: 'DELETE', path: '/share' },
  ].map((row) => ({
    ...row,
    path: `/api/saved/lists/00000000-0000-4000-8000-000000000000${row.path}`,
    expect: { anonymous: 401, banned: 403, others: 404 },
  })),
  { method: 'GET', path: '/api/lists/AAAAAAAAAAAAAAAAAAAAAA', expect: { others: 404 } },
  // Community reports (issue 16): anyone signed in reports a public listing, once while it is open, and
  // may confirm it is still halal only after stamping or reviewing it (nobody has: the stamps above are
  // gone again). A pending or rejected listing is not public.
  ...[
    { method: 'GET', path: '/api/businesses/{own}/trust', status: 200 },
    { method: 'POST', path: '/api/businesses/{own}/reports', json: { reason: 'other' }, status: 201 },
    { method: 'POST', path: '/api/businesses/{own}/halal-confirmations', status: 403 },
  ].map(({ status, ...row }) => ({
    ...row,
    expect: { anonymous: 401, banned: 403, pendingSubmitter: 404, rejectedOwner: 404, others: status },
  })),
  // Issue 34: anyone signed in answers 'Is this still true?' about a public place's facts; this business
  // states none yet, so each caller past the policy hears 404.
  {
    method: 'POST',
    path: '/api/businesses/{own}/halal-answers',
    json: { fact: 'alcohol', answer: 'yes' },
    expect: { anonymous: 401, banned: 403, others: 404 },
  },
  {
    method: 'POST',
    path: '/api/admin/users/nobody-at-all/discount-answers',
    json: {},
    // No such account: the admin got past the policy and heard 404.
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  // Issue 34: the admins' 'Disputed and stale' queue and the team's check of one fact.
  { method: 'GET', path: '/api/admin/halal-queue', expect: onlyFor({ owner: 403, admin: 200 }) },
  {
    method: 'POST',
    path: '/api/admin/halal-checks',
    json: { profileId: '00000000-0000-4000-8000-000000000000', fact: 'alcohol', value: 'none' },
    // No such halal details: the admin got past the policy and heard 404.
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  // Issue 34: the diners' photos waiting for an admin, and the admin's decision on one.
  { method: 'GET', path: '/api/admin/halal-photos', expect: onlyFor({ owner: 403, admin: 200 }) },
  {
    method: 'POST',
    path: '/api/admin/halal-photos/00000000-0000-4000-8000-000000000000',
    json: { decision: 'accept' },
    // No such photo: the admin got past the policy and heard 404.
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  // Issue 35: the 'Imported' queue, an OpenStreetMap file (sent as JSON here, not as a file: 415 past the
  // policy), publishing imported places and the admin's word on a possible duplicate.
  { method: 'GET', path: '/api/admin/imports', expect: onlyFor({ owner: 403, admin: 200 }) },
  { method: 'POST', path: '/api/admin/imports/osm', json: {}, expect: onlyFor({ owner: 403, admin: 415 }) },
  { method: 'GET', path: '/api/admin/imports/places.csv', expect: onlyFor({ owner: 403, admin: 200 }) },
  { method: 'POST', path: '/api/admin/imports/csv', json: {}, expect: onlyFor({ owner: 403, admin: 415 }) },
  {
    method: 'POST',
    path: '/api/admin/imports/publish',
    json: { ids: ['00000000-0000-4000-8000-000000000000'] },
    // No such imported place: the admin got past the policy and heard 404.
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  {
    method: 'POST',
    path: '/api/admin/imports/matches/00000000-0000-4000-8000-000000000000',
    json: { decision: 'dismiss' },
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  { method: 'GET', path: '/api/admin/reports', expect: onlyFor({ owner: 403, admin: 200 }) },
  {
    method: 'POST',
    path: '/api/admin/reports/00000000-0000-4000-8000-000000000000/resolve',
    json: { outcome: 'fixed', note: 'Matrix' },
    // No such report: the admin got past the policy and heard 404.
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  {
    method: 'POST',
    path: '/api/admin/businesses/{own}/reopen',
    // The listing is not closed: the admin got past the policy and heard 409.
    expect: onlyFor({ owner: 403, admin: 409 }),
  },
  // Owners keep their own info (issue 16): the business's owner and admins in manage mode. The profile is
  // confirmed before any exists (404), then saved, then confirmed.
  {
    method: 'PUT',
    path: '/api/owner/businesses/{own}/info',
    json: { name: 'Matrix Kitchen', phone: '317-555-0100' },
    expect: onlyFor({ owner: 200, admin: 200 }),
  },
  { method: 'GET', path: '/api/owner/businesses/{own}/halal-profiles', expect: onlyFor({ owner: 200, admin: 200 }) },
  { method: 'GET', path: '/api/owner/businesses/{own}/pending-edits', expect: onlyFor({ owner: 200, admin: 200 }) },
  {
    method: 'POST',
    path: '/api/owner/businesses/{own}/halal-profile/confirm',
    json: { locationId: null },
    expect: onlyFor({ owner: 404, admin: 404 }),
  },
  {
    method: 'PUT',
    path: '/api/owner/businesses/{own}/halal-profile',
    json: { locationId: null, profile: { alcohol: 'none' } },
    expect: onlyFor({ owner: 200, admin: 200 }),
  },
  {
    method: 'POST',
    path: '/api/owner/businesses/{own}/halal-profile/confirm',
    json: { locationId: null },
    expect: onlyFor({ owner: 200, admin: 200 }),
  },
  { method: 'GET', path: '/api/admin/owner-edits', expect: onlyFor({ owner: 403, admin: 200 }) },
  {
    method: 'POST',
    path: '/api/admin/owner-edits/00000000-0000-4000-8000-000000000000/review',
    json: { decision: 'approved', note: null },
    // No such edit: the admin got past the policy and heard 404.
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  // A halal certificate is uploaded for one business, by its owner or an admin (issue 29). Not a file at
  // all: a caller who got past the policy heard 415.
  {
    method: 'POST',
    path: '/api/owner/businesses/{own}/certificates',
    json: {},
    expect: onlyFor({ owner: 415, admin: 415 }),
  },
  // A certificate for a listing not created yet (the submission, Add Restaurant): any signed-in person; for a
  // listing from the admins' Edit dialog: admins only. Not a file at all: a caller past the policy heard 415.
  {
    method: 'POST',
    path: '/api/submissions/certificates',
    json: {},
    expect: { anonymous: 401, banned: 403, others: 415 },
  },
  {
    method: 'POST',
    path: '/api/admin/businesses/{own}/certificates',
    json: {},
    expect: onlyFor({ owner: 403, admin: 415 }),
  },
  // Issue 35 'Claim your listing': any signed-in person's own claim on a public place. `{own}` has its owner,
  // so a claim is refused (409) and nobody has a code or a claim waiting there (404); a pending or rejected
  // listing is not public. A claim's document is read by its claimant or an admin (none named: 404).
  {
    method: 'GET',
    path: '/api/businesses/{own}/claim',
    expect: { anonymous: 401, banned: 403, pendingSubmitter: 404, rejectedOwner: 404, others: 200 },
  },
  {
    method: 'POST',
    path: '/api/businesses/{own}/claim',
    json: { method: 'email_code' },
    expect: { anonymous: 401, banned: 403, pendingSubmitter: 404, rejectedOwner: 404, others: 409 },
  },
  {
    method: 'POST',
    path: '/api/businesses/{own}/claim/code',
    json: { code: '123456' },
    expect: { anonymous: 401, banned: 403, others: 404 },
  },
  {
    method: 'POST',
    path: '/api/businesses/{own}/claim/documents',
    json: {},
    // The place has its owner: a caller past the policy heard 409 before any file was read.
    expect: { anonymous: 401, banned: 403, pendingSubmitter: 404, rejectedOwner: 404, others: 409 },
  },
  { method: 'DELETE', path: '/api/businesses/{own}/claim', expect: { anonymous: 401, banned: 403, others: 404 } },
  {
    method: 'GET',
    path: '/api/claims/00000000-0000-4000-8000-000000000000/document',
    expect: { anonymous: 401, banned: 403, others: 404 },
  },
  { method: 'GET', path: '/api/admin/claims', expect: onlyFor({ owner: 403, admin: 200 }) },
  {
    method: 'POST',
    path: '/api/admin/claims/00000000-0000-4000-8000-000000000000',
    json: { decision: 'approve' },
    // No such claim: the admin got past the policy and heard 404.
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  // Photos for the forms that take one: any signed-in person.
  { method: 'POST', path: '/api/uploads/images', json: {}, expect: { anonymous: 401, banned: 403, others: 415 } },
  // Issue 35: the admins' 'Possible duplicates', 'Not duplicates' and the merge of a duplicate.
  { method: 'GET', path: '/api/admin/duplicates', expect: onlyFor({ owner: 403, admin: 200 }) },
  {
    method: 'POST',
    path: '/api/admin/duplicates/dismiss',
    json: { firstId: '00000000-0000-4000-8000-000000000000', secondId: '00000000-0000-4000-8000-000000000001' },
    // No such places: the admin got past the policy and heard 404.
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  {
    method: 'POST',
    path: '/api/admin/businesses/{own}/merge',
    json: { into: '00000000-0000-4000-8000-000000000000' },
    // No place to keep: the admin got past the policy and heard 404.
    expect: onlyFor({ owner: 403, admin: 404 }),
  },
  // Issue 37: a page's report of what it showed and what was tapped (anyone; nothing is said back), an
  // owner's Insights, and the admins' searches that found nothing.
  {
    method: 'POST',
    path: '/api/insights',
    json: { events: [{ place: '00000000-0000-4000-8000-000000000000', what: 'website' }] },
    expect: { others: 204 },
  },
  { method: 'GET', path: '/api/owner/businesses/{own}/insights?days=7', expect: onlyFor({ owner: 200, admin: 200 }) },
  { method: 'GET', path: '/api/admin/insights/missed-searches', expect: onlyFor({ owner: 403, admin: 200 }) },
  // Issue 37: the Ramadan season is the admins'; no season is set before the PUT, so the admin's DELETE hears 404.
  { method: 'GET', path: '/api/admin/ramadan-season', expect: onlyFor({ owner: 403, admin: 200 }) },
  { method: 'DELETE', path: '/api/admin/ramadan-season', expect: onlyFor({ owner: 403, admin: 404 }) },
  {
    method: 'PUT',
    path: '/api/admin/ramadan-season',
    json: { starts: '2031-01-24', ends: '2031-02-22' },
    expect: onlyFor({ owner: 403, admin: 200 }),
  },
  // An owner's Ramadan hours and specials, as the rest of the dashboard: the owner and an admin managing it.
  { method: 'GET', path: '/api/owner/businesses/{own}/ramadan', expect: onlyFor({ owner: 200, admin: 200 }) },
  {
    method: 'PUT',
    path: '/api/owner/businesses/{own}/locations/00000000-0000-4000-8000-000000000000/ramadan-hours',
    json: { iftar: [], suhoor: [] },
    // No such location: the caller got past the policy and heard 404.
    expect: onlyFor({ owner: 404, admin: 404 }),
  },
  {
    method: 'POST',
    path: '/api/owner/businesses/{own}/ramadan-specials',
    json: { name: 'Iftar buffet', priceCents: 2499 },
    expect: onlyFor({ owner: 201, admin: 201 }),
  },
  ...(['PATCH', 'DELETE'] as const).map((method) => ({
    method,
    path: '/api/owner/businesses/{own}/ramadan-specials/00000000-0000-4000-8000-000000000000',
    json: method === 'PATCH' ? { name: 'Iftar buffet', priceCents: 2499 } : undefined,
    // No such special: the caller got past the policy and heard 404.
    expect: onlyFor({ owner: 404, admin: 404 }),
  })),
  { method: 'GET', path: '/api/no-such-route', expect: { others: 404 } },
];

describe('access matrix', () => {
  const callers: Caller[] = [
    'anonymous',
    'user',
    'business_owner',
    'admin',
    'banned',
    'pendingSubmitter',
    'demotedOwner',
    'rejectedOwner',
  ];
  const cookies = new Map<Caller, string | undefined>();
  const owned = new Map<Caller, { businessId: string; reviewId: string; chatId: string }>();

  beforeAll(async () => {
    const { profiles } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const { givenBusiness, givenConversation, givenReview } = await import('../testing/factories');
    const reviewer = await t.givenAccount();
    async function owning(caller: Caller, role: Role, listing: { approved?: boolean; rejected?: boolean }) {
      const account = await t.givenSignedIn({ role });
      const business = await givenBusiness(t.db, { ...listing, ownerId: account.id });
      const review = await givenReview(t.db, business.id, reviewer.id, 4, 'Good food');
      const chat = await givenConversation(t.db, business.id, reviewer.id);
      cookies.set(caller, account.cookie);
      owned.set(caller, { businessId: business.id, reviewId: review.id, chatId: chat.id });
    }
    cookies.set('anonymous', undefined);
    for (const role of ['user', 'admin'] as const) cookies.set(role, (await t.givenSignedIn({ role })).cookie);
    await owning('business_owner', 'business_owner', { approved: true });
    await owning('pendingSubmitter', 'user', { approved: false });
    await owning('demotedOwner', 'user', { approved: true });
    await owning('rejectedOwner', 'business_owner', { rejected: true });
    const banned = await t.givenSignedIn();
    await t.db.update(profiles).set({ banned: true }).where(eq(profiles.id, banned.id));
    cookies.set('banned', banned.cookie);
  });

  function pathFor(row: MatrixRow, caller: Caller) {
    const own = owned.get(caller) ?? owned.get('business_owner')!;
    return row.path
      .replace('{own}', own.businessId)
      .replace('{ownReview}', own.reviewId)
      .replace('{ownChat}', own.chatId);
  }

  for (const row of matrix) {
    it(`${row.method} ${row.path}`, async () => {
      const seen: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const caller of callers) {
        const res = await t.request(anyPath(pathFor(row, caller)), {
          method: row.method,
          json: row.json,
          cookie: cookies.get(caller),
        });
        seen[caller] = res.status;
        wanted[caller] = row.expect[caller] ?? row.expect.others;
        if (res.headers.get('content-type')?.includes('text/event-stream')) {
          await res.body?.cancel();
          continue;
        }
        if (res.status >= 400) expect((await res.json()).error.code).toBeTruthy();
      }
      expect(seen).toEqual(wanted);
    });
  }
});

describe('rate limits', () => {
  it('slow down repeated sign-in attempts from one address', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.request('/api/auth/sign-in/email', {
          json: { email: 'nobody@example.com', password: 'wrong-password' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
