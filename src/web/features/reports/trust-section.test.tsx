import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenBusiness } from '../../testing/business-fixture';
import { type ApiRoutes, bodyOf, givenApi, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { CONFIRMED_TEXT, REPORTED_TEXT, type Trust } from './trust-queries';
import { TrustSection } from './trust-section';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const saffron = givenBusiness();
const ALREADY_REPORTED = 'You already reported a problem with this listing. An admin will look at it soon.';

function givenTrust(trust: Partial<Trust> = {}, routes: ApiRoutes = {}) {
  return givenApi({
    'GET /api/businesses/:id/trust': () =>
      Response.json({ openReport: null, canConfirm: false, confirmedAt: null, confirmations: 0, ...trust }),
    'POST /api/businesses/:id/reports': () =>
      Response.json(
        { id: 'r1', reason: 'address_hours', note: null, createdAt: '2026-05-01T12:00:00.000Z' },
        { status: 201 },
      ),
    ...routes,
  });
}

function renderTrust(signedIn = true) {
  return renderWithProviders(<TrustSection business={{ id: saffron.id, name: saffron.name, slug: saffron.slug }} />, {
    user: signedIn ? givenSessionUser() : null,
    routes: [{ path: '/auth', element: <p>Sign-in page</p> }],
  });
}

async function openReportDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
  return within(await screen.findByRole('dialog', { name: 'Report a problem' }));
}

describe("'Report a problem' on the business page (issue 16)", () => {
  it('sends what is wrong and the note, then thanks the reporter', async () => {
    const fetchMock = givenTrust();
    renderTrust();
    const dialog = await openReportDialog();
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Permanently closed',
      'Wrong halal information',
      'Wrong address or hours',
      'Other',
    ]);
    await userEvent.click(dialog.getByRole('radio', { name: 'Wrong address or hours' }));
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'They moved to 40 Main St.');
    expect(dialog.getByText('25/1000')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));

    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('Report sent', 'Thank you. An admin will look at it soon.'),
    );
    const sent = requestsTo(fetchMock, 'POST', new RegExp(`/api/businesses/${saffron.id}/reports$`));
    expect(sent.map(bodyOf)).toEqual([{ reason: 'address_hours', note: 'They moved to 40 Main St.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks what is wrong before sending anything', async () => {
    const fetchMock = givenTrust();
    renderTrust();
    const dialog = await openReportDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByText('Choose what is wrong')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Permanently closed' })).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', /\/reports$/)).toHaveLength(0);
  });

  it("shows the server's words when the person already has an open report", async () => {
    givenTrust(
      {},
      {
        'POST /api/businesses/:id/reports': () =>
          Response.json({ error: { code: 'CONFLICT', message: ALREADY_REPORTED } }, { status: 409 }),
      },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTrust();
    const dialog = await openReportDialog();
    await userEvent.click(dialog.getByRole('radio', { name: 'Permanently closed' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(ALREADY_REPORTED);
    expect(notify.notifyError).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  });

  it('says the report is open instead of offering another', async () => {
    givenTrust({ openReport: { reason: 'closed', createdAt: '2026-05-01T12:00:00.000Z' } });
    renderTrust();
    expect(await screen.findByText(REPORTED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in and come back, without asking the server anything', async () => {
    const fetchMock = givenTrust();
    renderTrust(false);
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Authentication Required' }));
    expect(dialog.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/auth?redirect=/r/${saffron.slug}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("'Confirm it's still halal' (issue 16)", () => {
  it('is offered to someone who may confirm, and then says they did', async () => {
    const fetchMock = givenTrust(
      { canConfirm: true, confirmations: 2 },
      {
        'POST /api/businesses/:id/halal-confirmations': () =>
          Response.json({ confirmedAt: '2026-05-02T12:00:00.000Z', confirmations: 3 }),
      },
    );
    renderTrust();
    expect(await screen.findByText("2 people confirmed it's still halal in the last 12 months.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Confirm it's still halal" }));
    expect(await screen.findByText(CONFIRMED_TEXT)).toBeInTheDocument();
    expect(screen.getByText("3 people confirmed it's still halal in the last 12 months.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', /\/halal-confirmations$/)).toHaveLength(1);
    expect(notify.notifySuccess).toHaveBeenCalledWith('Thank you for confirming.');
  });

  it('is not offered to someone who may not confirm', async () => {
    givenTrust({ canConfirm: false });
    renderTrust();
    expect(await screen.findByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: "Confirm it's still halal" })).toBeNull());
  });
});
