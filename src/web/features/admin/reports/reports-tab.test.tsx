import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { givenBusiness } from '../../../testing/business-fixture';
import { type ApiRoutes, undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import { admin, givenAdminApi, renderAdminPage, sentBodies } from '../testing/admin-page-harness';
import type { AdminReport } from './reports-queries';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

undoFakesAfterEachTest();

/** An open 'Wrong address or hours' report of the approved business, as GET /api/admin/reports lists it. */
function givenReport(overrides: Partial<AdminReport> = {}): AdminReport {
  const business = givenBusiness();
  return {
    id: 'c3e5a7b9-5d4f-4e3b-8a7f-000000000001',
    reason: 'address_hours',
    note: 'They moved to 40 Main St.',
    status: 'open',
    resolutionNote: null,
    resolvedAt: null,
    createdAt: '2025-03-07T12:00:00.000Z',
    business: { id: business.id, name: business.name, slug: business.slug, closedAt: null },
    reporter: { displayName: 'Hamza Khan', email: 'hamza@example.com' },
    ...overrides,
  };
}

function givenReports(reports: Partial<Record<'open' | 'resolved', AdminReport[]>>, routes: ApiRoutes = {}) {
  return givenAdminApi(
    {},
    {
      'GET /api/admin/reports': (url) =>
        Response.json(reports[(url.searchParams.get('status') ?? 'open') as 'open' | 'resolved'] ?? []),
      ...routes,
    },
  );
}

describe('Reports tab (issue 16)', () => {
  it('comes after Disputes, before the disputed and stale places, the certifying bodies, the Audit log and the Claims, with its count on a stat card', async () => {
    givenReports({});
    renderAdminPage(admin(), '/admin?tab=reports');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(tabs.indexOf('Disputes'), tabs.indexOf('Audit log') + 1)).toEqual([
      'Disputes',
      'Reports',
      'Disputed and stale',
      'Certifying bodies',
      'Audit log',
    ]);
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    const card = screen.getByText('Open Reports').closest('div');
    expect(await within(card!).findByText('5')).toBeInTheDocument();
  });

  it('lists an open report with its business, reason, note, reporter and date', async () => {
    givenReports({ open: [givenReport()] });
    renderAdminPage(admin(), '/admin?tab=reports');
    const report = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    expect(report.getByRole('link', { name: 'Saffron Lantern Kitchen' })).toHaveAttribute(
      'href',
      '/r/saffron-lantern-kitchen',
    );
    expect(report.getByText('Wrong address or hours')).toBeInTheDocument();
    expect(report.getByText('They moved to 40 Main St.')).toBeInTheDocument();
    expect(report.getByText('Reported by Hamza Khan (hamza@example.com) on Mar 7, 2025')).toBeInTheDocument();
    expect(report.queryByRole('button', { name: 'Reopen listing' })).not.toBeInTheDocument();
  });

  it('resolves a report with the outcome and the note to the reporter', async () => {
    const fetchMock = givenReports(
      { open: [givenReport()] },
      {
        'POST /api/admin/reports/:id/resolve': () =>
          Response.json({
            id: 'c3e5a7b9-5d4f-4e3b-8a7f-000000000001',
            status: 'fixed',
            resolutionNote: 'Updated the address.',
            resolvedAt: '2025-03-08T12:00:00.000Z',
            closedListing: false,
          }),
      },
    );
    renderAdminPage(admin(), '/admin?tab=reports');
    const report = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    await userEvent.click(report.getByRole('button', { name: 'Resolve' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Resolve report' }));

    // Nothing is sent without an outcome and a note.
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve report' }));
    expect(await dialog.findByText('Add a note for the reporter')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', /\/resolve$/)).toEqual([]);

    await userEvent.click(dialog.getByRole('radio', { name: 'Fixed' }));
    await userEvent.type(dialog.getByLabelText('Note to the reporter'), 'Updated the address.');
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve report' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('Report resolved', 'The reporter was told by email.'),
    );
    expect(sentBodies(fetchMock, 'POST', /\/resolve$/)).toEqual([{ outcome: 'fixed', note: 'Updated the address.' }]);
  });

  it('shows resolved reports, and a closed listing with a way to reopen it', async () => {
    const closed = givenReport({
      reason: 'closed',
      status: 'fixed',
      resolutionNote: 'Confirmed closed.',
      resolvedAt: '2025-03-09T12:00:00.000Z',
      business: { ...givenReport().business, closedAt: '2025-03-09T12:00:00.000Z' },
    });
    const fetchMock = givenReports(
      { open: [], resolved: [closed] },
      { 'POST /api/admin/businesses/:id/reopen': () => Response.json({ id: closed.business.id, closedAt: null }) },
    );
    renderAdminPage(admin(), '/admin?tab=reports');
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');

    const report = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    // What was reported, and what the listing is now.
    expect(report.getAllByText('Permanently closed')).toHaveLength(2);
    expect(report.getByText(/Fixed, Mar 9, 2025\. Note to the reporter: Confirmed closed\./)).toBeInTheDocument();
    expect(report.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    await userEvent.click(report.getByRole('button', { name: 'Reopen listing' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Listing reopened',
        "Saffron Lantern Kitchen is back in the directory's lists.",
      ),
    );
    expect(sentBodies(fetchMock, 'POST', /\/reopen$/)).toHaveLength(1);
  });
});
