import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../../lib/notify';
import { FakeEventSource } from '../../testing/fake-event-source';
import { bodyOf, deferredReply, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { ChatButton } from './chat-button';
import { givenThreadApi } from './testing/chat-api';
import {
  CONVERSATION_ID,
  chatBusiness,
  givenBusinessReply,
  givenChatMessage,
  givenConversation,
} from './testing/chat-fixtures';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const BUSINESS_PAGE = `/r/${chatBusiness.slug}`;

interface Visit {
  signedIn?: boolean;
  openOnLoad?: boolean;
  viewerRunsListing?: boolean;
}

/** The Chat button on the business page, as a visitor or a signed-in member sees it. */
function renderChatButton({ signedIn = true, openOnLoad = false, viewerRunsListing = false }: Visit = {}) {
  return renderWithProviders(
    <ChatButton business={chatBusiness} openOnLoad={openOnLoad} viewerRunsListing={viewerRunsListing} />,
    {
      user: signedIn ? givenSessionUser() : null,
      url: BUSINESS_PAGE,
      routes: [
        { path: '/auth', element: <p>Sign in page</p> },
        { path: '/business', element: <p>Business dashboard</p> },
      ],
    },
  );
}

/** The conversation's API, answering the Chat button's POST with the (new) conversation. */
function givenChatApi(options: Parameters<typeof givenThreadApi>[0] = {}) {
  return givenThreadApi({
    ...options,
    routes: {
      'POST /api/businesses/:id/conversations': () => Response.json(givenConversation(), { status: 201 }),
      ...options.routes,
    },
  });
}

async function openChat() {
  await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
  return within(await screen.findByRole('dialog'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Chat on the business page (SPEC §2 /r/{slug})', () => {
  it("asks a signed-out visitor to sign in, with a link that comes back to the chat ('Sign In Required')", async () => {
    const fetchMock = givenChatApi();
    renderChatButton({ signedIn: false });
    const dialog = await openChat();
    expect(dialog.getByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
    expect(
      dialog.getByText('Please sign in to start a conversation with Saffron Lantern Kitchen.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?redirect=/r/saffron-lantern-kitchen%3Fchat%3Dopen',
    );
    expect(requestsTo(fetchMock, 'POST', /conversations$/)).toHaveLength(0);
  });

  it('opens the conversation with the business and shows the thread oldest first', async () => {
    const fetchMock = givenChatApi({
      messages: [
        givenChatMessage({ content: 'Salaam! Are you open on Eid?' }),
        givenBusinessReply('Yes, from noon until midnight.'),
      ],
    });
    renderChatButton();
    const dialog = await openChat();
    expect(await dialog.findByRole('heading', { name: 'Chat with Saffron Lantern Kitchen' })).toBeInTheDocument();
    const thread = within(await dialog.findByRole('log', { name: 'Messages with Saffron Lantern Kitchen' }));
    const messages = await thread.findAllByRole('listitem');
    expect(messages.map((message) => message.textContent)).toEqual([
      expect.stringContaining('Salaam! Are you open on Eid?'),
      expect.stringContaining('Yes, from noon until midnight.'),
    ]);
    expect(requestsTo(fetchMock, 'POST', new RegExp(`/api/businesses/${chatBusiness.id}/conversations$`))).toHaveLength(
      1,
    );
    // Ready to write: the cursor is in the message box.
    await waitFor(() => expect(dialog.getByLabelText('Message')).toHaveFocus());
    // The business's reply is the newest message: opening the thread reads it.
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', /\/read$/)).toHaveLength(1));
  });

  it('opens as the page loads when the card linked to ?chat=open', async () => {
    givenChatApi();
    renderChatButton({ openOnLoad: true });
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('No messages yet. Say hello!')).toBeInTheDocument();
    expect(dialog.getByText('0/2000')).toBeInTheDocument();
  });

  it('sends nothing while the message is blank, and keeps Send disabled', async () => {
    const fetchMock = givenChatApi();
    renderChatButton();
    const dialog = await openChat();
    const box = await dialog.findByLabelText('Message');
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box, '   {Enter}');
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(dialog.getByText('3/2000')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', /\/messages$/)).toHaveLength(0);
  });

  it('sends the trimmed message, shows it on the viewer side and empties the box', async () => {
    const fetchMock = givenChatApi();
    renderChatButton();
    const dialog = await openChat();
    const box = await dialog.findByLabelText('Message');
    await userEvent.type(box, '  Table for four at 7?  ');
    expect(dialog.getByText('24/2000')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Table for four at 7?')).toBeInTheDocument();
    const [post] = requestsTo(fetchMock, 'POST', /\/messages$/);
    expect(bodyOf(post)).toEqual({ content: 'Table for four at 7?' });
    expect(box).toHaveValue('');
    expect(dialog.getByText('0/2000')).toBeInTheDocument();
  });

  it('sends with Enter and starts a new line with Shift+Enter', async () => {
    const fetchMock = givenChatApi();
    renderChatButton();
    const dialog = await openChat();
    const box = await dialog.findByLabelText('Message');
    await userEvent.type(box, 'Two biryanis{Shift>}{Enter}{/Shift}one haleem{Enter}');
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', /\/messages$/)).toHaveLength(1));
    const [post] = requestsTo(fetchMock, 'POST', /\/messages$/);
    expect(bodyOf(post)).toEqual({ content: 'Two biryanis\none haleem' });
  });

  it("keeps the text after a failed send and says 'Failed to send message'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenChatApi({
      routes: {
        'POST /api/conversations/:id/messages': () =>
          Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
      },
    });
    renderChatButton();
    const dialog = await openChat();
    const box = await dialog.findByLabelText('Message');
    await userEvent.type(box, 'Do you cater weddings?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to send message', undefined));
    expect(box).toHaveValue('Do you cater weddings?');
    expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('disables Send while the message is on its way', async () => {
    const reply = deferredReply();
    givenChatApi({ routes: { 'POST /api/conversations/:id/messages': () => reply.promise } });
    renderChatButton();
    const dialog = await openChat();
    await userEvent.type(await dialog.findByLabelText('Message'), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    reply.resolve(
      Response.json({ ...givenChatMessage({ content: 'Hello' }), conversationId: CONVERSATION_ID }, { status: 201 }),
    );
    await waitFor(() => expect(dialog.getByLabelText('Message')).toHaveValue(''));
  });

  it('stays open when the business deletes the conversation, says so, and follows the next message to the fresh one', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const FRESH_ID = '55555555-5555-4555-8555-555555555555';
    let conversation = givenConversation();
    const closedThread = [givenChatMessage({ content: 'Do you have a high chair?' })];
    const freshThread = [givenChatMessage({ content: 'Hello again?' })];
    const fetchMock = givenChatApi({
      routes: {
        'GET /api/conversations/:id': () => Response.json(conversation),
        'GET /api/conversations/:id/messages': (url) =>
          Response.json({ items: url.pathname.includes(FRESH_ID) ? freshThread : closedThread, hasEarlier: false }),
        // The server put the message in the fresh conversation it opened.
        'POST /api/conversations/:id/messages': () =>
          Response.json({ ...freshThread[0]!, conversationId: FRESH_ID }, { status: 201 }),
      },
    });
    renderChatButton();
    const dialog = await openChat();
    expect(await dialog.findByText('Do you have a high chair?')).toBeInTheDocument();

    // The owner deletes it: the live hub tells the customer, whose thread stays, closed.
    conversation = givenConversation({ status: 'closed' });
    FakeEventSource.last!.send('change', { topic: 'conversations', id: CONVERSATION_ID });
    expect(
      await dialog.findByText('Saffron Lantern Kitchen closed this conversation. Your next message starts a new one.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Do you have a high chair?')).toBeInTheDocument();
    expect(dialog.queryByText('Conversation not found.')).not.toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText('Message'), 'Hello again?{Enter}');
    expect(await dialog.findByText('Hello again?')).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByText('Do you have a high chair?')).not.toBeInTheDocument());
    expect(dialog.getByRole('link', { name: 'My Chats' })).toHaveAttribute('href', `/chats/${FRESH_ID}`);
    expect(requestsTo(fetchMock, 'GET', new RegExp(`/api/conversations/${FRESH_ID}/messages`))).toHaveLength(1);
  });

  it("says 'Failed to create conversation' with the server's reason", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reason = 'Too many requests. Please wait a moment and try again.';
    givenChatApi({
      routes: {
        'POST /api/businesses/:id/conversations': () =>
          Response.json({ error: { code: 'RATE_LIMITED', message: reason } }, { status: 429 }),
      },
    });
    renderChatButton();
    const dialog = await openChat();
    expect(await dialog.findByText('Failed to create conversation')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Failed to create conversation', reason);
  });

  it("sends the listing's owner to the dashboard's Customer Chats instead", async () => {
    const fetchMock = givenChatApi();
    const { router } = renderChatButton({ viewerRunsListing: true });
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(await screen.findByText('Business dashboard')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=chats');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', /conversations$/)).toHaveLength(0);
  });

  it("sends the owner who followed their own card's chat link to the dashboard", async () => {
    givenChatApi();
    const { router } = renderChatButton({ viewerRunsListing: true, openOnLoad: true });
    expect(await screen.findByText('Business dashboard')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=chats');
  });
});
