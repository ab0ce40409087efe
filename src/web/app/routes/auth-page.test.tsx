import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionValue } from '../../lib/session/session-context';
import { bodyOf, givenApi, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSession, givenSessionUser } from '../../testing/session-fixture';
import { AuthPage } from './auth-page';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderAuthPage(url: string, session: SessionValue) {
  return renderWithProviders(<AuthPage />, {
    session,
    url,
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/forgot-password', element: <p>Forgot password page</p> },
    ],
  }).router;
}

async function fillSignUp(password: string) {
  await userEvent.type(screen.getByLabelText('First Name'), 'Amina');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Yusuf');
  await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('sign-up form', () => {
  it('refuses a 5-character password without calling the server', async () => {
    const session = givenSession(null);
    renderAuthPage('/auth?tab=signup', session);
    await fillSignUp('12345');
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(session.signUp).not.toHaveBeenCalled();
  });

  it('requires every field and a valid email', async () => {
    const session = givenSession(null);
    renderAuthPage('/auth?tab=signup', session);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(session.signUp).not.toHaveBeenCalled();
  });

  it('after signing up, says a confirmation is needed and returns to the login tab with the email filled in', async () => {
    const session = givenSession(null);
    const router = renderAuthPage('/auth?tab=signup', session);
    await fillSignUp('secret1');
    expect(session.signUp).toHaveBeenCalledWith({
      firstName: 'Amina',
      lastName: 'Yusuf',
      email: 'amina@example.com',
      password: 'secret1',
    });
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We sent a confirmation link to amina@example.com. Please confirm your email before signing in.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=login');
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
  });

  it('shows the server refusal inline, until the person edits the form', async () => {
    const session = givenSession(null, { signUp: vi.fn(async () => ({ error: { code: 'USER_ALREADY_EXISTS' } })) });
    renderAuthPage('/auth?tab=signup', session);
    await fillSignUp('secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please sign in instead or check your email for a confirmation link.',
    );
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('sign-in form', () => {
  it('is the default tab and switching tabs updates the URL', async () => {
    const router = renderAuthPage('/auth', givenSession(null));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(router.state.location.search).toBe('?tab=signup');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('tells an unconfirmed account once what to do, and sends a new link to the address typed', async () => {
    const fetchMock = givenApi({ 'POST /api/auth/send-verification-email': () => Response.json({ status: true }) });
    const session = givenSession(null, {
      signIn: vi.fn(async () => ({ error: { code: 'EMAIL_NOT_VERIFIED', status: 403 } })),
    });
    renderAuthPage('/auth?tab=login', session);
    await userEvent.type(screen.getByLabelText('Email'), ' amina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check your email and confirm your account before signing in.',
    );
    // Said here only: no toast repeats it.
    expect(screen.getAllByText('Please check your email and confirm your account before signing in.')).toHaveLength(1);
    expect(notify.notifyError).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Send New Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new confirmation link to amina@example.com.',
    );
    const sent = requestsTo(fetchMock, 'POST', /\/api\/auth\/send-verification-email$/);
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent[0])).toEqual({ email: 'amina@example.com', callbackURL: '/email-confirmation' });
    expect(screen.queryByRole('button', { name: 'Send New Link' })).not.toBeInTheDocument();
    expect(notify.notifySuccess).not.toHaveBeenCalled();
  });

  it('drops the unconfirmed notice and its link once the address is edited', async () => {
    const session = givenSession(null, {
      signIn: vi.fn(async () => ({ error: { code: 'EMAIL_NOT_VERIFIED', status: 403 } })),
    });
    renderAuthPage('/auth?tab=login', session);
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('button', { name: 'Send New Link' });

    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send New Link' })).not.toBeInTheDocument();
  });

  it('drops a stale refusal as soon as a field is edited, so it never stands beside a new field error', async () => {
    const session = givenSession(null, {
      signIn: vi.fn(async () => ({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 } })),
    });
    renderAuthPage('/auth?tab=login', session);
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );

    await userEvent.clear(screen.getByLabelText('Password'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid email or password/)).not.toBeInTheDocument();
    expect(session.signIn).toHaveBeenCalledTimes(1);
  });

  it("leads from 'Forgot password?' to the reset request", async () => {
    const router = renderAuthPage('/auth', givenSession(null));
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('Forgot password page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('goes to the redirect target after signing in', async () => {
    const router = renderAuthPage('/auth?redirect=/profile', givenSession(null));
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends a signed-in member home, never to another site', async () => {
    renderAuthPage('/auth?redirect=//evil.example', givenSession(givenSessionUser()));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('sends a signed-in member home when the redirect hides another site behind a tab', async () => {
    const router = renderAuthPage('/auth?redirect=/%09/evil.example/x', givenSession(givenSessionUser()));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
