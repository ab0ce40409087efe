import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, givenApi, isolateApiFakes, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ForgotPasswordPage } from './forgot-password-page';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

// better-auth answers every address alike; the page must too, whatever the server knows.
const NEUTRAL = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

function renderPage() {
  return renderWithProviders(<ForgotPasswordPage />, {
    url: '/forgot-password',
    routes: [{ path: '/auth', element: <p>Sign-in page</p> }],
  }).router;
}

async function askFor(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

isolateApiFakes();

describe('forgot password', () => {
  it('asks for the email and answers with the same neutral message for any address', async () => {
    const fetchMock = givenApi({ 'POST /api/auth/request-password-reset': () => Response.json(NEUTRAL) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await askFor('amina@example.com');
    const expected =
      'If an account exists for amina@example.com, we sent it a link to choose a new password. The link works for one hour.';
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(notify.notifySuccess).toHaveBeenCalledWith('Check your email', expected);
    const sent = requestsTo(fetchMock, 'POST', /\/api\/auth\/request-password-reset$/);
    expect(bodyOf(sent[0])).toEqual({ email: 'amina@example.com', redirectTo: '/reset-password' });

    await userEvent.click(screen.getByRole('button', { name: 'Use a Different Email' }));
    await askFor('nobody@example.com');
    expect(
      await screen.findByText(
        'If an account exists for nobody@example.com, we sent it a link to choose a new password. The link works for one hour.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the address before asking the server', async () => {
    const fetchMock = givenApi({ 'POST /api/auth/request-password-reset': () => Response.json(NEUTRAL) });
    renderPage();
    await askFor('not-an-email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when too many links were asked for, and sends nothing new to the screen', async () => {
    givenApi({
      'POST /api/auth/request-password-reset': () =>
        Response.json(
          { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } },
          { status: 429 },
        ),
    });
    renderPage();
    await askFor('amina@example.com');
    await vi.waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'Failed to send the reset link. Please try again.',
        'Too many requests. Please try again later.',
      ),
    );
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
  });

  it('leads back to sign in', async () => {
    givenApi({});
    const router = renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(router.state.location.search).toBe('?tab=login');
  });
});
