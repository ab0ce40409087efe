import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { businessId } from '../testing/owner-fixtures';
import { SubscribersTab } from './subscribers-tab';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

const lists = {
  active: [
    {
      id: '6d5c4b3a-0000-4000-8000-000000000001',
      email: 'amina@example.com',
      active: true,
      subscribedAt: '2026-03-02T15:00:00.000Z',
    },
  ],
  unsubscribed: [
    {
      id: '6d5c4b3a-0000-4000-8000-000000000002',
      email: 'omar@example.com',
      active: false,
      subscribedAt: '2026-02-01T15:00:00.000Z',
    },
  ],
};

function renderSubscribersTab() {
  renderWithProviders(<SubscribersTab businessId={businessId} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('subscribers tab (SPEC §2 Subscribers tab, §8 Subscribers)', () => {
  it('lists active and unsubscribed emails, and unsubscribes an active one', async () => {
    const fetchMock = givenApi({
      'GET /api/owner/businesses/:id/subscribers': () => Response.json(lists),
      'POST /api/owner/businesses/:id/subscribers/:subscriptionId/unsubscribe': () =>
        Response.json({ unsubscribed: true }),
    });
    renderSubscribersTab();
    expect(await screen.findByText('amina@example.com')).toBeInTheDocument();
    expect(screen.getByText('Active Subscribers')).toBeInTheDocument();
    expect(screen.getByText('Unsubscribed')).toBeInTheDocument();
    expect(screen.getByText('omar@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe omar@example.com' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe amina@example.com' }));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(String(posts[0]?.[0])).toContain(`/subscribers/${lists.active[0]!.id}/unsubscribe`);
  });

  it("says 'Failed to load subscribers.' when the lists cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'GET /api/owner/businesses/:id/subscribers': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
    });
    renderSubscribersTab();
    expect(await screen.findByText('Failed to load subscribers.')).toBeInTheDocument();
    expect(notify.notifyError).toHaveBeenCalledWith('Failed to load subscribers.');
  });

  it("says 'Failed to unsubscribe user.' when unsubscribing fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'GET /api/owner/businesses/:id/subscribers': () => Response.json(lists),
      'POST /api/owner/businesses/:id/subscribers/:subscriptionId/unsubscribe': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
    });
    renderSubscribersTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe amina@example.com' }));
    expect(notify.notifyError).toHaveBeenCalledWith('Failed to unsubscribe user.');
  });
});
