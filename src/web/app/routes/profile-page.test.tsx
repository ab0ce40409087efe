import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../lib/session/session-context';
import { givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { ProfilePage } from './profile-page';

function renderProfilePage(user: SessionUser | null) {
  return renderWithProviders(<ProfilePage />, {
    user,
    url: '/profile',
    routes: [{ path: '/auth', element: <p>Sign-in page</p> }],
  }).router;
}

/** The profile route answers `body` with `status`; any other route is unknown (404). */
function givenProfileResponse(status: number, body: unknown) {
  return givenApi({ 'GET /api/profile': () => Response.json(body, { status }) });
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
