import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionUser } from '../../lib/session/session-context';
import { givenSession, givenSessionUser } from '../../testing/session-fixture';
import { ProfilePage } from './profile-page';

function renderProfilePage(user: SessionUser | null) {
  const router = createMemoryRouter(
    [
      { path: '/profile', Component: ProfilePage },
      { path: '/auth', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={givenSession(user)}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  );
  return router;
}

function givenProfileResponse(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile page', () => {
  it('sends a signed-out visitor to sign in, coming back afterwards', async () => {
    const router = renderProfilePage(null);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirect=/profile');
  });

  it('shows the names to edit, and the display name and account type read-only', async () => {
    const user = givenSessionUser('business_owner');
    givenProfileResponse(200, {
      id: user.id,
      firstName: 'Amina',
      lastName: 'Yusuf',
      displayName: 'Amina Yusuf',
      email: user.email,
      role: 'business_owner',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    renderProfilePage(user);
    expect(await screen.findByLabelText('First Name')).toHaveValue('Amina');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Yusuf');
    expect(screen.getByLabelText('Display Name')).toHaveValue('Amina Yusuf');
    expect(screen.getByLabelText('Display Name')).toBeDisabled();
    expect(screen.getByLabelText('Account Type')).toHaveValue('business owner');
    expect(screen.getByLabelText('Account Type')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('says so when the profile cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenProfileResponse(500, { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
    renderProfilePage(givenSessionUser());
    expect(await screen.findByText('Your profile could not be loaded. Please refresh the page.')).toBeInTheDocument();
  });
});
