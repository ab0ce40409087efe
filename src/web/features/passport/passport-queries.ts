import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { ApiError, api, failureDescription, isErrorCode, isTemporaryFailure, readJson } from '../../lib/api';
import { msg, t, translate } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';
import { trustKeys } from '../../lib/query-keys';
import { type CheckedSession, SESSION_QUERY_KEY } from '../../lib/session/session-query';
import { passportKeys, STAMPED_EVENT, writeScope } from './passport-keys';
import {
  type PendingWrite,
  pendingWrites,
  rememberWrite,
  sendPendingWrites,
  settleWrite,
  UPDATE_PASSPORT_FAILED,
} from './pending-writes';

export { passportKeys };

const passportApi = api.api.passport;
const visitApi = passportApi.visits[':businessId'];

/**
 * GET /api/passport: the holder, the places of the book by name (every listed business, and the ones the
 * holder stamped before they closed for good) with the holder's visit, and the count.
 */
export type PassportData = InferResponseType<typeof passportApi.$get, 200>;
export type PassportBusiness = PassportData['businesses'][number];
/** The holder's stamp of a business and their private note on it ('' when none). */
export type PassportVisit = NonNullable<PassportBusiness['visit']>;
/** GET /api/passport/visits/:businessId: whether the holder stamped this business (the business page). */
export type VisitStatus = InferResponseType<typeof visitApi.$get, 200>;
/** GET /api/passport/stamps: a page of 'My stamps', newest first. */
type MyStampsPage = InferResponseType<typeof passportApi.stamps.$get, 200>;
/** One of the holder's stamps as 'My stamps' lists it: the place, when, and the start of the note. */
export type MyStamp = MyStampsPage['items'][number];

/**
 * Issue 18: a stamp, a removal or a note made without a connection is not lost. It stays on screen and is
 * sent again, less and less often (at most every 10 s), for as long as the page is open, until the network
 * carries it; the server's rules decide then (stamping twice is one visit), and any answer of the server's
 * is final, as before, except a 503 (the server cannot take it for a moment), which is waited out too.
 * Until that answer the write is also kept in the browser (pending-writes.ts): a reload shows it, and
 * sends it.
 */
const untilConnected = {
  // A fetch that never reached the server, or a server that could not take it for a moment (503: its
  // database restarting): the same write goes again.
  retry: (_failures: number, error: Error) => isTemporaryFailure(error),
  retryDelay: (failures: number) => Math.min(1000 * 2 ** failures, 10_000),
};

/** Whether the server answered a write (taken, or refused by its rules): its kept copy can go. */
const answered = (error: Error | null) => !error || (error instanceof ApiError && !isTemporaryFailure(error));

/** A write waiting for the network is sent for the account that made it, never for one signed in since. */
function stillSignedInAs(queryClient: QueryClient, userId: string) {
  const session = queryClient.getQueryData<CheckedSession | null>(SESSION_QUERY_KEY);
  if (session !== undefined && session?.user.id !== userId)
    throw new Error('The account that made this change is no longer signed in.');
}
export const removalKey = (businessId: string) => ['passport', 'remove', businessId] as const;

// Texts of the passport contract (English ids: shown with `translate`).
export const LOAD_PASSPORT_FAILED = msg('Failed to load passport data.');
export const removeStampWithNoteText = (name: string) =>
  t('Remove this stamp? Your note for {name} will be deleted too.', { name });

/** The book with `businessId`'s visit replaced, and the visited count following it. */
function withVisit(book: PassportData, businessId: string, visit: PassportVisit | null): PassportData {
  const before = book.businesses.find((business) => business.id === businessId);
  if (!before) return book;
  const change = Number(visit !== null) - Number(before.visit !== null);
  return {
    ...book,
    visited: book.visited + change,
    businesses: book.businesses.map((business) => (business.id === businessId ? { ...business, visit } : business)),
  };
}

/** Shows `visit` (or no stamp) for the business in the book and on the business page, whichever are loaded. */
function showVisit(queryClient: QueryClient, userId: string, businessId: string, visit: PassportVisit | null) {
  queryClient.setQueryData<PassportData>(
    passportKeys.book(userId),
    (book) => book && withVisit(book, businessId, visit),
  );
  queryClient.setQueryData<VisitStatus>(passportKeys.visit(userId, businessId), (status) => ({
    visit: visit && { id: visit.id, visitedAt: visit.visitedAt, hasNote: visit.note !== '' },
    closed: status?.closed ?? false,
  }));
}

/**
 * The server refused a stamp because the place has closed for good since the screen was drawn: the book
 * and the business page say so and stop offering the stamp.
 */
function showClosed(queryClient: QueryClient, userId: string, businessId: string) {
  queryClient.setQueryData<PassportData>(
    passportKeys.book(userId),
    (book) =>
      book && {
        ...book,
        businesses: book.businesses.map((business) =>
          business.id === businessId ? { ...business, closed: true } : business,
        ),
      },
  );
  queryClient.setQueryData<VisitStatus>(
    passportKeys.visit(userId, businessId),
    (status) => status && { ...status, closed: true },
  );
}

/** 'My stamps' is read again when next shown: a stamp, a removal or a note changed it. */
const refreshMyStamps = (queryClient: QueryClient, userId: string) =>
  queryClient.invalidateQueries({ queryKey: passportKeys.stamps(userId) });

/** Stops reads of the business's visit in flight, so an older answer cannot overwrite the change shown. */
function cancelReads(queryClient: QueryClient, userId: string, businessId: string) {
  return Promise.all([
    queryClient.cancelQueries({ queryKey: passportKeys.book(userId) }),
    queryClient.cancelQueries({ queryKey: passportKeys.visit(userId, businessId) }),
  ]);
}

const visitIn = (book: PassportData | undefined, businessId: string) =>
  book?.businesses.find((business) => business.id === businessId)?.visit;

/** The holder's visit of a business as the book knows it, with its note; undefined when the book is not loaded. */
export function visitInBook(queryClient: QueryClient, userId: string, businessId: string) {
  return visitIn(queryClient.getQueryData<PassportData>(passportKeys.book(userId)), businessId);
}

/** A visit as the holder last asked for it, over the visit `known` (the server's, or the copy kept offline). */
function withPendingWrite(businessId: string, known: PassportVisit | null, pending: PendingWrite | undefined) {
  if (!pending) return known;
  if (pending.stamp === false) return null;
  const visit = known ?? (pending.stamp ? { id: `stamping:${businessId}`, visitedAt: now(), note: '' } : null);
  return visit && pending.note !== undefined ? { ...visit, note: pending.note } : visit;
}

/**
 * The whole passport in one request (hundreds of businesses: the book renders only the pages in view),
 * with the writes still waiting for the network shown as made.
 */
export function usePassport(userId: string) {
  return useQuery({
    queryKey: passportKeys.book(userId),
    queryFn: async (): Promise<PassportData> => {
      const book = await readJson(passportApi.$get());
      return Object.entries(pendingWrites(userId)).reduce(
        (shown, [businessId, pending]) =>
          withVisit(shown, businessId, withPendingWrite(businessId, visitIn(shown, businessId) ?? null, pending)),
        book,
      );
    },
  });
}

/** The 'Stamp this place' card: whether the holder stamped this business (or asked to while offline). */
export function useVisitStatus(userId: string, businessId: string) {
  return useQuery({
    queryKey: passportKeys.visit(userId, businessId),
    queryFn: async (): Promise<VisitStatus> => {
      const status = await readJson(visitApi.$get({ param: { businessId } }));
      const stamp = pendingWrites(userId)[businessId]?.stamp;
      if (stamp === undefined || stamp === (status.visit !== null)) return status;
      return { ...status, visit: stamp ? { id: `stamping:${businessId}`, visitedAt: now(), hasNote: false } : null };
    },
  });
}

const stamped: PendingWrite = { stamp: true };
const unstamped: PendingWrite = { stamp: false };

/** Stamps a business: the stamp shows at once and goes again if the server refuses (stamping twice is one visit). */
export function useStampVisit(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      ...untilConnected,
      scope: writeScope(businessId),
      mutationFn: async () => {
        stillSignedInAs(queryClient, userId);
        return readJson(visitApi.$put({ param: { businessId } }));
      },
      feedback: {
        // A place closed for good says so, in its code's words, under the usual title.
        failure: (error) =>
          isErrorCode(error, 'PLACE_CLOSED')
            ? [translate(UPDATE_PASSPORT_FAILED), failureDescription(error)]
            : translate(UPDATE_PASSPORT_FAILED),
      },
      onMutate: async () => {
        rememberWrite(userId, businessId, stamped);
        window.dispatchEvent(new CustomEvent(STAMPED_EVENT, { detail: businessId }));
        await cancelReads(queryClient, userId, businessId);
        showVisit(queryClient, userId, businessId, { id: `stamping:${businessId}`, visitedAt: now(), note: '' });
      },
      // The control offers stamping only where there is no stamp, so undoing it leaves none.
      onError: (error) => {
        showVisit(queryClient, userId, businessId, null);
        if (isErrorCode(error, 'PLACE_CLOSED')) showClosed(queryClient, userId, businessId);
      },
      onSuccess: (visit) => {
        showVisit(queryClient, userId, businessId, visit);
        // A stamp lets its holder confirm the place is still halal (the business page's trust area).
        void queryClient.invalidateQueries({ queryKey: trustKeys.business(businessId) });
      },
      onSettled: (_visit, error) => {
        void refreshMyStamps(queryClient, userId);
        if (answered(error)) settleWrite(userId, businessId, stamped);
        // Answers of the check after stamping wait for the stamp: they go as soon as it has (once this
        // mutation is no longer pending, which it still is while its callbacks run).
        if (pendingWrites(userId)[businessId]?.answers) setTimeout(() => void sendPendingWrites(queryClient), 0);
      },
    }),
  );
}

/** Removes a business's stamp and the note on it; the stamp comes back if the server refuses. */
export function useRemoveStamp(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      ...untilConnected,
      mutationKey: removalKey(businessId),
      scope: writeScope(businessId),
      // The visit being removed, as the screen showed it: what comes back if the server refuses.
      mutationFn: async (_removed: PassportVisit) => {
        stillSignedInAs(queryClient, userId);
        try {
          return await readJson(visitApi.$delete({ param: { businessId } }));
        } catch (error) {
          // Sent again after a lost answer: the stamp is already gone, which is what was asked.
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      feedback: { failure: translate(UPDATE_PASSPORT_FAILED) },
      onMutate: async () => {
        rememberWrite(userId, businessId, unstamped);
        await cancelReads(queryClient, userId, businessId);
        showVisit(queryClient, userId, businessId, null);
      },
      onError: (_error, removed) => showVisit(queryClient, userId, businessId, removed),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trustKeys.business(businessId) }),
      onSettled: (_removed, error) => {
        void refreshMyStamps(queryClient, userId);
        if (answered(error)) settleWrite(userId, businessId, unstamped);
      },
    }),
  );
}

/** Saves the holder's private note on a stamped business, as typed. */
export function useSaveNote(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      ...untilConnected,
      scope: writeScope(businessId),
      mutationFn: async (note: string) => {
        stillSignedInAs(queryClient, userId);
        return readJson(visitApi.note.$put({ param: { businessId }, json: { note } }));
      },
      feedback: { failure: translate(UPDATE_PASSPORT_FAILED) },
      onMutate: (note) => rememberWrite(userId, businessId, { note }),
      onSettled: (_saved, error, note) => {
        void refreshMyStamps(queryClient, userId);
        if (answered(error)) settleWrite(userId, businessId, { note });
      },
      onSuccess: ({ note }) =>
        queryClient.setQueryData<PassportData>(passportKeys.book(userId), (book) => {
          const visit = book?.businesses.find((business) => business.id === businessId)?.visit;
          return book && visit ? withVisit(book, businessId, { ...visit, note }) : book;
        }),
    }),
  );
}

/** 'My stamps': the holder's stamps newest first, 20 at a time (`MY_STAMPS_PAGE_SIZE`). */
export function useMyStamps(userId: string) {
  return useInfiniteQuery({
    queryKey: passportKeys.stamps(userId),
    queryFn: async ({ pageParam }): Promise<MyStampsPage> =>
      readJson(passportApi.stamps.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

const now = () => new Date().toISOString();
