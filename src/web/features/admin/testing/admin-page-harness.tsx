import { AdminPage } from '../../../app/routes/admin-page';
import type { SessionUser } from '../../../lib/session/session-context';
import { type ApiRoutes, givenApi } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { givenSessionUser } from '../../../testing/session-fixture';
import { givenAdminStats, moderationPage } from './admin-fixtures';

// Shared by the admin dashboard's component tests: the page in a router, and the admin API faked.

/** The signed-in admin (the own row of the Users tab has this id). */
export const admin = () => givenSessionUser('admin');

export function renderAdminPage(user: SessionUser | null, entry = '/admin') {
  return renderWithProviders(<AdminPage />, {
    user,
    url: entry,
    routes: [
      { path: '/auth', element: <p>Sign-in page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
  }).router;
}

/** The admin API with the given listings per moderation tab; more routes can be added or replaced. */
export function givenAdminApi(listings: Partial<Record<string, unknown[]>> = {}, routes: ApiRoutes = {}) {
  return givenApi({
    'GET /api/admin/stats': () => Response.json(givenAdminStats()),
    'GET /api/admin/businesses': (url) =>
      Response.json(moderationPage((listings[url.searchParams.get('status') ?? ''] ?? []) as never)),
    'GET /api/admin/featured': () => Response.json([]),
    'GET /api/categories': () => Response.json([]),
    'GET /api/admin/owner-edits': () => Response.json([]),
    ...routes,
  });
}

/** The JSON bodies sent to a path with a method, in order. */
export function sentBodies(fetchMock: ReturnType<typeof givenApi>, method: string, path: string | RegExp): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname.match(path),
    )
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}
