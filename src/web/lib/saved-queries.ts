import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { SavedListOrder } from '../../domain/notices';
import { ApiError, api, isErrorCode, isTemporaryFailure, readJson } from './api';
import { msg, t, translate } from './i18n';
import { withFeedback } from './mutation-feedback';
import { notifyError, notifySuccess } from './notify';
import { LOAD_SAVED_FAILED, savedKeys, savedListsMeta } from './saved-keys';
import {
  type PendingSave,
  pendingSaves,
  rememberSave,
  sendPendingSaves,
  sendSave,
  settleSave,
  UPDATE_SAVED_FAILED,
} from './saved-pending-writes';

// Issue 36: saved places and their lists, as the web reads and changes them (decision 032). Loaded by the
// list picker and the saved pages, never by a page's first screen: the heart reads its lists through a
// dynamic import of this module.

const savedApi = api.api.saved;
const listApi = savedApi.lists[':listId'];

/** GET /api/saved: the person's lists and, for the hearts, which lists each place is in. */
export type SavedData = InferResponseType<typeof savedApi.$get, 200>;
export type SavedList = SavedData['lists'][number];
/** GET /api/saved/lists/:listId: one list and its places as cards, with their notes. */
export type SavedListPage = InferResponseType<typeof listApi.$get, 200>;
export type SavedPlace = SavedListPage['places'][number];
/** GET /api/lists/:shareId: a list shared by its link. */
export type SharedList = InferResponseType<(typeof api.api.lists)[':shareId']['$get'], 200>;

/** A list's name in the reader's language: the defaults are named by the site, the others by their owner. */
export function listName(list: { kind: string; name: string | null }): string {
  if (list.kind === 'want_to_go') return t('Want to go');
  if (list.kind === 'favourites') return t('Favourites');
  return list.name ?? '';
}

/** The lists with the saves and removals still waiting for the network shown as made. */
function withPendingSaves(data: SavedData, pending: PendingSave[]): SavedData {
  return pending.reduce((shown, write) => withSave(shown, write), data);
}

/** The lists with one place saved in (or taken out of) one list, and the list's count following it. */
function withSave(data: SavedData, { listId, businessId, saved }: PendingSave): SavedData {
  const before = data.saved[businessId] ?? [];
  if (before.includes(listId) === saved) return data;
  const after = saved ? [...before, listId] : before.filter((id) => id !== listId);
  const { [businessId]: _old, ...others } = data.saved;
  return {
    lists: data.lists.map((list) =>
      list.id === listId ? { ...list, placeCount: list.placeCount + (saved ? 1 : -1) } : list,
    ),
    saved: after.length > 0 ? { ...others, [businessId]: after } : others,
  };
}

export const savedListsQuery = (userId: string) =>
  queryOptions({
    queryKey: savedKeys.lists(userId),
    queryFn: async (): Promise<SavedData> => withPendingSaves(await readJson(savedApi.$get()), pendingSaves(userId)),
    meta: savedListsMeta,
  });

export function useSavedLists(userId: string) {
  return useQuery(savedListsQuery(userId));
}

export interface Position {
  lat: number;
  lng: number;
}

export const savedListQuery = (userId: string, listId: string, from: Position | null) =>
  queryOptions({
    queryKey: [...savedKeys.list(userId, listId), from] as const,
    queryFn: async (): Promise<SavedListPage> =>
      readJson(
        listApi.$get({
          param: { listId },
          query: from ? { lat: String(from.lat), lng: String(from.lng) } : {},
        }),
      ),
    meta: {
      loadFailure: {
        log: 'A saved list failed to load',
        toast: (error) => (isErrorCode(error, 'NOT_FOUND') ? null : LOAD_SAVED_FAILED),
      },
    },
  });

export const sharedListQuery = (shareId: string) =>
  queryOptions({
    queryKey: savedKeys.shared(shareId),
    queryFn: async (): Promise<SharedList> => readJson(api.api.lists[':shareId'].$get({ param: { shareId } })),
    meta: {
      loadFailure: {
        log: 'A shared list failed to load',
        toast: (error) => (isErrorCode(error, 'NOT_FOUND') ? null : msg('Failed to load this list.')),
      },
    },
  });

/** Retried while the network does not carry it (or the server cannot take it for a moment), as the passport's writes. */
const untilConnected = {
  retry: (_failures: number, error: Error) => isTemporaryFailure(error),
  retryDelay: (failures: number) => Math.min(1000 * 2 ** failures, 10_000),
};
const answered = (error: Error | null) => !error || (error instanceof ApiError && !isTemporaryFailure(error));

/** Shows a save or a removal in the lists (the hearts) and refreshes the list pages behind. */
function showSave(queryClient: QueryClient, userId: string, write: PendingSave) {
  queryClient.setQueryData<SavedData>(savedKeys.lists(userId), (data) => data && withSave(data, write));
}

/**
 * Saves a place in a list, or takes it out: shown at once, kept in the browser until the server has it (sent
 * again when the network is back), and undone if the server refuses.
 */
export function useSavePlace(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      ...untilConnected,
      scope: { id: 'saved-places' },
      mutationFn: (write: PendingSave) => sendSave(write),
      feedback: { failure: translate(UPDATE_SAVED_FAILED) },
      onMutate: async (write) => {
        rememberSave(userId, write);
        await queryClient.cancelQueries({ queryKey: savedKeys.lists(userId) });
        showSave(queryClient, userId, write);
      },
      onError: (_error, write) => showSave(queryClient, userId, { ...write, saved: !write.saved }),
      // Saving a place watches it: the moment push helps, offered once (push-offer.ts), loaded only then.
      onSuccess: (_answer, write) => {
        if (write.saved) void import('./push/push-offer').then(({ offerPush }) => offerPush('saved'));
      },
      onSettled: (_answer, error, write) => {
        if (answered(error)) settleSave(userId, write);
        void queryClient.invalidateQueries({ queryKey: ['saved', 'list', userId, write.listId] });
      },
    }),
  );
}

/** The account's lists and list pages, read again after a change to one of them. */
const refreshLists = (queryClient: QueryClient, userId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: savedKeys.lists(userId) }),
    queryClient.invalidateQueries({ queryKey: ['saved', 'list', userId] }),
  ]);

export function useCreateList(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: (name: string) => readJson(savedApi.lists.$post({ json: { name } })),
      feedback: { failure: t('Could not create the list.') },
      onSuccess: () => void refreshLists(queryClient, userId),
    }),
  );
}

export interface ListChange {
  name?: string;
  watch?: boolean;
  sort?: SavedListOrder;
}

export function useUpdateList(userId: string, listId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: (json: ListChange) => readJson(listApi.$patch({ param: { listId }, json })),
      feedback: { failure: t('Could not change the list.') },
      onSuccess: () => void refreshLists(queryClient, userId),
    }),
  );
}

export function useDeleteList(userId: string, listId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: () => readJson(listApi.$delete({ param: { listId } })),
      feedback: { success: t('List deleted'), failure: t('Could not delete the list.') },
      onSuccess: () => void refreshLists(queryClient, userId),
    }),
  );
}

/** A list's pages (by hand and by distance) with one place's note as the server now has it. */
function showNote(
  queryClient: QueryClient,
  userId: string,
  listId: string,
  saved: { businessId: string; note: string },
) {
  queryClient.setQueriesData<SavedListPage>({ queryKey: savedKeys.list(userId, listId) }, (page) =>
    page
      ? {
          ...page,
          places: page.places.map((place) => (place.id === saved.businessId ? { ...place, note: saved.note } : place)),
        }
      : page,
  );
}

/**
 * Saves a note as it is typed. One at a time, in the order typed (a later note never lands before an earlier
 * one), and the list's pages then show the note the server has: what a page opened again shows.
 */
export function useSaveNote(userId: string, listId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      ...untilConnected,
      scope: { id: `saved-note:${listId}` },
      mutationFn: ({ businessId, note }: { businessId: string; note: string }) =>
        readJson(listApi.places[':businessId'].$patch({ param: { listId, businessId }, json: { note } })),
      feedback: { failure: t('Could not save the note.') },
      onSuccess: (saved) => showNote(queryClient, userId, listId, saved),
    }),
  );
}

export function useOrderPlaces(userId: string, listId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: (businessIds: string[]) => readJson(listApi.order.$put({ param: { listId }, json: { businessIds } })),
      feedback: { failure: t('Could not change the order.') },
      onSettled: () => void queryClient.invalidateQueries({ queryKey: savedKeys.list(userId, listId) }),
    }),
  );
}

/** Shares a list by its link, or stops sharing it (the link then leads nowhere). */
export function useShareList(userId: string, listId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: async (share: boolean): Promise<{ shareId: string | null }> =>
        share
          ? readJson(listApi.share.$post({ param: { listId } }))
          : readJson(listApi.share.$delete({ param: { listId } })),
      feedback: {
        success: (_answer, share) => (share ? t('Your list can be shared by its link') : t('Sharing stopped')),
        failure: t('Could not change sharing.'),
      },
      onSuccess: () => void refreshLists(queryClient, userId),
    }),
  );
}

/**
 * The heart pressed while signed out, back from signing in: the place goes to 'Want to go' (kept in the
 * browser until the server has it, as every save), and the person is told where it went.
 */
export async function saveAfterSignIn(queryClient: QueryClient, userId: string, businessId: string) {
  const data = await queryClient.ensureQueryData(savedListsQuery(userId)).catch(() => null);
  const wantToGo = data?.lists.find((list) => list.kind === 'want_to_go');
  if (!wantToGo) return;
  const write = { listId: wantToGo.id, businessId, saved: true };
  rememberSave(userId, write);
  showSave(queryClient, userId, write);
  try {
    await sendSave(write);
    settleSave(userId, write);
    notifySuccess(t("Saved to 'Want to go'"));
  } catch (error) {
    if (answered(error as Error)) {
      settleSave(userId, write);
      showSave(queryClient, userId, { ...write, saved: false });
      notifyError(translate(UPDATE_SAVED_FAILED));
    } else void sendPendingSaves(queryClient);
  }
}
