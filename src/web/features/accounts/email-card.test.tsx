import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { EmailCard } from './email-card';

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
