import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useMemo, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';
import { SessionContext, type SessionUser } from '../lib/session/session-context';
import { deferredReply, givenApi } from '../testing/fetch-fixture';
import { givenSession, givenSessionUser } from '../testing/session-fixture';
import { AppRoutes, loadPage } from './router';

vi.mock('../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// The home page's code arrives slowly, as on a phone's first visit: well after the session has ended.
vi.mock('./routes/home-page', async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { HomePage: () => <p>Home page</p> };
});

// The profile's code is there already: the person is on that page. Only home's is still on its way.
beforeAll(() => loadPage('/profile'), 30_000);

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  givenApi({
    'GET /api/profile': () => deferredReply().promise,
    'GET /api/categories': () => Response.json([]),
    'GET /api/site': () => Response.json({ social: { instagram: null, facebook: null } }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifyError).mockClear();
});

/**
 * A session that ends as better-auth's does: the sign-out call answers first, and the session reads as
 * signed out a moment later, when the client has fetched it again.
 */
function SessionEndingAfterSignOut({ children, fails }: { children: ReactNode; fails: boolean }) {
  const [user, setUser] = useState<SessionUser | null>(givenSessionUser('user'));
  const session = useMemo(
    () =>
      givenSession(user, {
        signOut: async () => {
          if (fails) return { error: { status: 500 } };
          setTimeout(() => setUser(null), 10);
          return { error: null };
        },
      }),
    [user, fails],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The address on screen, for the test to read. */
let shownAt = '';
function ShownAddress() {
  const location = useLocation();
  shownAt = location.pathname + location.search;
  return null;
}

/** The app as the browser runs it: its own routes, its navigations as transitions (BrowserRouter's way). */
function renderApp(url: string, { fails = false } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionEndingAfterSignOut fails={fails}>
        <MemoryRouter initialEntries={[url]}>
          <ShownAddress />
          <AppRoutes />
        </MemoryRouter>
      </SessionEndingAfterSignOut>
    </QueryClientProvider>,
  );
}

describe('Sign Out', () => {
  it("ends on the home page from /profile while the home page's code is still arriving, never on the sign-in page", async () => {
    renderApp('/profile');
    const main = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();

    // In the account menu (the browser opens it; jsdom keeps it closed).
    await userEvent.click(main.getByRole('button', { name: 'Sign Out', hidden: true }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    // Signed out by now, and still home.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument());
    expect(shownAt).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it("says 'Failed to sign out. Please try again.' when the sign-out fails, and stays signed in", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/profile', { fails: true });
    const main = within(await screen.findByRole('navigation', { name: 'Main' }));

    await userEvent.click(main.getByRole('button', { name: 'Sign Out', hidden: true }));

    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to sign out. Please try again.'));
    expect(main.getByRole('button', { name: 'Sign Out', hidden: true })).toBeInTheDocument();
  });
});
