import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatSummary } from '../../features/chat/chat-queries';
import { givenThreadApi } from '../../features/chat/testing/chat-api';
import {
  CONVERSATION_ID,
  chatBusiness,
  givenBusinessReply,
  givenChatMessage,
  givenChatSummary,
  givenConversation,
} from '../../features/chat/testing/chat-fixtures';
import { inArabic } from '../../features/chat/testing/chat-screen';
import { activateLocale } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import type { ApiRoutes } from '../../testing/fetch-fixture';
import { requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { ChatsPage } from './chats-page';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const saffron = givenChatSummary({ unread: 2 });
const bakery = givenChatSummary({
  id: '44444444-4444-4444-8444-444444444444',
  subject: 'Chat with Crescent Bakery',
  business: { id: 'b2', slug: 'crescent-bakery', name: 'Crescent Bakery', imageUrl: null },
  lastMessage: { content: 'Is the baklava fresh today?', createdAt: '2025-03-01T15:00:00.000Z', side: 'customer' },
  lastMessageAt: '2025-03-01T15:00:00.000Z',
});

interface MyChats {
  chats?: ChatSummary[];
  messages?: ChatMessage[];
  routes?: ApiRoutes;
}

function givenMyChatsApi({ chats = [saffron, bakery], messages = [], routes = {} }: MyChats = {}) {
  return givenThreadApi({
    messages,
    routes: {
      'GET /api/chats': () => Response.json({ items: chats, nextCursor: null }),
      ...routes,
    },
  });
}

function renderChatsPage(url = '/chats', { signedIn = true } = {}) {
  return renderWithProviders([{ path: '/chats/:id?', element: <ChatsPage /> }], {
    user: signedIn ? givenSessionUser() : null,
    url,
    routes: [{ path: '/auth', element: <p>Sign in page</p> }],
  });
}

afterEach(() => {
  activateLocale('en', null);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('My Chats (/chats)', () => {
  it('lists the conversations with the business, the last message and the unread count', async () => {
    givenMyChatsApi();
    renderChatsPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Chats' })).toBeInTheDocument();
    const saffronLink = await screen.findByRole('link', { name: /^Saffron Lantern Kitchen/ });
    expect(within(saffronLink).getByText('Yes, from noon until midnight.')).toBeInTheDocument();
    expect(within(saffronLink).getByText('2 unread')).toBeInTheDocument();
    // The business's photo beside its name (decorative: the name says who it is).
    expect(saffronLink.querySelector('img')).toHaveAttribute('src', chatBusiness.imageUrl);
    const bakeryLink = screen.getByRole('link', { name: /^Crescent Bakery/ });
    // The viewer's own last message.
    expect(within(bakeryLink).getByText(/You:/)).toBeInTheDocument();
    expect(within(bakeryLink).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('opens a conversation from the list and reads it', async () => {
    const fetchMock = givenMyChatsApi({
      messages: [givenChatMessage({ content: 'Salaam! Are you open on Eid?' }), givenBusinessReply('Yes, from noon.')],
    });
    const { router } = renderChatsPage();
    await userEvent.click(await screen.findByRole('link', { name: /^Saffron Lantern Kitchen/ }));
    expect(router.state.location.pathname).toBe(`/chats/${CONVERSATION_ID}`);
    const thread = within(await screen.findByRole('log', { name: 'Messages with Saffron Lantern Kitchen' }));
    expect(await thread.findByText('Yes, from noon.')).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'Conversations' }));
    expect(list.getByRole('link', { name: /^Saffron Lantern Kitchen/ })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', /\/read$/)).toHaveLength(1));
  });

  it('cuts Latin names and messages at their own end on an Arabic page, keeping the "You:" before them', async () => {
    inArabic();
    givenMyChatsApi();
    renderChatsPage();
    const saffronLink = await screen.findByRole('link', { name: /^Saffron Lantern Kitchen/ });
    expect(within(saffronLink).getByText('Saffron Lantern Kitchen')).toHaveAttribute('dir', 'auto');
    expect(within(saffronLink).getByText('Yes, from noon until midnight.')).toHaveAttribute('dir', 'auto');
    const bakeryLink = screen.getByRole('link', { name: /^Crescent Bakery/ });
    const message = within(bakeryLink).getByText('Is the baklava fresh today?');
    expect(message).toHaveAttribute('dir', 'auto');
    // 'You:' in Arabic stays whole outside the message, which alone is cut.
    expect(message.parentElement).toHaveTextContent('أنت: Is the baklava fresh today?');
    expect(message).not.toHaveTextContent('أنت');
  });

  it('keeps a conversation the business deleted, closed, and follows the next message to the fresh one', async () => {
    const FRESH_ID = '66666666-6666-4666-8666-666666666666';
    givenMyChatsApi({
      messages: [givenBusinessReply('Your order is ready.')],
      routes: {
        'GET /api/conversations/:id': (url) =>
          Response.json(givenConversation(url.pathname.endsWith(FRESH_ID) ? { id: FRESH_ID } : { status: 'closed' })),
        'POST /api/conversations/:id/messages': () =>
          Response.json(
            { ...givenChatMessage({ content: 'Is it still ready?' }), conversationId: FRESH_ID },
            { status: 201 },
          ),
      },
    });
    const { router } = renderChatsPage(`/chats/${CONVERSATION_ID}`);
    expect(await screen.findByText('Your order is ready.')).toBeInTheDocument();
    expect(
      screen.getByText('Saffron Lantern Kitchen closed this conversation. Your next message starts a new one.'),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Message'), 'Is it still ready?{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chats/${FRESH_ID}`));
    await waitFor(() =>
      expect(
        screen.queryByText('Saffron Lantern Kitchen closed this conversation. Your next message starts a new one.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('opens the conversation of /chats/:id directly, with a way back to the list', async () => {
    givenMyChatsApi({ messages: [givenBusinessReply('Your order is ready.')] });
    const { router } = renderChatsPage(`/chats/${CONVERSATION_ID}`);
    expect(await screen.findByText('Your order is ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saffron Lantern Kitchen' })).toHaveAttribute(
      'href',
      `/r/${chatBusiness.slug}`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to My Chats' }));
    expect(router.state.location.pathname).toBe('/chats');
  });

  it("loads earlier messages 50 at a time with 'Load earlier messages'", async () => {
    const earlier = givenChatMessage({ content: 'Do you deliver to Fishers?' });
    const latest = [givenBusinessReply('Yes, on weekends.'), givenChatMessage({ content: 'Great, thanks!' })];
    const fetchMock = givenMyChatsApi({
      routes: {
        'GET /api/conversations/:id/messages': (url) =>
          url.searchParams.get('before') === latest[0]!.id
            ? Response.json({ items: [earlier], hasEarlier: false })
            : Response.json({ items: latest, hasEarlier: true }),
      },
    });
    renderChatsPage(`/chats/${CONVERSATION_ID}`);
    const thread = within(await screen.findByRole('log'));
    await userEvent.click(await thread.findByRole('button', { name: 'Load earlier messages' }));
    expect(await thread.findByText('Do you deliver to Fishers?')).toBeInTheDocument();
    expect(thread.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Do you deliver to Fishers?'),
      expect.stringContaining('Yes, on weekends.'),
      expect.stringContaining('Great, thanks!'),
    ]);
    expect(thread.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    const [, second] = requestsTo(fetchMock, 'GET', /\/messages$/);
    expect(new URL(String(second?.[0]), 'http://localhost').searchParams.get('before')).toBe(latest[0]!.id);
  });

  it('hides a conversation from My Chats', async () => {
    const fetchMock = givenMyChatsApi();
    const { router } = renderChatsPage(`/chats/${CONVERSATION_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
    expect(requestsTo(fetchMock, 'POST', new RegExp(`${CONVERSATION_ID}/hide$`))).toHaveLength(1);
  });

  it('says when the conversation is not there (or not the viewer’s)', async () => {
    givenMyChatsApi({
      routes: {
        'GET /api/conversations/:id': () =>
          Response.json({ error: { code: 'NOT_FOUND', message: 'Conversation not found.' } }, { status: 404 }),
      },
    });
    renderChatsPage('/chats/55555555-5555-4555-8555-555555555555');
    expect(await screen.findByText('Conversation not found.')).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("says 'Failed to load conversations' when the list cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenMyChatsApi({ routes: { 'GET /api/chats': () => Response.json({ error: {} }, { status: 500 }) } });
    renderChatsPage();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to load conversations'));
  });

  it('offers a way to start when there are no chats yet', async () => {
    givenMyChatsApi({ chats: [] });
    renderChatsPage();
    expect(await screen.findByRole('heading', { name: 'No Chats Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Businesses' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-out visitor to sign in first, coming back here', async () => {
    givenMyChatsApi();
    const { router } = renderChatsPage(`/chats/${CONVERSATION_ID}`, { signedIn: false });
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=/chats/${CONVERSATION_ID}`);
  });
});
