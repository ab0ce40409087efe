import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, givenApi, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { OwnDataCard } from './own-data-card';

// Issue 33: on the profile, 'Download my data' saves a file of the person's data, and 'Delete my account'
// deletes it once the account's email is typed.

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const user = givenSessionUser();

function renderCard() {
  return renderWithProviders(<OwnDataCard email={user.email} />, {
    user,
    url: '/profile',
    routes: [{ path: '/', element: <p>Home page</p> }],
  });
}

/** Opens 'Delete my account', types `typed` where the dialog asks for the email, and confirms. */
async function deleteTyping(typed: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
  expect(dialog.getByText(/Your reviews stay, signed A former member\./)).toBeInTheDocument();
  if (typed) await userEvent.type(dialog.getByLabelText(`Type ${user.email} to confirm`), typed);
  await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
}

describe('your data on the profile', () => {
  it("offers 'Download my data' as a file from the server, for the signed-in person", () => {
    givenApi({});
    renderCard();
    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/account/data');
    expect(download).toHaveAttribute('download');
  });

  it('deletes the account only when its email is typed, then signs out and goes home', async () => {
    const api = givenApi({ 'DELETE /api/account': () => Response.json({ deleted: true }) });
    const { router, session } = renderCard();

    await deleteTyping('someone-else@example.com');
    expect(notify.notifyError).toHaveBeenCalledWith('Deletion Cancelled', 'The confirmation text did not match.');
    expect(requestsTo(api, 'DELETE', /^\/api\/account$/)).toHaveLength(0);

    await deleteTyping(user.email.toUpperCase());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [call] = requestsTo(api, 'DELETE', /^\/api\/account$/);
    expect(bodyOf(call)).toEqual({ email: user.email });
    expect(notify.notifySuccess).toHaveBeenCalledWith(
      'Account Deleted',
      `Your account has been deleted. A confirmation is on its way to ${user.email}.`,
    );
    expect(session.refresh).toHaveBeenCalled();
  });

  it('tells someone who runs a business to hand it over first, and keeps them here', async () => {
    givenApi({
      'DELETE /api/account': () =>
        Response.json(
          { error: { code: 'OWNS_BUSINESS', message: 'You run a business on the directory.' } },
          { status: 409 },
        ),
    });
    const { router } = renderCard();
    await deleteTyping(user.email);
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'Hand Over Your Business First',
        'You run a business on the directory. Ask us to hand it over to someone else or to delete it, then delete your account.',
      ),
    );
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('asks nothing of the server when the dialog is cancelled', async () => {
    const api = givenApi({});
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(api, 'DELETE', /^\/api\/account$/)).toHaveLength(0);
  });
});
