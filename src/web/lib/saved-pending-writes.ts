import type { QueryClient } from '@tanstack/react-query';
import { ApiError, api, readJson } from './api';
import { msg, translate } from './i18n';
import { notifyError } from './notify';
import { savedKeys } from './saved-keys';
import { PENDING_SAVED_WRITES } from './saved-writes-key';
import { type CheckedSession, fetchSession, SESSION_QUERY_KEY } from './session/session-query';

/**
 * Issue 36: saves and removals made without a connection outlive the page that made them, as the passport's
 * do (features/passport/pending-writes.ts). The last wish per list and place is kept until the server has
 * answered it; a reload, or the app opened again, sends it (components/saved/save-heart.tsx). Each is one the
 * server takes twice as once (a save is a PUT, a removal of what is not there is done), so sending again is safe.
 */
export type PendingSave = { listId: string; businessId: string; saved: boolean };
type PendingByAccount = Record<string, Record<string, PendingSave>>;

export const UPDATE_SAVED_FAILED = msg('Could not update your saved places.');

const keyOf = (write: Pick<PendingSave, 'listId' | 'businessId'>) => `${write.listId}:${write.businessId}`;

function readAll(): PendingByAccount {
  try {
    const kept = JSON.parse(localStorage.getItem(PENDING_SAVED_WRITES) ?? '{}') as unknown;
    return kept && typeof kept === 'object' ? (kept as PendingByAccount) : {};
  } catch {
    return {};
  }
}

function writeAll(all: PendingByAccount) {
  try {
    if (Object.keys(all).length === 0) localStorage.removeItem(PENDING_SAVED_WRITES);
    else localStorage.setItem(PENDING_SAVED_WRITES, JSON.stringify(all));
  } catch {
    // Storage refused (private mode, full): the write still waits in the page that made it.
  }
}

/** The account's saves and removals not yet known to be on the server. */
export function pendingSaves(userId: string): PendingSave[] {
  return Object.values(readAll()[userId] ?? {});
}

/** Keeps a save or a removal until the server has it; a later one about the same place and list replaces it. */
export function rememberSave(userId: string, write: PendingSave) {
  const all = readAll();
  all[userId] = { ...all[userId], [keyOf(write)]: write };
  writeAll(all);
}

/** The server answered `write`: forgotten, unless something newer about the same place and list waits. */
export function settleSave(userId: string, write: PendingSave) {
  const all = readAll();
  const mine = all[userId] ?? {};
  if (mine[keyOf(write)]?.saved === write.saved) delete mine[keyOf(write)];
  if (Object.keys(mine).length > 0) all[userId] = mine;
  else delete all[userId];
  writeAll(all);
}

/** An account signed in on this device: what another one left waiting goes. */
export function keepOnlySavesOf(userId: string) {
  const all = readAll();
  writeAll(userId in all ? { [userId]: all[userId] ?? {} } : {});
}

/** Whether a write may go through later as it is: no answer, a busy or failing server, or an ended session. */
export function mayGoThroughLater(error: unknown) {
  if (!(error instanceof ApiError)) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

const placeApi = api.api.saved.lists[':listId'].places[':businessId'];

/** Sends one save or removal. */
export async function sendSave({ listId, businessId, saved }: PendingSave): Promise<void> {
  const param = { listId, businessId };
  if (saved) await readJson(placeApi.$put({ param }));
  else await readJson(placeApi.$delete({ param }));
}

let sending = false;
let nextTry: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends what the signed-in person saved or removed while offline, until all of it has gone through (again
 * after 1 s, doubling up to 10 s, or when the browser is back online); then the lists are read again.
 */
export async function sendPendingSaves(queryClient: QueryClient, tries = 0): Promise<void> {
  if (sending) return;
  clearTimeout(nextTry);
  sending = true;
  try {
    await queryClient.ensureQueryData({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession }).catch(() => null);
    const userId = queryClient.getQueryData<CheckedSession | null>(SESSION_QUERY_KEY)?.user.id;
    if (!userId) return;
    for (const write of pendingSaves(userId)) {
      try {
        await sendSave(write);
      } catch (error) {
        if (mayGoThroughLater(error)) {
          const retry = () => {
            window.removeEventListener('online', retry);
            void sendPendingSaves(queryClient, tries + 1);
          };
          nextTry = setTimeout(retry, Math.min(1000 * 2 ** tries, 10_000));
          window.addEventListener('online', retry, { once: true });
          return;
        }
        console.warn('A saved place changed offline was refused', error);
        notifyError(translate(UPDATE_SAVED_FAILED));
      }
      settleSave(userId, write);
    }
    await queryClient.invalidateQueries({ queryKey: savedKeys.all });
  } finally {
    sending = false;
  }
}
