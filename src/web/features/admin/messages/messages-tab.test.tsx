import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../testing/fake-event-source';
import { type ApiRoutes, undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import type { ContactMessage } from '../admin-queries';
import { givenContactMessage, givenContactReply, givenNewsletterSubscriber, hoursAgo } from '../testing/admin-fixtures';
import { admin, givenAdminApi, renderAdminPage, sentBodies } from '../testing/admin-page-harness';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

undoFakesAfterEachTest();

function givenMessages(messages: ContactMessage[], routes: ApiRoutes = {}) {
  return givenAdminApi({}, { 'GET /api/admin/contacts': () => Response.json(messages), ...routes });
}

const card = (subject: string) => screen.findByRole('article', { name: subject });

describe('Messages tab (SPEC §2 /admin Messages)', () => {
  it('badges each message New, Unread, Read or Replied', async () => {
    givenMessages([
      givenContactMessage({ id: 'm1', subject: 'Fresh question', status: 'unread', createdAt: hoursAgo(1) }),
      givenContactMessage({ id: 'm2', subject: 'Old question', status: 'unread', createdAt: hoursAgo(30) }),
      givenContactMessage({ id: 'm3', subject: 'Seen question', status: 'read', createdAt: hoursAgo(1) }),
      givenContactMessage({ id: 'm4', subject: 'Answered question', status: 'replied', createdAt: hoursAgo(1) }),
    ]);
    renderAdminPage(admin(), '/admin?tab=contacts');
    expect(within(await card('Fresh question')).getByText('New')).toBeInTheDocument();
    expect(within(await card('Old question')).getByText('Unread')).toBeInTheDocument();
    expect(within(await card('Seen question')).getByText('Read')).toBeInTheDocument();
    expect(within(await card('Answered question')).getByText('Replied')).toBeInTheDocument();
    // Only unread messages can be marked read.
    expect(within(await card('Seen question')).queryByRole('button', { name: 'Mark Read' })).not.toBeInTheDocument();
  });

  it("marks a message read and says 'Marked as Read'", async () => {
    const fetchMock = givenMessages([givenContactMessage()], {
      'POST /api/admin/contacts/:id/read': () => Response.json({ status: 'read' }),
    });
    renderAdminPage(admin(), '/admin?tab=contacts');
    await userEvent.click(within(await card('Catering for Eid')).getByRole('button', { name: 'Mark Read' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Marked as Read'));
    expect(sentBodies(fetchMock, 'POST', /\/contacts\/[^/]+\/read$/)).toHaveLength(1);
  });

  it("says 'Failed to update contact status.' when marking read fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenMessages([givenContactMessage()], {
      'POST /api/admin/contacts/:id/read': () => Response.json({ error: {} }, { status: 500 }),
    });
    renderAdminPage(admin(), '/admin?tab=contacts');
    await userEvent.click(within(await card('Catering for Eid')).getByRole('button', { name: 'Mark Read' }));
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Failed to update contact status.'));
  });

  it("responds with 'Re: {subject}' prefilled, and requires a message", async () => {
    const fetchMock = givenMessages([givenContactMessage()], {
      'POST /api/admin/contacts/:id/respond': () => Response.json(givenContactReply(), { status: 201 }),
    });
    renderAdminPage(admin(), '/admin?tab=contacts');
    await userEvent.click(within(await card('Catering for Eid')).getByRole('button', { name: 'Respond' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Respond to Maryam Ali' }));
    expect(dialog.getByLabelText('Subject')).toHaveValue('Re: Catering for Eid');

    await userEvent.click(dialog.getByRole('button', { name: 'Send Response' }));
    expect(await dialog.findByText('Message is required')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', /\/respond$/)).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Message'), 'Saffron Lantern Kitchen caters for 100.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Response' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Response Sent', expect.any(String)));
    expect(sentBodies(fetchMock, 'POST', /\/respond$/)).toEqual([
      { subject: 'Re: Catering for Eid', message: 'Saffron Lantern Kitchen caters for 100.' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to send response. Please try again.' when the response fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenMessages([givenContactMessage()], {
      'POST /api/admin/contacts/:id/respond': () => Response.json({ error: {} }, { status: 500 }),
    });
    renderAdminPage(admin(), '/admin?tab=contacts');
    await userEvent.click(within(await card('Catering for Eid')).getByRole('button', { name: 'Respond' }));
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Response' }));
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith('Failed to send response. Please try again.'));
  });

  it('shows and hides the reply history', async () => {
    givenMessages([givenContactMessage({ status: 'replied', replies: [givenContactReply()] })]);
    renderAdminPage(admin(), '/admin?tab=contacts');
    const message = within(await card('Catering for Eid'));
    expect(message.queryByText('Try Saffron Lantern Kitchen, they cater.')).not.toBeInTheDocument();

    await userEvent.click(message.getByRole('button', { name: 'Show Reply History' }));
    const history = within(message.getByRole('list', { name: 'Replies to Maryam Ali' }));
    expect(history.getByText('Re: Catering for Eid')).toBeInTheDocument();
    expect(history.getByText('Try Saffron Lantern Kitchen, they cater.')).toBeInTheDocument();
    expect(history.getByText(/Mar 3, 2025/)).toBeInTheDocument();

    await userEvent.click(message.getByRole('button', { name: 'Hide Reply History' }));
    expect(message.queryByText('Try Saffron Lantern Kitchen, they cater.')).not.toBeInTheDocument();
    expect(message.getByRole('button', { name: 'Show Reply History' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('refreshes the messages live when a contact message arrives', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let messages = [givenContactMessage()];
    givenMessages([], { 'GET /api/admin/contacts': () => Response.json(messages) });
    renderAdminPage(admin(), '/admin?tab=contacts');
    await card('Catering for Eid');

    messages = [givenContactMessage({ id: 'm2', subject: 'A new bakery in Lafayette' }), ...messages];
    FakeEventSource.last!.send('change', { topic: 'contact_submissions', id: 'm2' });
    expect(await card('A new bakery in Lafayette')).toBeInTheDocument();
  });
});

describe('Newsletter tab (SPEC §2 /admin Newsletter)', () => {
  const subscribers = [
    givenNewsletterSubscriber(),
    givenNewsletterSubscriber({
      id: 'n2',
      email: 'gone@example.com',
      createdAt: '2025-01-05T09:00:00.000Z',
      unsubscribedAt: '2025-03-01T00:00:00.000Z',
    }),
  ];

  it("lists subscribers and emails all of them: 'Newsletter sent to 1 subscriber'", async () => {
    const fetchMock = givenAdminApi(
      {},
      {
        'GET /api/admin/newsletter': () => Response.json(subscribers),
        'POST /api/admin/newsletter/send': () => Response.json({ sent: 1 }),
      },
    );
    renderAdminPage(admin(), '/admin?tab=newsletter');
    const list = within(await screen.findByRole('list', { name: 'Newsletter subscribers' }));
    expect(list.getByText('reader@example.com')).toBeInTheDocument();
    expect(list.getByText('Subscribed Feb 10, 2025')).toBeInTheDocument();
    expect(list.getAllByText('Unsubscribed')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Email All' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send Newsletter' }));
    expect(await dialog.findByText('Subject is required')).toBeInTheDocument();
    expect(dialog.getByText('Content is required')).toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText('Subject'), 'Ramadan specials');
    await userEvent.type(dialog.getByLabelText('Content'), 'Iftar menus across Indiana.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Newsletter' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('Newsletter Sent', 'Newsletter sent to 1 subscriber'),
    );
    expect(sentBodies(fetchMock, 'POST', '/api/admin/newsletter/send')).toEqual([
      { subject: 'Ramadan specials', content: 'Iftar menus across Indiana.' },
    ]);
  });

  it("says 'Failed to send newsletter. Please try again.' when sending fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenAdminApi(
      {},
      {
        'GET /api/admin/newsletter': () => Response.json(subscribers),
        'POST /api/admin/newsletter/send': () => Response.json({ error: {} }, { status: 500 }),
      },
    );
    renderAdminPage(admin(), '/admin?tab=newsletter');
    await userEvent.click(await screen.findByRole('button', { name: 'Email All' }));
    await userEvent.type(screen.getByLabelText('Subject'), 'Hello');
    await userEvent.type(screen.getByLabelText('Content'), 'World');
    await userEvent.click(screen.getByRole('button', { name: 'Send Newsletter' }));
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith('Failed to send newsletter. Please try again.', undefined),
    );
  });
});
