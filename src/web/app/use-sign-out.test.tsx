import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useMemo, useState } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../features/accounts/profile-page';
import { notifyError } from '../lib/notify';
import { SessionContext, type SessionUser } from '../lib/session/session-context';
import { deferredReply, givenApi } from '../testing/fetch-fixture';
import { renderWithProviders } from '../testing/render-with-providers';
import { givenSession, givenSessionUser } from '../testing/session-fixture';
import { Header } from './header';

vi.mock('../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifyError).mockClear();
});

/**
 * A session that ends as better-auth's does: the sign-out call answers first, and the session reads as
 * signed out a moment later, when the client has fetched it again.
 */
function SessionEndingAfterSignOut({ children, fails = false }: { children: ReactNode; fails?: boolean }) {
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

function HomeStub() {
  return <p>Home page</p>;
}

/** The app's shape: the header over the page, and a home page that loads on demand (slower than the session). */
function appRoutes(fails = false): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <SessionEndingAfterSignOut fails={fails}>
          <Header />
          <Outlet />
        </SessionEndingAfterSignOut>
      ),
      children: [
        {
          index: true,
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 100));
            return { Component: HomeStub };
          },
        },
        { path: 'profile', element: <ProfilePage /> },
        { path: 'auth', element: <p>Sign-in page</p> },
      ],
    },
  ];
}

describe('Sign Out', () => {
  it('lands on the home page from /profile, not on the sign-in page the profile sends visitors to', async () => {
    givenApi({ 'GET /api/profile': () => deferredReply().promise });
    const { router } = renderWithProviders(appRoutes(), { url: '/profile' });
    const main = within(screen.getByRole('navigation', { name: 'Main' }));

    await userEvent.click(main.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    // Signed out by now, and still home.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
  });

  it("says 'Failed to sign out. Please try again.' when the sign-out fails, and stays signed in", async () => {
    givenApi({ 'GET /api/profile': () => deferredReply().promise });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(appRoutes(true), { url: '/profile' });
    const main = within(screen.getByRole('navigation', { name: 'Main' }));

    await userEvent.click(main.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to sign out. Please try again.'));
    expect(main.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
