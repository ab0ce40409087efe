import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, givenApi, isolateApiFakes, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { PasswordCard } from './password-card';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

isolateApiFakes();

const renderCard = () => renderWithProviders(<PasswordCard />, { user: givenSessionUser() });

async function change(current: string, next: string, confirmation = next) {
  await userEvent.type(screen.getByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('the profile password card (issue 29)', () => {
  it('changes the password with the current one and says the other devices were signed out', async () => {
    const fetchMock = givenApi({ 'POST /api/auth/change-password': () => Response.json({ token: null, user: {} }) });
    renderCard();
    await change('old-pass-123', 'saffron-rice-77');
    await vi.waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('Password Changed', 'Your other devices were signed out.'),
    );
    expect(bodyOf(requestsTo(fetchMock, 'POST', /change-password$/)[0])).toEqual({
      currentPassword: 'old-pass-123',
      newPassword: 'saffron-rice-77',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('checks the new password twice before asking the server', async () => {
    const fetchMock = givenApi({});
    renderCard();
    await change('old-pass-123', 'saffron-rice-77', 'saffron-rice-78');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', /change-password$/)).toHaveLength(0);
  });

  it('tells why the server refused a common password', async () => {
    givenApi({
      'POST /api/auth/change-password': () =>
        Response.json(
          { error: { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common. Please choose another.' } },
          { status: 400 },
        ),
    });
    renderCard();
    await change('old-pass-123', 'iloveyou');
    await vi.waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'Failed to change password. Please try again.',
        'This password is too common. Please choose another.',
      ),
    );
  });

  it("signs the other devices out with 'Sign out other devices'", async () => {
    const fetchMock = givenApi({ 'POST /api/auth/revoke-other-sessions': () => Response.json({ status: true }) });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out other devices' }));
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'POST', /revoke-other-sessions$/)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Other Devices Signed Out',
        'Only this device is still signed in.',
      ),
    );
  });
});
