import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { FakeEventSource } from '../../testing/fake-event-source';
import type { ApiRoutes } from '../../testing/fetch-fixture';
import { bodyOf, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { ChatInbox } from './chat-inbox';
import type { ChatMessage, ChatSummary } from './chat-queries';
import { givenThreadApi } from './testing/chat-api';
import { chatBusiness, givenChatMessage, givenChatSummary, givenConversation } from './testing/chat-fixtures';
import { givenPhoneScreen, inArabic } from './testing/chat-screen';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const DELETE_CONFIRM = 'Delete this conversation? This action cannot be undone.';

const omar = givenChatSummary({
  id: '11111111-1111-4111-8111-111111111111',
  customer: { name: 'Omar Farouk' },
  lastMessage: { content: 'Do you cater weddings?', createdAt: '2025-03-02T18:05:00.000Z', side: 'customer' },
  unread: 3,
});
const sara = givenChatSummary({
  id: '22222222-2222-4222-8222-222222222222',
  subject: 'Catering for 40 on Friday',
  customer: { name: 'Sara Ali' },
  lastMessage: null,
  unread: 0,
});

/** The owner's view of a customer's messages: theirs on the left, the business's own on the right. */
const fromCustomer = (content: string): ChatMessage =>
  givenChatMessage({ content, side: 'customer', senderName: 'Omar Farouk', mine: false });

interface Inbox {
  conversations?: ChatSummary[];
  messages?: ChatMessage[];
  routes?: ApiRoutes;
}

/** The business's inbox and, behind it, the open conversation's API as its owner sees it. */
function givenInboxApi({ conversations = [omar, sara], messages = [], routes = {} }: Inbox = {}) {
  let items = conversations;
  return givenThreadApi({
    conversation: givenConversation({
      id: omar.id,
      customer: { id: 'c-omar', name: 'Omar Farouk' },
      viewerSide: 'business',
    }),
    messages,
    routes: {
      'GET /api/owner/businesses/:businessId/conversations': () =>
        Response.json({ items, total: items.length, unread: items.filter((item) => item.unread > 0).length }),
      'DELETE /api/conversations/:id': (url) => {
        items = items.filter((item) => !url.pathname.endsWith(item.id));
        return Response.json({ deleted: true });
      },
      ...routes,
    },
  });
}

function renderInbox(url = '/business?tab=chats') {
  return renderWithProviders(<ChatInbox businessId={chatBusiness.id} />, {
    user: givenSessionUser('business_owner'),
    url,
  });
}

afterEach(() => {
  activateLocale('en', null);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('Customer Chats tab (SPEC §2 /business)', () => {
  it('lists the conversations with their count, preview, status, and unread badge', async () => {
    givenInboxApi();
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'Customer Chats (2)' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    const omarItem = within(first!);
    expect(omarItem.getByText('Omar Farouk')).toBeInTheDocument();
    // Nobody wrote a subject: SPEC §3's default, with the business's name.
    expect(first).toHaveTextContent('Chat with Saffron Lantern Kitchen');
    expect(omarItem.getByText('Do you cater weddings?')).toBeInTheDocument();
    expect(omarItem.getByText('3 unread')).toBeInTheDocument();
    expect(omarItem.getByText('Active')).toBeInTheDocument();
    const saraItem = within(second!);
    expect(saraItem.getByText('Catering for 40 on Friday')).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Chat with');
    expect(saraItem.getByText('No messages yet')).toBeInTheDocument();
    expect(saraItem.queryByText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start chatting with customers')).toBeInTheDocument();
  });

  it("titles a conversation in the reader's language and cuts each person's words at their own end (Arabic)", async () => {
    inArabic();
    givenInboxApi();
    renderInbox();
    const [first, second] = await screen.findAllByRole('listitem');
    expect(first).toHaveTextContent('دردشة مع Saffron Lantern Kitchen');
    // Names, subjects and messages sit in elements of their own that take their writing's direction, so a
    // Latin name on this right-to-left page keeps its beginning when it is cut.
    for (const words of ['Saffron Lantern Kitchen', 'Omar Farouk', 'Do you cater weddings?'])
      expect(within(first!).getByText(words)).toHaveAttribute('dir', 'auto');
    expect(within(second!).getByText('Catering for 40 on Friday')).toHaveAttribute('dir', 'auto');
  });

  it("says 'No Customer Chats' when no customer has written yet", async () => {
    givenInboxApi({ conversations: [] });
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'No Customer Chats' })).toBeInTheDocument();
    expect(
      screen.getByText('Conversations appear here when customers start them from your business page.'),
    ).toBeInTheDocument();
  });

  it('opens a conversation: its thread with the reply box, marked read, kept in the URL', async () => {
    const fetchMock = givenInboxApi({ messages: [fromCustomer('Do you cater weddings?')] });
    const { router } = renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /^Omar Farouk/ }));
    expect(router.state.location.search).toBe(`?tab=chats&chat=${omar.id}`);
    const thread = await screen.findByRole('log', { name: 'Messages with Omar Farouk' });
    expect(await within(thread).findByText('Do you cater weddings?')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your reply...')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', new RegExp(`${omar.id}/read$`))).toHaveLength(1));
    // From 768 px up both panes show side by side: no way back is needed.
    expect(screen.getByRole('heading', { name: 'Customer Chats (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).not.toBeInTheDocument();
  });

  it('opens the conversation named by ?chat= (the unread-message mail links there) and sends a reply', async () => {
    const fetchMock = givenInboxApi({ messages: [fromCustomer('Do you cater weddings?')] });
    renderInbox(`/business?tab=chats&chat=${omar.id}`);
    const box = await screen.findByPlaceholderText('Type your reply...');
    await userEvent.type(box, '  Yes, up to 300 guests.  {Enter}');
    expect(await screen.findByText('Yes, up to 300 guests.')).toBeInTheDocument();
    const [post] = requestsTo(fetchMock, 'POST', new RegExp(`${omar.id}/messages$`));
    expect(bodyOf(post)).toEqual({ content: 'Yes, up to 300 guests.' });
  });

  it('on a phone, opens a conversation over the whole screen, with Back (or Escape) to the list', async () => {
    givenPhoneScreen();
    givenInboxApi({ messages: [fromCustomer('Do you cater weddings?')] });
    const { router } = renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /^Omar Farouk/ }));
    const thread = await screen.findByRole('dialog', { name: 'Omar Farouk' });
    expect(await within(thread).findByText('Do you cater weddings?')).toBeInTheDocument();
    expect(within(thread).getByPlaceholderText('Type your reply...')).toBeInTheDocument();
    // The list and the dashboard are behind it, out of reach until Back.
    expect(screen.queryByRole('heading', { name: 'Customer Chats (2)' })).not.toBeInTheDocument();

    await userEvent.click(within(thread).getByRole('button', { name: 'Back to conversations' }));
    expect(router.state.location.search).toBe('?tab=chats');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer Chats (2)' })).toBeInTheDocument();
    // One pane at a time: no empty pane beside the list.
    expect(screen.queryByText('Select a conversation to start chatting with customers')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Sara Ali/ }));
    await screen.findByRole('dialog', { name: 'Sara Ali' });
    await userEvent.keyboard('{Escape}');
    expect(router.state.location.search).toBe('?tab=chats');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("deletes a conversation after the confirmation and says 'Conversation deleted'", async () => {
    const fetchMock = givenInboxApi();
    const { router } = renderInbox(`/business?tab=chats&chat=${omar.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete conversation with Omar Farouk' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the conversation with Omar Farouk?' });
    expect(dialog).toHaveAccessibleDescription(DELETE_CONFIRM);
    expect(requestsTo(fetchMock, 'DELETE', /conversations/)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Conversation deleted'));
    expect(requestsTo(fetchMock, 'DELETE', new RegExp(`/api/conversations/${omar.id}$`))).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Customer Chats (1)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=chats');
  });

  it('keeps the conversation when the confirmation is declined', async () => {
    const fetchMock = givenInboxApi();
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete conversation with Sara Ali' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', /conversations/)).toHaveLength(0);
  });

  it("says 'Failed to delete conversation' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenInboxApi({
      routes: { 'DELETE /api/conversations/:id': () => Response.json({ error: {} }, { status: 500 }) },
    });
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete conversation with Sara Ali' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to delete conversation'));
    expect(screen.getByRole('heading', { name: 'Customer Chats (2)' })).toBeInTheDocument();
  });

  it("says 'Failed to load conversations' when the inbox cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenInboxApi({
      routes: {
        'GET /api/owner/businesses/:businessId/conversations': () => Response.json({ error: {} }, { status: 500 }),
      },
    });
    renderInbox();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to load conversations'));
  });

  it('shows a new message in the open thread when the server says one arrived', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const messages = [fromCustomer('Do you cater weddings?')];
    const fetchMock = givenInboxApi({ messages });
    renderInbox(`/business?tab=chats&chat=${omar.id}`);
    expect(await screen.findByText('Do you cater weddings?')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', /\/read$/)).toHaveLength(1));

    messages.push(fromCustomer('For about 200 guests.'));
    FakeEventSource.last!.send('change', { topic: 'messages', id: omar.id });
    expect(await screen.findByText('For about 200 guests.')).toBeInTheDocument();
    // Read while it is open.
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', /\/read$/)).toHaveLength(2));
  });
});
