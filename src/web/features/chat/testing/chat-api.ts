import { type ApiRoutes, givenApi } from '../../../testing/fetch-fixture';
import type { ChatMessage, Conversation, SentMessage } from '../chat-queries';
import { givenConversation } from './chat-fixtures';

interface ThreadApi {
  conversation?: Conversation;
  /** The thread, oldest first: what GET …/messages answers (the server's latest 50). */
  messages?: ChatMessage[];
  routes?: ApiRoutes;
}

/**
 * One conversation's API: its details, its messages, and sending (a sent message joins the thread), reading
 * and hiding. `routes` answers anything else, or replaces one of these.
 */
export function givenThreadApi({ conversation = givenConversation(), messages = [], routes = {} }: ThreadApi = {}) {
  const thread = messages; // The test may add to it, as if someone wrote.
  return givenApi({
    'GET /api/conversations/:id': () => Response.json(conversation),
    'GET /api/conversations/:id/messages': () => Response.json({ items: thread, hasEarlier: false }),
    'POST /api/conversations/:id/messages': (_url, init) => {
      const { content } = JSON.parse(String(init?.body)) as { content: string };
      const message: SentMessage = {
        id: `99999999-0000-4000-8000-${String(thread.length).padStart(12, '0')}`,
        content,
        createdAt: new Date().toISOString(),
        side: conversation.viewerSide,
        senderName: 'Amina Yusuf',
        mine: true,
        conversationId: conversation.id,
      };
      thread.push(message);
      return Response.json(message, { status: 201 });
    },
    'POST /api/conversations/:id/read': () => new Response(null, { status: 204 }),
    'POST /api/conversations/:id/hide': () => new Response(null, { status: 204 }),
    'GET /api/chats/unread': () => Response.json({ asCustomer: 0, asBusiness: 0 }),
    ...routes,
  });
}
