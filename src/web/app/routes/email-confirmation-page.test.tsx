import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../lib/session/session-context';
import { bodyOf, deferredReply, givenApi, isolateApiFakes, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { EmailConfirmationPage } from './email-confirmation-page';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

const MARK = '0b7f3c1e-5d2a-4c4b-9a51-6f1e2d3c4b5a.c2lnbmVk';

/** The server's answer about the account a mark names: confirmed only when the link was really used. */
function givenServer(confirmedMarks: string[] = []) {
  return givenApi({
    'GET /api/email-confirmation': (url) =>
      Response.json({ confirmed: confirmedMarks.includes(url.searchParams.get('account') ?? '') }),
    'POST /api/auth/send-verification-email': () => Response.json({ status: true }),
  });
}

function renderPage(url: string, user: SessionUser | null = null) {
  return renderWithProviders(<EmailConfirmationPage />, {
    url,
    user,
    routes: [{ path: '/', element: <p>Home page</p> }],
  }).router;
}

isolateApiFakes();

describe('email confirmation page', () => {
  it("shows the page's frame at once, and the answer in it when the server gives it", async () => {
    const answer = deferredReply();
    givenApi({ 'GET /api/email-confirmation': () => answer.promise });
    renderPage(`/email-confirmation?account=${MARK}`);

    expect(screen.getByRole('heading', { name: 'Email Confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your confirmation…');
    expect(document.title).toBe('Email Confirmation — Indiana Halal Directory');

    answer.resolve(Response.json({ confirmed: true }));
    expect(await screen.findByRole('heading', { name: 'Email Confirmed' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your confirmation…')).not.toBeInTheDocument();
  });

  it('confirms the account when the used link lands here, and points onwards', async () => {
    const fetchMock = givenServer([MARK]);
    const router = renderPage(`/email-confirmation?account=${MARK}`);
    expect(await screen.findByRole('heading', { name: 'Email Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your account is now active and ready to use!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', /^\/api\/email-confirmation$/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await userEvent.click(screen.getByRole('button', { name: 'Start Exploring' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('does not say Email Confirmed to someone who only typed the address', async () => {
    givenServer([MARK]);
    renderPage('/email-confirmation');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.queryByText('Email Confirmed')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send New Link' })).toBeInTheDocument();
  });

  it('does not trust a mark the server does not confirm', async () => {
    givenServer([MARK]);
    renderPage('/email-confirmation?account=someone.forged');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.queryByText('Email Confirmed')).not.toBeInTheDocument();
  });

  it('explains an expired link and mails a new one to the address given, answering neutrally', async () => {
    const fetchMock = givenServer([MARK]);
    renderPage(`/email-confirmation?account=${MARK}&error=TOKEN_EXPIRED`);
    expect(await screen.findByRole('heading', { name: 'Confirmation link invalid' })).toBeInTheDocument();
    expect(screen.getByText(/invalid or has expired/)).toBeInTheDocument();
    expect(screen.queryByText('Email Confirmed')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Send New Link' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send New Link' }));
    expect(
      await screen.findByText(
        'If amina@example.com belongs to an account waiting for confirmation, we sent it a new link.',
      ),
    ).toBeInTheDocument();
    const sent = requestsTo(fetchMock, 'POST', /\/api\/auth\/send-verification-email$/);
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent[0])).toEqual({ email: 'amina@example.com', callbackURL: '/email-confirmation' });
    // Said once, where it was asked: no toast besides.
    expect(notify.notifySuccess).not.toHaveBeenCalled();
  });

  it('says when too many links were asked for', async () => {
    givenApi({
      'POST /api/auth/send-verification-email': () =>
        Response.json(
          { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } },
          { status: 429 },
        ),
    });
    renderPage('/email-confirmation?error=INVALID_TOKEN');
    await userEvent.type(await screen.findByLabelText('Email'), 'amina@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send New Link' }));
    await vi.waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'An unexpected error occurred. Please try again.',
        'Too many requests. Please try again later.',
      ),
    );
  });

  it('offers a signed-in person whose email is not confirmed a button for their own address', async () => {
    const fetchMock = givenServer();
    renderPage('/email-confirmation?error=INVALID_TOKEN', { ...givenSessionUser(), emailVerified: false });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Send New Link' }));
    expect(await screen.findByText('We sent a new confirmation link to amina@example.com.')).toBeInTheDocument();
    const sent = requestsTo(fetchMock, 'POST', /\/api\/auth\/send-verification-email$/);
    expect(bodyOf(sent[0])).toMatchObject({ email: 'amina@example.com' });
  });

  it('keeps a retry when the check itself fails', async () => {
    let answer = 500;
    givenApi({
      'GET /api/email-confirmation': () =>
        answer === 500
          ? Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 })
          : Response.json({ confirmed: true }),
    });
    renderPage(`/email-confirmation?account=${MARK}`);
    expect(await screen.findByText('We could not check your confirmation.')).toBeInTheDocument();
    expect(notify.notifyError).toHaveBeenCalledWith('Failed to check your confirmation. Please try again.');
    answer = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Email Confirmed' })).toBeInTheDocument();
  });
});
