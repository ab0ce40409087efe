import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, givenApi, isolateApiFakes, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSession } from '../../testing/session-fixture';
import { ResetPasswordPage } from './reset-password-page';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

function renderPage(url: string) {
  const session = givenSession(null);
  const { router } = renderWithProviders(<ResetPasswordPage />, {
    url,
    session,
    routes: [
      { path: '/auth', element: <p>Sign-in page</p> },
      { path: '/forgot-password', element: <p>Forgot password page</p> },
    ],
  });
  return { router, session };
}

async function choose(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

isolateApiFakes();

describe('choosing a new password from the mailed link', () => {
  it('sets it with the token and sends the person to sign in with a success toast', async () => {
    const fetchMock = givenApi({ 'POST /api/auth/reset-password': () => Response.json({ status: true }) });
    const { router, session } = renderPage('/reset-password?token=mailed-token');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await choose('brand-new-pass');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=login');
    expect(notify.notifySuccess).toHaveBeenCalledWith('Password Updated', 'Sign in with your new password.');
    expect(session.refresh).toHaveBeenCalled();
    const sent = requestsTo(fetchMock, 'POST', /\/api\/auth\/reset-password$/);
    expect(bodyOf(sent[0])).toEqual({ token: 'mailed-token', newPassword: 'brand-new-pass' });
  });

  it('keeps the sign-up password rule and asks for the same password twice', async () => {
    const fetchMock = givenApi({ 'POST /api/auth/reset-password': () => Response.json({ status: true }) });
    renderPage('/reset-password?token=mailed-token');
    await choose('12345');
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await choose('brand-new-pass', 'brand-new-pasS');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains an invalid or expired link and offers to ask again', async () => {
    givenApi({});
    const { router } = renderPage('/reset-password?error=INVALID_TOKEN');
    expect(screen.getByRole('heading', { name: 'Reset link invalid' })).toBeInTheDocument();
    expect(screen.getByText(/This password reset link is invalid or has expired./)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Request a New Link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('treats a visit without a token as an invalid link', () => {
    givenApi({});
    renderPage('/reset-password');
    expect(screen.getByRole('heading', { name: 'Reset link invalid' })).toBeInTheDocument();
  });

  it('says the link is no longer valid when the server refuses the token', async () => {
    givenApi({
      'POST /api/auth/reset-password': () =>
        Response.json({ error: { code: 'INVALID_TOKEN', message: 'Invalid token' } }, { status: 400 }),
    });
    renderPage('/reset-password?token=used-token');
    await choose('brand-new-pass');
    expect(await screen.findByRole('heading', { name: 'Reset link invalid' })).toBeInTheDocument();
    expect(notify.notifyError).toHaveBeenCalledWith('This password reset link is invalid or has expired.');
  });
});
