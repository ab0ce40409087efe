import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { businessId } from '../testing/owner-fixtures';
import { SubscribersTab } from './subscribers-tab';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

const subscriber = (id: number, email: string, fields: Record<string, unknown> = {}) => ({
  id: `6d5c4b3a-0000-4000-8000-00000000000${id}`,
  email,
  active: true,
  subscribedAt: '2026-02-01T15:00:00.000Z',
  unsubscribedAt: null,
  unsubscribedBy: null,
  ...fields,
});

const lists = {
  active: [subscriber(1, 'amina@example.com', { subscribedAt: '2026-03-02T15:00:00.000Z' })],
  unsubscribed: [
    subscriber(2, 'omar@example.com', {
      active: false,
      unsubscribedAt: '2026-03-10T15:00:00.000Z',
      unsubscribedBy: 'link',
    }),
    subscriber(3, 'sara@example.com', {
      active: false,
      unsubscribedAt: '2026-03-05T15:00:00.000Z',
      unsubscribedBy: 'owner',
    }),
    // Ended before the date and the way were kept.
    subscriber(4, 'early@example.com', { active: false }),
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
  it('lists active and unsubscribed emails, with when and how each one left', async () => {
    givenApi({ 'GET /api/owner/businesses/:businessId/subscribers': () => Response.json(lists) });
    renderSubscribersTab();
    expect(await screen.findByText('amina@example.com')).toBeInTheDocument();
    expect(screen.getByText('Active Subscribers')).toBeInTheDocument();
    const item = (email: string) => screen.getByText(email).closest('li')!;
    expect(item('amina@example.com')).toHaveTextContent('Subscribed Mar 2, 2026');
    expect(item('amina@example.com')).not.toHaveTextContent('Unsubscribed');
    expect(item('omar@example.com')).toHaveTextContent('Unsubscribed Mar 10, 2026 by their link');
    expect(item('sara@example.com')).toHaveTextContent('Unsubscribed Mar 5, 2026 by you');
    expect(item('early@example.com')).toHaveTextContent(/Unsubscribed$/);
    expect(screen.queryByRole('button', { name: 'Unsubscribe omar@example.com' })).not.toBeInTheDocument();
  });

  it('asks before unsubscribing, naming the address, and says when it is done', async () => {
    const fetchMock = givenApi({
      'GET /api/owner/businesses/:businessId/subscribers': () => Response.json(lists),
      'POST /api/owner/businesses/:businessId/subscribers/:subscriptionId/unsubscribe': () =>
        Response.json({ unsubscribed: true }),
    });
    renderSubscribersTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe amina@example.com' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Unsubscribe amina@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'POST', /unsubscribe$/)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe amina@example.com' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Unsubscribe amina@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    const posts = requestsTo(fetchMock, 'POST', /unsubscribe$/);
    expect(posts).toHaveLength(1);
    expect(String(posts[0]?.[0])).toContain(`/subscribers/${lists.active[0]!.id}/unsubscribe`);
    expect(notify.notifySuccess).toHaveBeenCalledWith(
      'Unsubscribed',
      'amina@example.com will no longer receive your notifications.',
    );
  });

  it("says 'Failed to load subscribers.' when the lists cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'GET /api/owner/businesses/:businessId/subscribers': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
    });
    renderSubscribersTab();
    expect(await screen.findByText('Failed to load subscribers.')).toBeInTheDocument();
    expect(notify.notifyError).toHaveBeenCalledWith('Failed to load subscribers.');
  });

  it("says 'Failed to unsubscribe user.' when unsubscribing fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'GET /api/owner/businesses/:businessId/subscribers': () => Response.json(lists),
      'POST /api/owner/businesses/:businessId/subscribers/:subscriptionId/unsubscribe': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
    });
    renderSubscribersTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe amina@example.com' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unsubscribe' }));
    expect(notify.notifyError).toHaveBeenCalledWith('Failed to unsubscribe user.');
  });
});
