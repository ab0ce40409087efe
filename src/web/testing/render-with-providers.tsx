import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { createQueryClient } from '../lib/query-client';
import { SessionContext, type SessionUser, type SessionValue } from '../lib/session/session-context';
import { givenSession } from './session-fixture';

export interface RenderOptions {
  /** Who is signed in; a visitor unless told. */
  user?: SessionUser | null;
  /** Replaces parts of the session (its functions, `loading`); the whole value comes back as `session`. */
  session?: Partial<SessionValue>;
  /** Server data already in the cache, as `[queryKey, data]` pairs. */
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** How long cached data counts as fresh (the app's setting unless told); `Infinity` keeps seeded data unfetched. */
  staleTime?: number;
  /** Where the visit starts; a list is a history whose last entry is the current page. */
  url?: string | string[];
  /** Where the element is routed: any URL no other route claims, unless a page reads params (`/r/:slug`). */
  path?: string;
  /** Pages beside the element that it can lead to, e.g. `{ path: '/auth', element: <p>Sign-in page</p> }`. */
  routes?: RouteObject[];
}

/**
 * Renders the element (or a whole route table) the way the app does: the app's own query client, a
 * session, and a router in memory. Returns the query client, the router and the session with the
 * Testing Library result, so a test can follow navigation or assert on the session's calls.
 */
export function renderWithProviders(ui: ReactElement | RouteObject[], options: RenderOptions = {}) {
  const { user = null, url = '/', path = '*', routes = [] } = options;
  const queryClient = createTestQueryClient(options.staleTime);
  for (const [queryKey, data] of options.queryData ?? []) queryClient.setQueryData(queryKey, data);
  const session = givenSession(user, options.session);
  const entries = Array.isArray(url) ? url : [url];
  const pages = Array.isArray(ui) ? ui : [{ path, element: ui }];
  const router = createMemoryRouter([...pages, ...routes], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={session}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SessionContext>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router, session };
}

/** The app's query client without retries: a refused request shows its error at once, not after the app's back-off. */
function createTestQueryClient(staleTime?: number) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, ...(staleTime === undefined ? {} : { staleTime }) },
    mutations: { ...defaults.mutations, retry: false },
  });
  return queryClient;
}
