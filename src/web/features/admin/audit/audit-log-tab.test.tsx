import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import { admin, givenAdminApi, renderAdminPage } from '../testing/admin-page-harness';

undoFakesAfterEachTest();

const ADMIN_ID = 'admin-7';
const OWNER_ID = 'owner-9';
const BUSINESS_ID = '0b7c5e2a-1111-4000-8000-000000000001';

function entry(overrides: Record<string, unknown>) {
  return {
    id: crypto.randomUUID(),
    createdAt: '2026-11-20T15:30:00.000Z',
    actorId: ADMIN_ID,
    actorName: 'Amina Admin',
    action: 'business.approve',
    businessId: BUSINESS_ID,
    businessName: 'Saffron Lantern Kitchen',
    subjectId: OWNER_ID,
    subjectName: 'Yusuf Rahman',
    before: null,
    after: null,
    reason: null,
    ...overrides,
  };
}

/** The log the fake API answers: the entries matching the asked filters. */
function givenLog() {
  const entries = [
    entry({ action: 'business.edit', before: { phone: '317-555-0100' }, after: { phone: '317-555-0199' } }),
    entry({ action: 'user.ban', businessId: null, businessName: null, reason: 'Spam reviews' }),
    entry({ action: 'business.approve' }),
  ];
  return givenAdminApi(
    {},
    {
      'GET /api/admin/audit': (url) => {
        const business = url.searchParams.get('business');
        const action = url.searchParams.get('action');
        const items = entries.filter(
          (e) => (!business || e.businessId === business) && (!action || e.action === action),
        );
        return Response.json({ items, nextCursor: null });
      },
    },
  );
}

const auditCalls = (fetchMock: ReturnType<typeof givenLog>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/audit');

describe('Audit log tab (issue 16)', () => {
  it('shows who did what, to which business and person, what changed and why', async () => {
    givenLog();
    renderAdminPage(admin(), '/admin?tab=audit');
    const log = within(await screen.findByRole('list', { name: 'Audit log' }));
    const edit = within(log.getByRole('article', { name: 'Business edited' }));
    expect(edit.getByText('317-555-0100 → 317-555-0199')).toBeInTheDocument();
    expect(edit.getByRole('button', { name: 'Show only entries for person Amina Admin' })).toBeInTheDocument();
    const ban = within(log.getByRole('article', { name: 'User banned' }));
    expect(ban.getByText('Spam reviews')).toBeInTheDocument();
    expect(ban.queryByRole('button', { name: /business/ })).not.toBeInTheDocument();
  });

  it('narrows the log to a business picked from an entry, and to an action, kept in the URL', async () => {
    const fetchMock = givenLog();
    const router = renderAdminPage(admin(), '/admin?tab=audit');
    const log = within(await screen.findByRole('list', { name: 'Audit log' }));
    await userEvent.click(
      within(log.getByRole('article', { name: 'Business approved' })).getByRole('button', {
        name: 'Show only entries for business Saffron Lantern Kitchen',
      }),
    );
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)?.searchParams.get('business')).toBe(BUSINESS_ID));
    expect(await screen.findByText('Business: Saffron Lantern Kitchen')).toBeInTheDocument();
    expect(router.state.location.search).toContain(`business=${BUSINESS_ID}`);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'User banned' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Business edited' }));
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)?.searchParams.get('action')).toBe('business.edit'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Business approved' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Clear Business: Saffron Lantern Kitchen' }));
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)?.searchParams.has('business')).toBe(false));
  });
});
