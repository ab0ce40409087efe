import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bakeriesCategory, givenAdminBusiness } from '../../features/admin/testing/admin-fixtures';
import { admin, givenAdminApi, renderAdminPage } from '../../features/admin/testing/admin-page-harness';
import { FakeEventSource } from '../../testing/fake-event-source';
import { undoFakesAfterEachTest } from '../../testing/fetch-fixture';
import { givenSessionUser } from '../../testing/session-fixture';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

undoFakesAfterEachTest();

describe('admin dashboard (SPEC §2 /admin)', () => {
  it('asks a signed-out visitor to sign in, with a button to /auth', () => {
    renderAdminPage(null);
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?redirect=/admin');
  });

  it("tells a signed-in member who is not an admin 'Access Denied'", () => {
    const fetchMock = givenAdminApi();
    renderAdminPage(givenSessionUser('business_owner'));
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the stat cards and the tabs, Pending first and chosen by default', async () => {
    givenAdminApi({ pending: [givenAdminBusiness()] });
    renderAdminPage(admin());
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Featured',
      'Messages',
      'Newsletter',
      'Users',
      'Disputes',
      'Reports',
      'Disputed and stale',
      'Certifying bodies',
      'Audit log',
      'Imported',
      'Possible duplicates',
      'Claims',
      'Searches with no results',
      'Ramadan',
    ]);
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const stats: [string, string][] = [
      ['Total Listings', '12'],
      ['Pending Approval', '3'],
      ['Featured', '2'],
      ['Unread Messages', '4'],
      ['Total Users', '40'],
      ['Open Reports', '5'],
    ];
    for (const [label, value] of stats) {
      await waitFor(() => expect(screen.getByText(label, { selector: 'dt' }).nextSibling).toHaveTextContent(value));
    }
    const card = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    expect(card.getByText('Restaurants')).toBeInTheDocument();
    expect(card.getByText('Carmel, IN')).toBeInTheDocument();
    expect(card.getByText('Submitted Mar 2, 2025')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://saffron.example.com');
    expect(card.getByRole('link', { name: 'Call (317) 555-0142' })).toHaveAttribute('href', 'tel:3175550142');
    expect(card.getByRole('link', { name: 'Email hello@saffron.example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@saffron.example.com',
    );
    expect(card.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:yusuf@example\.com/),
    );
  });

  it("says 'All caught up!' when nothing is pending", async () => {
    givenAdminApi();
    renderAdminPage(admin());
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
  });

  it('follows ?tab= and keeps the chosen tab in the URL', async () => {
    // The business's own city is stale; the row shows where its primary location is.
    const approved = givenAdminBusiness({
      isApproved: true,
      city: 'Evansville',
      categories: [givenAdminBusiness().category!, bakeriesCategory],
    });
    const fetchMock = givenAdminApi({ approved: [approved] });
    const router = renderAdminPage(admin(), '/admin?tab=approved');
    expect(screen.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    const row = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    expect(row.getByText('Also in: Bakeries')).toBeInTheDocument();
    expect(row.getByText('1 location: Main Location')).toBeInTheDocument();
    expect(row.getByText('Carmel, IN')).toBeInTheDocument();
    expect(row.queryByText(/Evansville/)).not.toBeInTheDocument();
    expect(row.getByText('Owner: Yusuf Rahman (yusuf@example.com)')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Feature' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', `/business?manage=${approved.id}`);
    expect(row.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/r/saffron-lantern-kitchen');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=approved'))).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(router.state.location.search).toBe('?tab=rejected');
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the Users tab from ?tab=users', async () => {
    givenAdminApi(
      {},
      { 'GET /api/admin/users': () => Response.json({ items: [], total: 0, page: 1, hasMore: false }) },
    );
    renderAdminPage(admin(), '/admin?tab=users');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Search users')).toBeInTheDocument();
  });

  it('searches pending listings through the API', async () => {
    const fetchMock = givenAdminApi();
    const router = renderAdminPage(admin());
    await userEvent.type(screen.getByLabelText('Search pending listings'), 'carmel');
    await waitFor(() => expect(router.state.location.search).toContain('q=carmel'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=carmel'))).toBe(true));
  });

  it('approves a submission and says it is live', async () => {
    const fetchMock = givenAdminApi(
      { pending: [givenAdminBusiness()] },
      { 'POST /api/admin/businesses/:id/approve': () => Response.json(givenAdminBusiness({ isApproved: true })) },
    );
    renderAdminPage(admin());
    const card = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    await userEvent.click(card.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Business Approved',
        'Saffron Lantern Kitchen is now live on the site.',
      ),
    );
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/approve') && init?.method === 'POST'),
    ).toBe(true);
  });

  it('rejects a submission with the reason typed in the dialog', async () => {
    const fetchMock = givenAdminApi(
      { pending: [givenAdminBusiness()] },
      { 'POST /api/admin/businesses/:id/reject': () => Response.json(givenAdminBusiness()) },
    );
    renderAdminPage(admin());
    const card = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    await userEvent.click(card.getByRole('button', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Not a food business');
    await userEvent.click(screen.getByRole('button', { name: 'Reject Business' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Business Rejected', expect.any(String)));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reject'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Not a food business' });
  });

  it("says 'Error loading data' when the dashboard data fails to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenAdminApi({}, { 'GET /api/admin/stats': () => Response.json({ error: {} }, { status: 500 }) });
    renderAdminPage(admin());
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith('Error loading data', 'Failed to load admin dashboard data.'),
    );
  });

  it('refreshes live when a business changes, and stops listening when left', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const fetchMock = givenAdminApi();
    const router = renderAdminPage(admin());
    await screen.findByText('All caught up!');
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/live');
    const statsCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/admin/stats')).length;
    const before = statsCalls();

    source.send('change', { topic: 'businesses', id: 'b1' });
    await waitFor(() => expect(statsCalls()).toBe(before + 1));

    await act(() => router.navigate('/'));
    expect(source.closed).toBe(true);
  });
});
