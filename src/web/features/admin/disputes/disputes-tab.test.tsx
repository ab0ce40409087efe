import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRoutes, undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import type { AdminDispute } from '../admin-queries';
import { givenDispute } from '../testing/admin-fixtures';
import { admin, givenAdminApi, renderAdminPage, sentBodies } from '../testing/admin-page-harness';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

undoFakesAfterEachTest();

function givenDisputes(disputes: AdminDispute[], routes: ApiRoutes = {}) {
  return givenAdminApi({}, { 'GET /api/admin/disputes': () => Response.json(disputes), ...routes });
}

const resolved = (status: 'approved' | 'rejected') => () =>
  Response.json({ ...givenDispute(), status, resolvedAt: new Date().toISOString() });

describe('Disputes tab (SPEC §2 /admin Disputes, §4 Dispute)', () => {
  it('shows the disputed review, reviewer, business and owner with a status badge', async () => {
    givenDisputes([
      givenDispute(),
      givenDispute({
        id: 'd2',
        status: 'rejected',
        adminNotes: 'The review is fair.',
        business: { id: 'b2', name: 'Date Palm Bakery', slug: 'date-palm-bakery' },
      }),
    ]);
    renderAdminPage(admin(), '/admin?tab=disputes');
    const pending = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    expect(pending.getByText('Pending')).toBeInTheDocument();
    expect(pending.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(pending.getByText('Cold food and slow service.')).toBeInTheDocument();
    expect(pending.getByText('Review by Hamza Khan (hamza@example.com)')).toBeInTheDocument();
    expect(pending.getByText('Owner: Yusuf Rahman (yusuf@example.com)')).toBeInTheDocument();
    expect(pending.getByText('This reviewer never visited; we were closed that day.')).toBeInTheDocument();

    const done = within(screen.getByRole('article', { name: 'Date Palm Bakery' }));
    expect(done.getByText('Rejected')).toBeInTheDocument();
    expect(done.getByText(/Admin notes: The review is fair\./)).toBeInTheDocument();
    expect(done.queryByRole('button', { name: 'Approve Dispute' })).not.toBeInTheDocument();
  });

  it("approves a dispute with notes: 'Dispute has been approved and email notification sent.'", async () => {
    const fetchMock = givenDisputes([givenDispute()], {
      'POST /api/admin/disputes/:id/resolve': resolved('approved'),
    });
    renderAdminPage(admin(), '/admin?tab=disputes');
    const dispute = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    await userEvent.click(dispute.getByRole('button', { name: 'Approve Dispute' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve Dispute' }));
    await userEvent.type(dialog.getByLabelText('Admin Notes'), 'The reviewer admitted the mix-up.');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve Dispute' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('Dispute has been approved and email notification sent.'),
    );
    expect(sentBodies(fetchMock, 'POST', /\/resolve$/)).toEqual([
      { status: 'approved', adminNotes: 'The reviewer admitted the mix-up.' },
    ]);
  });

  it("rejects a dispute without notes: 'Dispute has been rejected and email notification sent.'", async () => {
    const fetchMock = givenDisputes([givenDispute()], {
      'POST /api/admin/disputes/:id/resolve': resolved('rejected'),
    });
    renderAdminPage(admin(), '/admin?tab=disputes');
    const dispute = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    await userEvent.click(dispute.getByRole('button', { name: 'Reject Dispute' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject Dispute' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('Dispute has been rejected and email notification sent.'),
    );
    expect(sentBodies(fetchMock, 'POST', /\/resolve$/)).toEqual([{ status: 'rejected', adminNotes: null }]);
  });

  it("says 'Failed to resolve dispute. Please try again.' when resolving fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenDisputes([givenDispute()], {
      'POST /api/admin/disputes/:id/resolve': () => Response.json({ error: {} }, { status: 500 }),
    });
    renderAdminPage(admin(), '/admin?tab=disputes');
    const dispute = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    await userEvent.click(dispute.getByRole('button', { name: 'Approve Dispute' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve Dispute' }));
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith('Failed to resolve dispute. Please try again.', undefined),
    );
  });

  it("says 'Failed to load disputes. Please refresh the page.' when they cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenAdminApi({}, { 'GET /api/admin/disputes': () => Response.json({ error: {} }, { status: 500 }) });
    renderAdminPage(admin(), '/admin?tab=disputes');
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith('Failed to load disputes. Please refresh the page.'),
    );
    expect(notify.notifyError).not.toHaveBeenCalledWith('Error loading data', expect.anything());
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
