import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, givenApi, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { EmailCard } from './email-card';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

function renderEmailCard(currentEmail: string) {
  renderWithProviders(<EmailCard currentEmail={currentEmail} />, { user: givenSessionUser() });
  return { input: screen.getByLabelText('Email'), button: screen.getByRole('button', { name: 'Update Email' }) };
}

describe('email address card', () => {
  it('starts with the current email and Update Email disabled', () => {
    const { input, button } = renderEmailCard('amina@example.com');
    expect(input).toHaveValue('amina@example.com');
    expect(button).toBeDisabled();
  });

  it('keeps Update Email disabled when the field is emptied', async () => {
    const { input, button } = renderEmailCard('amina@example.com');
    await userEvent.clear(input);
    expect(button).toBeDisabled();
  });

  it('enables Update Email for a different address, and disables it again when it is changed back', async () => {
    const { input, button } = renderEmailCard('amina@example.com');
    await userEvent.clear(input);
    await userEvent.type(input, 'amina.yusuf@example.com');
    expect(button).toBeEnabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'amina@example.com');
    expect(button).toBeDisabled();
  });
});

describe('changing the email (issue 29)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for the current password and sends it with the new address, then says the current address approves first', async () => {
    const fetchMock = givenApi({ 'POST /api/auth/change-email': () => Response.json({ status: true }) });
    const { input, button } = renderEmailCard('amina@example.com');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'amina.yusuf@example.com');
    await userEvent.click(button);
    expect(await screen.findByText('Enter your current password to change your email.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', /change-email$/)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Current Password'), 'my-secret-pass');
    await userEvent.click(button);
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'POST', /change-email$/)).toHaveLength(1));
    expect(bodyOf(requestsTo(fetchMock, 'POST', /change-email$/)[0])).toMatchObject({
      newEmail: 'amina.yusuf@example.com',
      password: 'my-secret-pass',
    });
    await vi.waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Approval Sent',
        'Check amina@example.com to approve the change, then confirm it from the new address.',
      ),
    );
  });

  it('says so when the current password is wrong', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'POST /api/auth/change-email': () =>
        Response.json({ error: { code: 'INVALID_PASSWORD', message: 'Invalid password' } }, { status: 400 }),
    });
    const { input, button } = renderEmailCard('amina@example.com');
    await userEvent.clear(input);
    await userEvent.type(input, 'amina.yusuf@example.com');
    await userEvent.type(screen.getByLabelText('Current Password'), 'not-it');
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'Failed to update email. Please try again.',
        'Your current password is incorrect.',
      ),
    );
  });
});
