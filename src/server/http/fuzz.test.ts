import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimCodeInput, claimDecisionInput } from '../../domain/claims';
import { locationHoursInput } from '../../domain/hours-input';
import { noticeSettingsInput, pushSubscriptionInput } from '../../domain/notice-settings';
import {
  accountRecoveryInput,
  adminBusinessInput,
  adminMessageInput,
  assignBusinessInput,
  banInput,
  categoriesInput,
  chatMessageInput,
  contactInput,
  contactReplyInput,
  deleteAccountInput,
  deleteBusinessInput,
  deleteUserInput,
  dismissDuplicateInput,
  disputeInput,
  eventInput,
  galleryOrderInput,
  halalCheckInput,
  halalPhotoDecisionInput,
  halalProfileTarget,
  locationInput,
  logoStatusInput,
  mergeBusinessInput,
  newsletterInput,
  notificationInput,
  osmMatchDecisionInput,
  ownerBusinessInfoInput,
  ownerHalalProfileInput,
  ownerLocationInput,
  passportNoteInput,
  profileUpdateInput,
  publishImportedInput,
  rejectInput,
  replyInput,
  reportInput,
  resolveDisputeInput,
  resolveReportInput,
  reviewInput,
  reviewOwnerEditInput,
  roleInput,
  savedListInput,
  savedListUpdateInput,
  savedNoteInput,
  savedOrderInput,
  submissionInput,
  subscribeInput,
} from '../../domain/schemas';
import {
  businesses,
  businessLocations,
  conversations,
  passportVisits,
  profiles,
  savedLists,
  savedPlaces,
} from '../db/schema';
import { categoryId, givenBusiness, givenConversation, givenReview } from '../testing/factories';
import { anyPath, createTestContext, type KnownPath, type TestContext } from '../testing/harness';
import { BROWSER_PUSH_KEYS } from '../testing/push-keys';

/**
 * The API under fuzzed requests: every JSON route, called by a visitor, an admin and a business owner with
 * bodies, queries and path parameters no form would send (NUL, lone UTF-16 surrogates, broken
 * percent-escapes, wrong types, huge and nested values). Whatever arrives, the answer is never a 5xx, a
 * refusal comes in the API's error shape, and a refused request leaves every table as it was.
 */

/** Fixed, so a failure shows up again on the next run; change it to explore other requests. */
const SEED = 20_240_611;
/** Generated requests per route; about 80 routes make some 1,500 requests. */
const REQUESTS_PER_ROUTE = 12;

type Caller = 'anonymous' | 'admin' | 'owner';

interface Route {
  method: string;
  /** The route as registered, with its `:params`. */
  pattern: string;
}

let t: TestContext;
const cookies: Record<Caller, string | undefined> = { anonymous: undefined, admin: undefined, owner: undefined };
/** The admin who calls, kept out of `real` so no fuzzed admin route names (bans, demotes) the caller itself. */
let adminId: string;
/** Rows the fuzzed path parameters may name, so requests also reach handlers past their "not found". */
let real: {
  ownerId: string;
  businessId: string;
  businessSlug: string;
  reviewId: string;
  adminReviewId: string;
  bystanderId: string;
  eventId: string;
  locationId: string;
  contactId: string;
  disputeId: string;
  categoryId: string;
  conversationId: string;
  /** Issue 36: the owner's own list, shared by `shareId`. */
  listId: string;
  shareId: string;
};

beforeAll(async () => {
  t = await createTestContext();
  const admin = await t.givenSignedIn({ role: 'admin' });
  const owner = await t.givenSignedIn({ role: 'business_owner' });
  cookies.admin = admin.cookie;
  cookies.owner = owner.cookie;
  // Someone who never calls: the admin's user routes may ban, demote or unlink them without taking a caller away.
  const bystander = await t.givenAccount();
  const business = await givenBusiness(t.db, { ownerId: owner.id });
  const review = await givenReview(t.db, business.id, bystander.id, 4, 'Lovely biryani');
  const adminReview = await givenReview(t.db, business.id, admin.id, 5, 'Generous portions');
  const [location] = await t.db
    .select({ id: businessLocations.id })
    .from(businessLocations)
    .where(eq(businessLocations.businessId, business.id));
  const created = async <const Path extends string>(
    path: KnownPath<Path, 'POST'>,
    cookie: string | undefined,
    json: unknown,
  ) => {
    const res = await t.request(path, { method: 'POST', cookie, json });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };
  adminId = admin.id;
  real = {
    ownerId: owner.id,
    businessId: business.id,
    businessSlug: business.slug,
    reviewId: review.id,
    adminReviewId: adminReview.id,
    bystanderId: bystander.id,
    eventId: await created(`/api/owner/businesses/${business.id}/events`, owner.cookie, {
      title: 'Eid Dinner',
      startDate: '2031-05-01',
    }),
    locationId: location!.id,
    contactId: await created('/api/contact', undefined, {
      name: 'Amina',
      email: 'amina@example.com',
      subject: 'Hours',
      message: 'Are you open on Fridays?',
    }),
    disputeId: await created(`/api/reviews/${review.id}/disputes`, owner.cookie, { reason: 'Never visited us' }),
    categoryId: await categoryId(t.db, 'restaurants'),
    conversationId: (await givenConversation(t.db, business.id, bystander.id)).id,
    listId: crypto.randomUUID(),
    shareId: 'FuzzSharedList_0123456',
  };
});
afterAll(() => t.close());

// better-auth answers everything under /api/auth/* itself: these are the endpoints the site uses.
const AUTH_ENDPOINTS: Route[] = [
  { method: 'POST', pattern: '/api/auth/sign-in/email' },
  { method: 'POST', pattern: '/api/auth/sign-up/email' },
  { method: 'POST', pattern: '/api/auth/sign-out' },
  { method: 'GET', pattern: '/api/auth/get-session' },
  { method: 'POST', pattern: '/api/auth/change-email' },
  { method: 'POST', pattern: '/api/auth/send-verification-email' },
  { method: 'POST', pattern: '/api/auth/request-password-reset' },
  { method: 'POST', pattern: '/api/auth/reset-password' },
  { method: 'POST', pattern: '/api/auth/change-password' },
  { method: 'POST', pattern: '/api/auth/verify-password' },
  { method: 'POST', pattern: '/api/auth/revoke-other-sessions' },
];

/** Every JSON route of the API, from the app's own route table, so a new route is fuzzed too. */
function apiRoutes(): Route[] {
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const route of t.app.routes) {
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || !route.path.startsWith('/api/')) continue;
    // The live updates stream never ends, so it has no answer to check.
    if (route.method === 'GET' && route.path === '/api/live') continue;
    const found = route.path.startsWith('/api/auth/')
      ? AUTH_ENDPOINTS
      : [{ method: route.method, pattern: route.path }];
    for (const r of found) {
      const key = `${r.method} ${r.pattern}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push(r);
    }
  }
  return routes;
}

const fieldsOf = (schema: { shape: object }) => Object.keys(schema.shape);

/** The fields each route reads, from the schema that validates it, so most fuzzed bodies look almost right. */
const BODY_FIELDS: Record<string, string[]> = {
  'PATCH /api/profile': fieldsOf(profileUpdateInput),
  'DELETE /api/account': fieldsOf(deleteAccountInput),
  'POST /api/contact': fieldsOf(contactInput),
  'POST /api/newsletter': fieldsOf(subscribeInput),
  'POST /api/businesses/:id/subscriptions': fieldsOf(subscribeInput),
  'POST /api/submissions': fieldsOf(submissionInput),
  'POST /api/admin/businesses': fieldsOf(adminBusinessInput),
  'PATCH /api/admin/businesses/:id': fieldsOf(adminBusinessInput),
  'DELETE /api/admin/businesses/:id': fieldsOf(deleteBusinessInput),
  'POST /api/admin/businesses/:id/reject': fieldsOf(rejectInput),
  'POST /api/admin/businesses/:id/contact-owner': fieldsOf(adminMessageInput),
  'POST /api/businesses/:id/reviews': fieldsOf(reviewInput),
  'PATCH /api/reviews/:id': fieldsOf(reviewInput),
  'PUT /api/reviews/:id/reply': fieldsOf(replyInput),
  'POST /api/reviews/:id/disputes': fieldsOf(disputeInput),
  'POST /api/owner/businesses/:businessId/events': fieldsOf(eventInput),
  'PATCH /api/owner/businesses/:businessId/events/:eventId': fieldsOf(eventInput),
  'PUT /api/owner/businesses/:businessId/categories': fieldsOf(categoriesInput),
  'POST /api/owner/businesses/:businessId/locations': fieldsOf(ownerLocationInput),
  'PATCH /api/owner/businesses/:businessId/locations/:locationId': fieldsOf(ownerLocationInput),
  'PUT /api/owner/businesses/:businessId/locations/:locationId/hours': fieldsOf(locationHoursInput),
  'POST /api/owner/businesses/:businessId/notifications': fieldsOf(notificationInput),
  'POST /api/admin/contacts/:id/respond': fieldsOf(contactReplyInput),
  'POST /api/admin/newsletter/send': fieldsOf(newsletterInput),
  'PATCH /api/admin/users/:id/role': fieldsOf(roleInput),
  'POST /api/admin/users/:id/business': fieldsOf(assignBusinessInput),
  'POST /api/admin/users/:id/ban': fieldsOf(banInput),
  'DELETE /api/admin/users/:id': fieldsOf(deleteUserInput),
  'POST /api/admin/disputes/:id/resolve': fieldsOf(resolveDisputeInput),
  'PATCH /api/admin/logos/:id': fieldsOf(logoStatusInput),
  'POST /api/conversations/:id/messages': fieldsOf(chatMessageInput),
  'PUT /api/passport/visits/:businessId/note': fieldsOf(passportNoteInput),
  'POST /api/auth/sign-in/email': ['email', 'password', 'rememberMe', 'callbackURL'],
  'POST /api/auth/sign-up/email': ['email', 'password', 'name', 'firstName', 'lastName', 'image', 'callbackURL'],
  'POST /api/auth/change-email': ['newEmail', 'password', 'callbackURL'],
  'POST /api/auth/change-password': ['currentPassword', 'newPassword', 'revokeOtherSessions'],
  'POST /api/auth/verify-password': ['password'],
  'POST /api/account/recover': fieldsOf(accountRecoveryInput),
  'POST /api/auth/send-verification-email': ['email', 'callbackURL'],
  'POST /api/auth/request-password-reset': ['email', 'redirectTo'],
  'POST /api/auth/reset-password': ['newPassword', 'token'],
  'PUT /api/owner/businesses/:businessId/images/order': fieldsOf(galleryOrderInput),
  'POST /api/businesses/:id/reports': fieldsOf(reportInput),
  'POST /api/admin/reports/:id/resolve': fieldsOf(resolveReportInput),
  'PUT /api/owner/businesses/:businessId/info': fieldsOf(ownerBusinessInfoInput),
  'PUT /api/owner/businesses/:businessId/halal-profile': fieldsOf(ownerHalalProfileInput),
  'POST /api/owner/businesses/:businessId/halal-profile/confirm': fieldsOf(halalProfileTarget),
  'POST /api/admin/owner-edits/:id/review': fieldsOf(reviewOwnerEditInput),
  'POST /api/admin/halal-checks': fieldsOf(halalCheckInput),
  'POST /api/admin/halal-photos/:id': fieldsOf(halalPhotoDecisionInput),
  'POST /api/admin/imports/publish': fieldsOf(publishImportedInput),
  'POST /api/admin/imports/matches/:id': fieldsOf(osmMatchDecisionInput),
  'POST /api/admin/duplicates/dismiss': fieldsOf(dismissDuplicateInput),
  'POST /api/admin/businesses/:id/merge': fieldsOf(mergeBusinessInput),
  // Issue 35: a claim by code or by document (a union of two bodies), the code typed, an admin's decision.
  'POST /api/businesses/:id/claim': ['method', 'email', 'document', 'note'],
  'POST /api/businesses/:id/claim/code': fieldsOf(claimCodeInput),
  'POST /api/admin/claims/:id': fieldsOf(claimDecisionInput),
  // Issue 36: the notice settings and a device's push subscription.
  'PUT /api/notices/settings': fieldsOf(noticeSettingsInput),
  'POST /api/notices/push-subscriptions': fieldsOf(pushSubscriptionInput),
  // Issue 36: saved places and their lists.
  'POST /api/saved/lists': fieldsOf(savedListInput),
  'PATCH /api/saved/lists/:listId': fieldsOf(savedListUpdateInput),
  'PATCH /api/saved/lists/:listId/places/:businessId': fieldsOf(savedNoteInput),
  'PUT /api/saved/lists/:listId/order': fieldsOf(savedOrderInput),
};
/** Routes that read no body get every field name there is: they must ignore all of it. */
const ANY_FIELDS = [...new Set(Object.values(BODY_FIELDS).flat())];
const QUERY_KEYS = ['q', 'city', 'page', 'pageSize', 'category', 'status', 'cursor', 'before'];

/** Percent-encoded when it can be; a lone surrogate cannot be, so it goes in raw. */
function encoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

// What no form sends. Strings are built from UTF-16 code units, so lone surrogates come up often.
const codeUnit = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\ud800',
    '\udbff',
    '\udc00',
    '\udfff',
    '%',
    '"',
    '\\',
    '/',
    '?',
    '#',
    '&',
    '\u202e',
    '\ufeff',
  ),
  fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
  fc.string({ minLength: 1, maxLength: 1 }),
);
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'a\udfffb',
    '\udc00\ud800',
    '',
    '   ',
    '%00',
    '%E0%A4%A',
    '%ED%A0%80',
    'DELETE\u0000',
    'x'.repeat(5_001),
    'x'.repeat(20_001),
    "'); drop table businesses; --",
    '<img src=x onerror=alert(1)>',
    '9999-99-99',
    '0000-00-00',
    '25:61',
    'javascript:alert(1)',
    'https://\u0000.example',
    'a@b',
    `${'a'.repeat(250)}@example.com`,
    '__proto__',
  ),
  fc.string({ unit: codeUnit, maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1.5, 6, 2 ** 53, 1e308, -1e308)) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 8 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A value the field's own rule accepts, so the one hostile field next to it is what the server meets. */
function plausible(field: string): fc.Arbitrary<unknown> {
  switch (field) {
    case 'email':
    case 'newEmail':
      return fc.constantFrom('fuzz@example.com', 'fuzz.reader@example.com');
    case 'password':
      return fc.constant('correct-horse-battery');
    case 'rating':
      return fc.integer({ min: 1, max: 5 });
    case 'startDate':
    case 'endDate':
      return fc.constant('2031-05-01');
    case 'startTime':
    case 'endTime':
      return fc.constant('18:30');
    case 'categoryId':
    case 'primaryId':
      return fc.constant(real.categoryId);
    case 'categoryIds':
    case 'additionalIds':
      return fc.constant([real.categoryId]);
    case 'businessId':
    // The one business there is: a merge into itself or a dismissal of itself is refused, never done.
    case 'into':
    case 'firstId':
    case 'secondId':
      return fc.constant(real.businessId);
    case 'locations':
      return fc.tuple(fc.record(Object.fromEntries(fieldsOf(locationInput).map((f) => [f, plausible(f)]))));
    case 'isPrimary':
    case 'comingSoon':
    case 'isActive':
    case 'rememberMe':
      return fc.boolean();
    case 'websiteUrl':
      return fc.constant('https://example.com');
    case 'method':
      return fc.constantFrom('email_code', 'document');
    case 'code':
      return fc.constant('123456');
    case 'imageUrl':
    case 'image':
      return fc.constant(null);
    case 'callbackURL':
      return fc.constant('/');
    case 'role':
      return fc.constant('user');
    case 'status':
      return fc.constant('rejected');
    // Issue 36: the notice settings and a push subscription as the profile sends them.
    case 'channels':
      return fc.constant({ place_news: 'daily' });
    case 'quiet':
      return fc.constant({ from: '22:00', until: '07:00' });
    case 'endpoint':
      return fc.constant('https://fcm.googleapis.com/fcm/send/fuzz-device');
    case 'keys':
      return fc.constant(BROWSER_PUSH_KEYS);
    // Never the real confirmation: deleting the listing or the bystander would leave later requests nothing to reach.
    case 'confirm':
      return fc.constant('delete');
    default:
      return fc.constantFrom('Fuzz Kitchen', 'Carmel');
  }
}

function bodyFor(fields: string[]): fc.Arbitrary<unknown> {
  const form = fc.record(Object.fromEntries(fields.map((f) => [f, plausible(f)])));
  return fc.oneof(
    // Everything as the form sends it but one field: the hostile value gets past every other check.
    {
      weight: 4,
      arbitrary: fc
        .tuple(form, fc.constantFrom(...fields), hostileValue)
        .map(([body, field, value]) => ({ ...body, [field]: value })),
    },
    {
      weight: 2,
      arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(plausible(f), hostileValue)])), {
        requiredKeys: [],
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.object({ maxDepth: 2 }) },
    // A body the route accepts may succeed: it is checked for its status only.
    { weight: 1, arbitrary: form },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Escapes that cannot be decoded to clean text, written into the address as they are. */
const BROKEN_ESCAPES = ['%00', '%E0%A4%A', '%ED%A0%80', '%', '%zz', '%C0%80', '%FF', 'a%00b', '+%00+'];

const queryValue = fc.oneof(
  hostileText,
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1e3',
    '1001',
    'NaN',
    '2.5',
    'all-businesses',
    'restaurants',
    'Indianapolis',
    'pending',
  ),
);
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom(...QUERY_KEYS),
      fc.oneof(
        { weight: 4, arbitrary: queryValue.map(encoded) },
        // As a careless client pastes it.
        { weight: 1, arbitrary: queryValue },
        { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
      ),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => `?${parts.map(([key, value]) => `${key}=${value}`).join('&')}`);

/** The rows a path parameter is meant to name, from its name or the collection before it. */
function knownValues(segments: string[], index: number): string[] {
  const name = segments[index]!.slice(1);
  const collection = segments[index - 1];
  if (name === 'businessId') return [real.businessId];
  if (name === 'eventId') return [real.eventId];
  if (name === 'locationId') return [real.locationId];
  if (name === 'listId') return [real.listId];
  if (name === 'shareId') return [real.shareId];
  if (name === 'list') return ['newsletter', 'business', 'notices'];
  if (name === 'slug') return collection === 'categories' ? ['restaurants'] : [real.businessSlug];
  if (name !== 'id') return [];
  if (collection === 'businesses') return [real.businessId];
  if (collection === 'reviews') return [real.reviewId, real.adminReviewId];
  if (collection === 'users') return [real.bystanderId];
  if (collection === 'contacts') return [real.contactId];
  if (collection === 'disputes') return [real.disputeId];
  if (collection === 'conversations') return [real.conversationId];
  return [];
}

function paramFor(segments: string[], index: number): fc.Arbitrary<string> {
  const known = knownValues(segments, index);
  const anyRow = Object.values(real);
  return fc.oneof(
    ...(known.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom(...known) }] : []),
    // A real row of another kind: a review's id where a business id goes.
    { weight: 1, arbitrary: fc.constantFrom(...anyRow) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileText.map(encoded) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
    { weight: 1, arbitrary: hostileText },
  );
}

/** The route's address with every parameter naming its real row (a fresh UUID where there is none). */
function realPath(route: Route): string {
  const segments = route.pattern.split('/');
  return segments
    .map((s, i) => (s.startsWith(':') ? (knownValues(segments, i)[0] ?? crypto.randomUUID()) : s))
    .join('/');
}

function requestFor(route: Route) {
  const segments = route.pattern.split('/');
  const params = segments.map((s, i) => (s.startsWith(':') ? paramFor(segments, i) : fc.constant(s)));
  const fields = BODY_FIELDS[`${route.method} ${route.pattern}`] ?? ANY_FIELDS;
  const reads = route.method === 'GET';
  return fc.record({
    // Twice as often an admin or the owner, who reach the handlers; a visitor mostly meets the door.
    caller: fc.constantFrom<Caller>('anonymous', 'admin', 'admin', 'owner', 'owner'),
    path: fc.tuple(...params).map((parts) => parts.join('/')),
    query: fc.oneof({ weight: reads ? 1 : 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryString }),
    json: reads ? fc.constant(undefined) : bodyFor(fields),
  });
}

/** Who can take a route furthest: the owner for the dashboard and for answering reviews, else the admin. */
function furthestCaller(route: Route): Caller {
  return route.pattern.startsWith('/api/owner/') || /^\/api\/reviews\/:id\/(reply|disputes)$/.test(route.pattern)
    ? 'owner'
    : 'admin';
}

/** A form's worth of plausible values, for one field at a time to be replaced. */
function plausibleForm(fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, fc.sample(plausible(f), { numRuns: 1, seed: SEED })[0]]));
}

type Place = (string | number)[];

/** Every place in a form a value sits, nested ones too: `name`, `locations`, `locations.0`, `locations.0.city`. */
function placesIn(value: unknown, at: Place = []): Place[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const place = [...at, Array.isArray(value) ? Number(key) : key];
    return [place, ...placesIn(inner, place)];
  });
}

function replaced(form: Record<string, unknown>, place: Place, value: unknown): Record<string, unknown> {
  const copy = structuredClone(form);
  let parent: Record<string | number, unknown> = copy;
  for (const key of place.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[place.at(-1)!] = value;
  return copy;
}

// Bodies no JSON encoder writes: broken, truncated, invalid UTF-8, too deep, too big.
const RAW_BODIES: (string | Uint8Array<ArrayBuffer>)[] = [
  '',
  '{',
  'nul\u0000l',
  '{"name":"\u0000"}',
  '{"name":"\\ud800","email":"\\udfff@example.com"}',
  '{"rating":1,"rating":"\\u0000"}',
  '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}',
  '1e999999',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]),
  new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  `"${'x'.repeat(1_100_000)}"`,
];

// Mail links open in the browser, so these answer their refusals with a page, not JSON.
const PAGE_ROUTES = new Set([
  'GET /api/unsubscribe/:list/:token',
  'GET /api/subscriptions/confirm/:list/:token',
  'POST /api/subscriptions/confirm/:list/:token',
]);

/** What was sent, readable and reproducible: JSON-escaped, so NUL and lone surrogates show; long texts by length. */
function shown(value: unknown): string {
  if (value === undefined) return '(no body)';
  if (value instanceof Uint8Array) return `bytes [${[...value].map((b) => b.toString(16)).join(' ')}]`;
  return JSON.stringify(value, (_key, v) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 12)}…(${v.length} chars)` : v,
  );
}

function changedTables(before: Record<string, number>, after: Record<string, number>): string {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table} ${before[table]} → ${after[table]}`)
    .join(', ');
}

/**
 * Signing in to an account whose address is not yet confirmed is refused and, by design, queues the
 * confirmation mail again: one outbox row and nothing else.
 */
function resendsConfirmation(
  status: number,
  text: string,
  before: Record<string, number>,
  after: Record<string, number>,
) {
  return (
    status === 403 &&
    text.includes('EMAIL_NOT_VERIFIED') &&
    changedTables({ ...before, email_outbox: (before.email_outbox ?? 0) + 1 }, after) === ''
  );
}

/**
 * Issue 35: a claim on a place that has its owner is refused (409), and its owner is mailed that someone
 * tried, once a day: that mail is the one row the refusal may add.
 */
function tellsTheOwner(status: number, text: string, before: Record<string, number>, after: Record<string, number>) {
  return (
    status === 409 &&
    text.includes('CLAIM_OWNED') &&
    changedTables({ ...before, email_outbox: (before.email_outbox ?? 0) + 1 }, after) === ''
  );
}

/**
 * Sends requests and keeps what went wrong, one example per route and problem.
 *
 * Database unchanged: row counts are taken after every write request (POST, PUT, PATCH, DELETE). A
 * refused one must leave them as the request before it left them; an accepted one (2xx) becomes the new
 * baseline, since a well-formed write may write (approve and sign-out, which read no body, succeed with
 * any). Reads are counted once around their route's whole batch instead, and must change no rows at all,
 * accepted or not: that keeps the run fast without letting a read's change be blamed on a later write.
 */
class Fuzzer {
  readonly failures = new Map<string, { count: number; example: string }>();
  sent = 0;
  accepted = 0;
  private counts: Record<string, number> = {};

  async startBatch() {
    this.counts = await t.rowCounts();
  }

  async endBatch(route: Route) {
    if (route.method !== 'GET') return;
    const changed = changedTables(this.counts, await t.rowCounts());
    if (changed) this.fail(route, 'reads changed rows', changed);
  }

  private fail(route: Route, problem: string, example: string) {
    const key = `${route.method} ${route.pattern}: ${problem}`;
    const seen = this.failures.get(key);
    if (seen) seen.count++;
    else this.failures.set(key, { count: 1, example });
  }

  async send(
    route: Route,
    caller: Caller,
    url: string,
    body: { json?: unknown; raw?: string | Uint8Array<ArrayBuffer> },
  ) {
    // Signing out would end the session the rest of the run calls with.
    const cookie = route.pattern === '/api/auth/sign-out' ? undefined : cookies[caller];
    const headers: Record<string, string> = body.raw === undefined ? {} : { 'content-type': 'application/json' };
    const example = `${cookie ? caller : 'anonymous'} ${route.method} ${JSON.stringify(url)} body=${shown(body.raw ?? body.json)}`;
    this.sent++;
    let status: number;
    let text: string;
    let type: string;
    try {
      const res = await t.request(anyPath(url), {
        method: route.method,
        json: body.json,
        body: body.raw,
        cookie,
        headers,
      });
      status = res.status;
      type = res.headers.get('content-type') ?? '';
      text = await res.text();
    } catch (err) {
      this.fail(route, `threw ${(err as Error).message}`, example);
      this.counts = await t.rowCounts();
      return;
    }
    const answer = `${example} → ${status} ${text.slice(0, 160)}`;
    if (status >= 500) this.fail(route, `answered ${status}`, answer);
    else if (status >= 400 && !(PAGE_ROUTES.has(`${route.method} ${route.pattern}`) && type.startsWith('text/html'))) {
      let shape: { error?: { code?: unknown; message?: unknown } } | undefined;
      try {
        shape = JSON.parse(text);
      } catch {}
      if (typeof shape?.error?.code !== 'string' || typeof shape.error.message !== 'string')
        this.fail(route, `refused ${status} outside the error shape`, answer);
    }
    if (status < 400) this.accepted++;
    if (route.method === 'GET') return;
    const after = await t.rowCounts();
    const changed = status >= 400 ? changedTables(this.counts, after) : '';
    if (
      changed &&
      !resendsConfirmation(status, text, this.counts, after) &&
      !tellsTheOwner(status, text, this.counts, after)
    )
      this.fail(route, `refused ${status} but changed rows`, `${example} → ${changed}`);
    this.counts = after;
  }

  report(): string[] {
    return [...this.failures].map(([key, { count, example }]) => `${key} (×${count}), e.g. ${example}`);
  }
}

/**
 * Fuzzed requests may legitimately reject the listing, hand it to someone else, demote its owner, delete
 * its conversation or take its stamp off the admin's and the owner's passports. Each route starts from the
 * same world, so the owner's requests keep reaching the owner's handlers (and note writes a stamped visit).
 */
async function restoreTheOwnersListing() {
  await t.db
    .insert(passportVisits)
    .values([adminId, real.ownerId].map((userId) => ({ userId, businessId: real.businessId })))
    .onConflictDoNothing();
  await t.db
    .insert(conversations)
    .values({
      id: real.conversationId,
      businessId: real.businessId,
      customerId: real.bystanderId,
      subject: 'Fuzz chat',
    })
    // The owner's delete keeps the row for the customer, closed: open it again for the business.
    .onConflictDoUpdate({
      target: conversations.id,
      set: { status: 'active', hiddenByBusiness: false, hiddenByCustomer: false },
    });
  await t.db
    .update(businesses)
    .set({ ownerId: real.ownerId, isApproved: true, approvedAt: new Date(), rejectedAt: null, rejectionReason: null })
    .where(eq(businesses.id, real.businessId));
  await t.db.update(profiles).set({ role: 'business_owner', banned: false }).where(eq(profiles.id, real.ownerId));
  // The owner's shared list and the place in it, which a fuzzed request may delete, stop sharing or take out.
  await t.db
    .insert(savedLists)
    .values({ id: real.listId, userId: real.ownerId, kind: 'custom', name: 'Fuzz list', shareId: real.shareId })
    .onConflictDoUpdate({ target: savedLists.id, set: { shareId: real.shareId } });
  await t.db.insert(savedPlaces).values({ listId: real.listId, businessId: real.businessId }).onConflictDoNothing();
}

async function fuzzEachRoute(routes: Route[], requests: (route: Route, index: number) => Iterable<FuzzedRequest>) {
  const fuzzer = new Fuzzer();
  const started = Date.now();
  for (const [index, route] of routes.entries()) {
    await restoreTheOwnersListing();
    await fuzzer.startBatch();
    for (const { caller, url, json, raw } of requests(route, index))
      await fuzzer.send(route, caller, url, { json, raw });
    await fuzzer.endBatch(route);
  }
  console.log(
    `${fuzzer.sent} requests over ${routes.length} routes in ${Date.now() - started} ms, ${fuzzer.accepted} accepted`,
  );
  return fuzzer;
}

interface FuzzedRequest {
  caller: Caller;
  url: string;
  json?: unknown;
  raw?: string | Uint8Array<ArrayBuffer>;
}

async function stillSignedIn(cookie: string | undefined) {
  const res = await t.request('/api/auth/get-session', { cookie });
  return Boolean(((await res.json()) as { user?: unknown } | null)?.user);
}

/**
 * The routes that take a file (multipart, read by the route itself), with the caller who reaches the
 * handler and the other fields its form carries.
 */
const UPLOAD_ROUTES: { pattern: string; caller: Caller; fields?: () => Record<string, string> }[] = [
  { pattern: '/api/uploads/images', caller: 'owner' },
  { pattern: '/api/owner/businesses/:businessId/certificates', caller: 'owner' },
  { pattern: '/api/submissions/certificates', caller: 'owner' },
  { pattern: '/api/admin/businesses/:id/certificates', caller: 'admin' },
  { pattern: '/api/owner/businesses/:businessId/images', caller: 'owner' },
  { pattern: '/api/admin/logos', caller: 'admin', fields: () => ({ businessId: real.businessId }) },
  { pattern: '/api/businesses/:id/claim/documents', caller: 'owner' },
];

// The words a PDF, or a file pretending to be one, is made of: structure, active content, escapes, streams.
const PDF_WORDS = [
  '<<',
  '>>',
  '[',
  ']',
  '(',
  ')',
  '\\',
  '%',
  '<',
  '>',
  '/',
  '#',
  '/Type /Catalog',
  '/JS',
  '/J#61vaScript',
  '/#4F#70enAction',
  '/OpenAction [3 0 R /Fit]',
  '/ObjStm',
  '/N 1',
  '/First 4',
  '/Filter /FlateDecode',
  '/DecodeParms << /Predictor 12 /Columns 4 >>',
  '/Length 9',
  '/Length 99999999',
  '/Encrypt',
  'stream\n',
  '\nendstream',
  '1 0 obj',
  'endobj',
  '1 0 R',
  '\u0000',
];
const MAGIC = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};
const withMagic = (magic: number[]) => fc.uint8Array({ maxLength: 600 }).map((b) => new Uint8Array([...magic, ...b]));
const hostileFile: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }),
  fc
    .array(fc.constantFrom(...PDF_WORDS), { maxLength: 80 })
    .map((words) => new Uint8Array(Buffer.from(`%PDF-1.7\n${words.join(' ')}`, 'latin1'))),
  withMagic(MAGIC.pdf),
  withMagic(MAGIC.png),
  withMagic(MAGIC.jpeg),
);

/** Every file stored on disk. */
const storedFiles = () =>
  readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true, encoding: 'utf8' }).sort().join('\n');

describe('the API under fuzzed requests', () => {
  it('never answers 5xx, refuses in its error shape, and a refused request changes no rows', async () => {
    const routes = apiRoutes();
    // Every route the app registers is fuzzed, but the live stream, with better-auth's endpoints in place of
    // its catch-all.
    const registered = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.startsWith('/api/auth/'))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect(routes.length).toBe(registered.size - 1 + AUTH_ENDPOINTS.length);
    const fuzzer = await fuzzEachRoute(routes, (route, index) =>
      fc
        .sample(requestFor(route), { numRuns: REQUESTS_PER_ROUTE, seed: SEED + index })
        .map(({ caller, path, query, json }) => ({ caller, url: `${path}${query}`, json })),
    );
    expect(fuzzer.report()).toEqual([]);
    // The run called as who it meant to: nothing in it signed the admin or the owner out.
    expect(await stillSignedIn(cookies.admin)).toBe(true);
    expect(await stillSignedIn(cookies.owner)).toBe(true);
  }, 120_000);

  it('meets NUL, a lone surrogate and an overlong text in each field of an otherwise valid form', async () => {
    const routes = apiRoutes().filter((r) => BODY_FIELDS[`${r.method} ${r.pattern}`]);
    const fuzzer = await fuzzEachRoute(routes, function* (route) {
      const form = plausibleForm(BODY_FIELDS[`${route.method} ${route.pattern}`]!);
      for (const place of placesIn(form))
        for (const value of ['a\u0000b', 'a\ud800b', 'x'.repeat(20_001)])
          yield { caller: furthestCaller(route), url: realPath(route), json: replaced(form, place, value) };
    });
    expect(fuzzer.report()).toEqual([]);
  }, 120_000);

  it('meets files no camera or PDF writer makes on every upload route: no 5xx, and a refusal stores nothing', async () => {
    const registered = new Set(t.app.routes.map((r) => `${r.method} ${r.path}`));
    expect(UPLOAD_ROUTES.filter((r) => !registered.has(`POST ${r.pattern}`))).toEqual([]);
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const [index, route] of UPLOAD_ROUTES.entries()) {
      await restoreTheOwnersListing();
      const samples = fc.sample(fc.tuple(hostileFile, fc.constantFrom('file', 'file', 'file', 'photo')), {
        numRuns: REQUESTS_PER_ROUTE,
        seed: SEED + index,
      });
      for (const [bytes, field] of samples) {
        const form = new FormData();
        for (const [name, value] of Object.entries(route.fields?.() ?? {})) form.append(name, value);
        form.append(field, new Blob([new Uint8Array(bytes)]), 'upload.pdf');
        const example = `${route.caller} POST ${route.pattern} ${field}=bytes [${[...bytes.subarray(0, 40)].map((b) => b.toString(16)).join(' ')}…] (${bytes.length})`;
        const rows = await t.rowCounts();
        const files = storedFiles();
        const res = await t.request(anyPath(realPath({ method: 'POST', pattern: route.pattern })), {
          method: 'POST',
          body: form,
          cookie: cookies[route.caller],
        });
        const text = await res.text();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 500) failures.push(`answered ${res.status}: ${example} → ${text.slice(0, 160)}`);
        if (res.status < 400) continue;
        const shape = (() => {
          try {
            return JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
          } catch {
            return undefined;
          }
        })();
        if (typeof shape?.error?.code !== 'string' || typeof shape.error.message !== 'string')
          failures.push(`refused ${res.status} outside the error shape: ${example} → ${text.slice(0, 160)}`);
        const changed = changedTables(rows, await t.rowCounts());
        if (changed) failures.push(`refused ${res.status} but changed rows (${changed}): ${example}`);
        if (storedFiles() !== files) failures.push(`refused ${res.status} but stored a file: ${example}`);
      }
    }
    console.log(`uploads: ${JSON.stringify(statuses)} (status: count)`);
    expect(failures).toEqual([]);
  }, 120_000);

  it('meets bodies no JSON encoder writes on every write route, and refuses them where it reads them', async () => {
    const routes = apiRoutes().filter((r) => r.method !== 'GET');
    const fuzzer = await fuzzEachRoute(routes, (route) =>
      RAW_BODIES.map((raw) => ({ caller: furthestCaller(route), url: realPath(route), raw })),
    );
    expect(fuzzer.report()).toEqual([]);
  }, 120_000);
});
