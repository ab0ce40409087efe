import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, givenApi, isolateApiFakes, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSession } from '../../testing/session-fixture';
import { AccountRecoveryPage } from './account-recovery-page';

isolateApiFakes();

const TOKEN = 'mailed-recovery-token-0123456789';

describe("'This wasn't me' (issue 29)", () => {
  it('changes nothing when opened, and secures the account when the button is pressed', async () => {
    const fetchMock = givenApi({
      'POST /api/account/recover': () => Response.json({ email: 'amina@example.com', emailRestored: true }),
    });
    renderWithProviders(<AccountRecoveryPage />, {
      url: `/account-recovery?token=${TOKEN}`,
      session: givenSession(null),
    });
    expect(screen.getByRole('heading', { name: 'Secure your account' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', /recover$/)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: "This wasn't me" }));
    expect(await screen.findByRole('heading', { name: 'Your account is secured' })).toBeInTheDocument();
    expect(bodyOf(requestsTo(fetchMock, 'POST', /recover$/)[0])).toEqual({ token: TOKEN });
    expect(screen.getByText(/Your former email address is back/)).toBeInTheDocument();
    expect(screen.getByText(/We emailed amina@example.com a link to choose a new password./)).toBeInTheDocument();
  });

  it('says when the link no longer works', async () => {
    givenApi({
      'POST /api/account/recover': () =>
        Response.json(
          {
            error: { code: 'INVALID_RECOVERY_LINK', message: 'This link is invalid, has expired or was already used.' },
          },
          { status: 404 },
        ),
    });
    renderWithProviders(<AccountRecoveryPage />, {
      url: `/account-recovery?token=${TOKEN}`,
      session: givenSession(null),
    });
    await userEvent.click(screen.getByRole('button', { name: "This wasn't me" }));
    expect(await screen.findByRole('heading', { name: 'Link invalid' })).toBeInTheDocument();
  });
});
