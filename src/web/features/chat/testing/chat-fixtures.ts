import { givenBusiness } from '../../../testing/business-fixture';
import { givenSessionUser } from '../../../testing/session-fixture';
import type { ChatMessage, ChatSummary, Conversation } from '../chat-queries';

const business = givenBusiness();
/** The business every chat test is about, as the chat routes name it. */
export const chatBusiness = {
  id: business.id,
  slug: business.slug,
  name: business.name,
  imageUrl: business.imageUrl,
};
export const CONVERSATION_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
/** The signed-in member of the tests (givenSessionUser), as a conversation's customer. */
export const customer = { id: givenSessionUser().id, name: 'Amina Yusuf' };

/** What every view of the tests' one conversation shows of it. */
const theConversation = {
  id: CONVERSATION_ID,
  // Nobody wrote one: the screens show 'Chat with {business name}' in the reader's language.
  subject: null,
  status: 'active',
  lastMessageAt: '2025-03-02T18:05:00.000Z',
  business: chatBusiness,
} satisfies Partial<Conversation & ChatSummary>;

/** A conversation as GET /api/conversations/:id answers it, seen by its customer unless told. */
export function givenConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    ...theConversation,
    customer,
    viewerSide: 'customer',
    ...overrides,
  };
}

/** A conversation as the lists show it (My Chats, the business's inbox). */
export function givenChatSummary(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    ...theConversation,
    customer: { name: customer.name },
    lastMessage: { content: 'Yes, from noon until midnight.', createdAt: '2025-03-02T18:05:00.000Z', side: 'business' },
    unread: 0,
    ...overrides,
  };
}

let messageCount = 0;

/** A message of the thread; from the customer (the viewer) unless told. */
export function givenChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  messageCount += 1;
  return {
    id: `00000000-0000-4000-8000-${String(messageCount).padStart(12, '0')}`,
    content: 'Salaam! Are you open on Eid?',
    createdAt: '2025-03-02T18:00:00.000Z',
    side: 'customer',
    senderName: customer.name,
    mine: true,
    ...overrides,
  };
}

/** A reply from the business to the customer viewing the thread. */
export function givenBusinessReply(content: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return givenChatMessage({ content, side: 'business', senderName: 'Yusuf Karim', mine: false, ...overrides });
}
