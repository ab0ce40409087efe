import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api';
import { useLiveInvalidation } from '../../lib/live';
import { useSession } from '../../lib/session/session-context';

// What every page's header needs of the chats, apart from the rest of chat-queries.ts, which loads with the
// chat screens: the first visit to any page does not download them.

export type UnreadChats = InferResponseType<typeof api.api.chats.unread.$get, 200>;

// Every chat query starts with 'chats', so one live event refreshes every list and thread on screen. The
// lists' counts and previews change with each message sent or read: `summaries` are their prefixes.
export const chatKeys = {
  all: ['chats'] as const,
  summaries: {
    unread: ['chats', 'unread'] as const,
    mine: ['chats', 'mine'] as const,
    inbox: ['chats', 'inbox'] as const,
  },
  // Per account, so a sign-out cannot show the next person someone else's counts or conversations.
  unread: (userId: string) => ['chats', 'unread', userId] as const,
  mine: (userId: string) => ['chats', 'mine', userId] as const,
  inbox: (businessId: string) => ['chats', 'inbox', businessId] as const,
  conversation: (conversationId: string) => ['chats', 'conversation', conversationId] as const,
  messages: (conversationId: string) => ['chats', 'messages', conversationId] as const,
};

/** The header's dots: conversations with unread messages, as a customer and for the listings the viewer runs. */
export function useUnreadChats(): UnreadChats {
  const { user } = useSession();
  const unread = useQuery({
    queryKey: chatKeys.unread(user?.id ?? ''),
    queryFn: async (): Promise<UnreadChats> => readJson(api.api.chats.unread.$get()),
    enabled: user !== null,
  });
  // The header's dots: a new message, a read or a deletion anywhere changes them.
  useLiveInvalidation({ conversations: [chatKeys.unread(user?.id ?? '')] }, user !== null);
  return user && unread.data ? unread.data : { asCustomer: 0, asBusiness: 0 };
}
