import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientResponse, InferResponseType } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
import { ApiError, api, readJson, serverReason } from '../../lib/api';
import { msg, t } from '../../lib/i18n';
import type { LiveInvalidations } from '../../lib/live';
import type { LoadFailure } from '../../lib/load-failure';
import { withFeedback } from '../../lib/mutation-feedback';
import { chatKeys } from './unread-chats';

export { chatKeys, type UnreadChats, useUnreadChats } from './unread-chats';

const conversationApi = api.api.conversations[':id'];

/** GET /api/chats: the viewer's conversations as a customer, newest activity first, 30 a page. */
type MyChatsPage = InferResponseType<typeof api.api.chats.$get, 200>;
/** A conversation as the lists show it: who, the last message and how many are unread on the list's side. */
export type ChatSummary = MyChatsPage['items'][number];
/** GET /api/owner/businesses/:businessId/conversations: the business's inbox with its count and unread total. */
export type ChatInboxData = InferResponseType<
  (typeof api.api.owner.businesses)[':businessId']['conversations']['$get'],
  200
>;
/** GET /api/conversations/:id: the conversation and the side the viewer speaks for. */
export type Conversation = InferResponseType<typeof conversationApi.$get, 200>;
/** GET /api/conversations/:id/messages: the latest 50 (or the 50 before `before`), oldest first. */
type MessagePage = InferResponseType<typeof conversationApi.messages.$get, 200>;
export type ChatMessage = MessagePage['items'][number];
/**
 * POST /api/conversations/:id/messages: the message and the conversation it went to (a fresh one when the
 * business had deleted this one).
 */
export type SentMessage = InferResponseType<typeof conversationApi.messages.$post, 201>;

// SPEC §4 Conversation: lists refresh live when conversations change, the open thread when a message comes.
export const chatLiveInvalidations: LiveInvalidations = { conversations: [chatKeys.all], messages: [chatKeys.all] };

// SPEC §8 Conversations.
export const LOAD_CONVERSATIONS_FAILED = msg('Failed to load conversations');
export const LOAD_MESSAGES_FAILED = msg('Failed to load messages');
const conversationsFailure: LoadFailure = { log: 'Conversations failed to load', toast: LOAD_CONVERSATIONS_FAILED };
const messagesFailure: LoadFailure = { log: 'Messages failed to load', toast: LOAD_MESSAGES_FAILED };
/** A conversation that is not there (deleted, not the viewer's) is told by the thread: 'Conversation not found.' */
const conversationFailure: LoadFailure = {
  log: 'Conversation failed to load',
  toast: (error) => (error instanceof ApiError && error.status === 404 ? null : LOAD_MESSAGES_FAILED),
};
export const signInToChatText = (business: string) =>
  t('Please sign in to start a conversation with {business}.', { business });
export const DELETE_CONVERSATION_CONFIRM = msg('Delete this conversation? This action cannot be undone.');

/** Reads a reply without a body (204), or throws the server's `ApiError` like `readJson`. */
async function readNoContent(response: Promise<ClientResponse<unknown, number, ResponseFormat>>): Promise<void> {
  const res = await response;
  if (!res.ok) await readJson(res);
}

function useRefreshSummaries() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(Object.values(chatKeys.summaries).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** My Chats: the viewer's conversations as a customer, 30 at a time. */
export function useMyChats(userId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.mine(userId),
    queryFn: async ({ pageParam }): Promise<MyChatsPage> =>
      readJson(api.api.chats.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { loadFailure: conversationsFailure },
  });
}

/** The Customer Chats tab: every conversation of the business (up to 200), newest activity first. */
export function useChatInbox(businessId: string) {
  return useQuery({
    queryKey: chatKeys.inbox(businessId),
    queryFn: async (): Promise<ChatInboxData> =>
      readJson(api.api.owner.businesses[':businessId'].conversations.$get({ param: { businessId } })),
    meta: { loadFailure: conversationsFailure },
  });
}

export function useConversation(conversationId: string, enabled = true) {
  return useQuery({
    queryKey: chatKeys.conversation(conversationId),
    queryFn: async (): Promise<Conversation> => readJson(conversationApi.$get({ param: { id: conversationId } })),
    enabled,
    meta: { loadFailure: conversationFailure },
  });
}

/** The thread's messages: the latest 50 first; each further page is the 50 before the earliest shown. */
export function useChatMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId),
    queryFn: async ({ pageParam }): Promise<MessagePage> =>
      readJson(
        conversationApi.messages.$get({
          param: { id: conversationId },
          query: pageParam ? { before: pageParam } : {},
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasEarlier ? last.items[0]?.id : undefined),
    meta: { loadFailure: messagesFailure },
  });
}

/** The thread's messages oldest first: the pages come newest page first. */
export function messagesOldestFirst(pages: readonly MessagePage[] | undefined): ChatMessage[] {
  return [...(pages ?? [])].reverse().flatMap((page) => page.items);
}

/** Opens the viewer's conversation with the business: the active one if there is one, else a new one. */
export function useStartConversation(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: async (): Promise<Conversation> =>
        readJson(api.api.businesses[':id'].conversations.$post({ param: { id: businessId } })),
      feedback: {
        failure: (error) => [t('Failed to create conversation'), serverReason(error)],
      },
      onSuccess: (conversation) => {
        queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
        return queryClient.invalidateQueries({ queryKey: chatKeys.summaries.mine });
      },
    }),
  );
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const refreshSummaries = useRefreshSummaries();
  return useMutation(
    withFeedback({
      mutationFn: async (content: string): Promise<SentMessage> =>
        readJson(conversationApi.messages.$post({ param: { id: conversationId }, json: { content } })),
      feedback: {
        failure: (error) => [t('Failed to send message'), serverReason(error)],
      },
      onSuccess: () => {
        // Issue 36: the moment push helps (an answer will come): offered once, loaded only then.
        void import('../../lib/push/push-offer').then(({ offerPush }) => offerPush('chat'));
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }),
          refreshSummaries(),
        ]);
      },
    }),
  );
}

/** Marks the conversation read on the viewer's side (the thread is open and its newest message shown). */
export function useMarkConversationRead(conversationId: string) {
  const refreshSummaries = useRefreshSummaries();
  return useMutation(
    withFeedback({
      mutationFn: async () => readNoContent(conversationApi.read.$post({ param: { id: conversationId } })),
      // Nothing the reader can act on: the badge stays until the next time the thread is read. Still logged.
      feedback: { failure: () => null },
      onSuccess: refreshSummaries,
    }),
  );
}

/** The business's manager deletes a conversation from its inbox (the customer keeps it, closed). */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  const refreshSummaries = useRefreshSummaries();
  return useMutation(
    withFeedback({
      mutationFn: async (conversationId: string) =>
        readJson(conversationApi.$delete({ param: { id: conversationId } })),
      feedback: { success: t('Conversation deleted'), failure: t('Failed to delete conversation') },
      onSuccess: (_, conversationId) => {
        queryClient.removeQueries({ queryKey: chatKeys.messages(conversationId) });
        queryClient.removeQueries({ queryKey: chatKeys.conversation(conversationId) });
        return refreshSummaries();
      },
    }),
  );
}

/** The customer takes a conversation off My Chats; a new message from the business brings it back. */
export function useHideConversation() {
  const refreshSummaries = useRefreshSummaries();
  return useMutation(
    withFeedback({
      mutationFn: async (conversationId: string) =>
        readNoContent(conversationApi.hide.$post({ param: { id: conversationId } })),
      feedback: { failure: t('Failed to hide conversation') },
      onSuccess: refreshSummaries,
    }),
  );
}
