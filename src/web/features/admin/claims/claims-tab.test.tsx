import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import { admin, givenAdminApi, renderAdminPage, sentBodies } from '../testing/admin-page-harness';

undoFakesAfterEachTest();

// Issue 35: the admins' 'Claims' tab, the documents people sent to prove a place is theirs.

const CLAIM_ID = '7a1c5e2a-2222-4000-8000-000000000002';

function claim() {
  return {
    id: CLAIM_ID,
    note: 'I run the kitchen.',
    createdAt: '2026-11-27T15:30:00.000Z',
    business: {
      id: '0b7c5e2a-1111-4000-8000-000000000001',
      name: 'Saffron Grill',
      slug: 'saffron-grill',
      email: 'hello@saffron-grill.test',
      websiteUrl: 'https://saffron-grill.test',
    },
    claimant: { id: 'user-3', displayName: 'Yusuf Rahman', email: 'yusuf@example.com' },
    documentPath: `/api/claims/${CLAIM_ID}/document`,
  };
}

function givenQueue() {
  return givenAdminApi(
    {},
    {
      'GET /api/admin/claims': () => Response.json({ items: [claim()], total: 1, page: 1, hasMore: false }),
      'POST /api/admin/claims/:id': () =>
        Response.json({ id: CLAIM_ID, status: 'rejected', business: { id: 'b', name: 'Saffron Grill' } }),
    },
  );
}

describe('Claims tab (issue 35)', () => {
  it('comes after the possible duplicates, and lists each claim with its place, claimant, note and document', async () => {
    givenQueue();
    renderAdminPage(admin(), '/admin?tab=claims');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.indexOf('Claims')).toBe(tabs.indexOf('Possible duplicates') + 1);
    const card = await screen.findByRole('article', { name: 'Saffron Grill' });
    expect(within(card).getByText(/Yusuf Rahman \(yusuf@example\.com\)/)).toBeInTheDocument();
    expect(within(card).getByText('Note: I run the kitchen.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download the document from Yusuf Rahman' })).toHaveAttribute(
      'href',
      `/api/claims/${CLAIM_ID}/document`,
    );
  });

  it('approves a claim', async () => {
    const fetchMock = givenQueue();
    renderAdminPage(admin(), '/admin?tab=claims');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve the claim of Yusuf Rahman for Saffron Grill' }),
    );
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', `/api/admin/claims/${CLAIM_ID}`)).toEqual([{ decision: 'approve' }]),
    );
  });

  it('asks for a reason before it rejects a claim', async () => {
    const fetchMock = givenQueue();
    renderAdminPage(admin(), '/admin?tab=claims');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject the claim of Yusuf Rahman for Saffron Grill' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject this claim?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', `/api/admin/claims/${CLAIM_ID}`)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The bill names another business.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', `/api/admin/claims/${CLAIM_ID}`)).toEqual([
        { decision: 'reject', reason: 'The bill names another business.' },
      ]),
    );
  });
});
