import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiPath, KnownPath } from './api-paths';
import { givenBusiness } from './factories';
import { anyPath, createTestContext, linkPath, requestTable, type TestContext } from './harness';

// Issue 32: a test's request names a route the app registers, or it does not compile. Each line marked
// `@ts-expect-error` differs from the line above it only in its path or its method, so `tsc --noEmit` fails
// if a wrong path ever compiles again; run, the same lines show what the compiler spares: the 404.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the path of a test request', () => {
  it('names a registered route, its :params filled by any text', async () => {
    const business = await givenBusiness(t.db, { name: 'Typed Tandoor' });
    expect((await t.request('/api/categories')).status).toBe(200);
    expect((await t.request(`/api/businesses/${business.slug}`)).status).toBe(200);
    expect((await t.request(`/api/businesses/${business.id}/reviews?page=1`)).status).toBe(200);
    expect((await t.request('/api/businesses?category=all-businesses&q=tandoor')).status).toBe(200);
  });

  it('does not compile when the route is renamed, which would only answer 404', async () => {
    const business = await givenBusiness(t.db, { name: 'Renamed Rotisserie' });
    // @ts-expect-error a renamed route
    expect((await t.request(`/api/businessez/${business.slug}`)).status).toBe(404);
    // @ts-expect-error a renamed route under one whose :slug would take any text, slashes included
    expect((await t.request(`/api/businesses/${business.id}/ratings`)).status).toBe(404);
    // @ts-expect-error a segment too many
    expect((await t.request('/api/categories/restaurants/extra')).status).toBe(404);
  });

  it('does not compile with a method its route does not answer', async () => {
    const business = await givenBusiness(t.db, { name: 'Method Mandi' });
    const { cookie } = await t.givenSignedIn();
    const path = `/api/businesses/${business.id}/reviews` as const;
    expect((await t.request(path, { json: { rating: 5, comment: 'Lovely mandi.' }, cookie })).status).toBe(201);
    // @ts-expect-error the same route, with a method it does not answer
    expect((await t.request(path, { method: 'DELETE', cookie })).status).toBe(404);
    // @ts-expect-error a JSON body is a POST, which the categories do not take
    expect((await t.request('/api/categories', { json: { name: 'Sweets' }, cookie })).status).toBe(404);
  });

  it('checks each row of a table against its own method', () => {
    const id = crypto.randomUUID();
    const table = requestTable([
      { method: 'GET', path: '/api/admin/featured' },
      { method: 'PUT', path: `/api/admin/businesses/${id}/featured` },
      ['POST', `/api/admin/users/${id}/ban`, { reason: 'Spam' }],
      `/api/conversations/${id}/messages`,
    ]);
    expect(table).toHaveLength(4);
    // @ts-expect-error POST on a GET route
    requestTable([{ method: 'POST', path: '/api/admin/featured' }]);
    // @ts-expect-error a renamed route, under `/api/admin/businesses/:id` which a loop's union would let through
    requestTable([{ method: 'PUT', path: `/api/admin/businesses/${id}/featurd` }]);
    // @ts-expect-error a bare path is a GET
    requestTable([`/api/conversations/${id}/hide`]);
  });

  it('covers what the server answers beyond the API, as narrowly as it serves it', () => {
    expectTypeOf<'/api/auth/sign-in/email'>().toExtend<ApiPath<'POST'>>();
    expectTypeOf<'/metrics'>().toExtend<ApiPath<'GET'>>();
    expectTypeOf<'/sitemaps/businesses-2.xml'>().toExtend<ApiPath<'GET'>>();
    expectTypeOf<'/r/some-business?chat=open'>().toExtend<ApiPath<'GET'>>();
    expectTypeOf<'/uploads/logos/a.webp'>().toExtend<ApiPath<'GET'>>();
    expectTypeOf<
      KnownPath<'/sitemaps/businesses-x.xml', 'GET'>
    >().toEqualTypeOf<'no GET route answers /sitemaps/businesses-x.xml'>();
    expectTypeOf<KnownPath<'/metrics', 'POST'>>().toEqualTypeOf<'no POST route answers /metrics'>();
    expectTypeOf<KnownPath<'/r/a/b', 'GET'>>().toEqualTypeOf<'no GET route answers /r/a/b'>();
  });

  it('goes unchecked only where a test says so: a path no route answers, a link the server wrote', async () => {
    expect((await t.request(anyPath('/api/no-such-route'))).status).toBe(404);
    expect(linkPath('http://localhost:3000/api/unsubscribe/newsletter/abc?x=1')).toBe(
      '/api/unsubscribe/newsletter/abc?x=1',
    );
  });
});
