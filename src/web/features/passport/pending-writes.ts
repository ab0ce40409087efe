import type { QueryClient } from '@tanstack/react-query';
import { ApiError, api, readJson } from '../../lib/api';
import { fetchSession, SESSION_QUERY_KEY } from '../../lib/session/session-query';
import { PENDING_PASSPORT_WRITES, passportKeys } from './passport-keys';

/**
 * Issue 18: passport writes made without a connection outlive the page that made them. What the holder
 * last asked for each business (stamped or not, and the note) is kept in the browser until the server has
 * it; a reload, or the app opened again tomorrow, shows it and sends it (main.tsx). Only the last wish per
 * business is kept, and every write is one the server takes twice as once (a stamp is a PUT of the one
 * visit, a removal that finds no stamp is done, a note is replaced), so sending it again is safe.
 */
export interface PendingWrite {
  /** true: stamped; false: the stamp (and its note) removed. */
  stamp?: boolean;
  note?: string;
}
type PendingByBusiness = Record<string, PendingWrite>;
type PendingByAccount = Record<string, PendingByBusiness>;

function readAll(): PendingByAccount {
  try {
    const kept = JSON.parse(localStorage.getItem(PENDING_PASSPORT_WRITES) ?? '{}') as unknown;
    return kept && typeof kept === 'object' ? (kept as PendingByAccount) : {};
  } catch {
    return {};
  }
}

function writeAll(all: PendingByAccount) {
  try {
    if (Object.keys(all).length === 0) localStorage.removeItem(PENDING_PASSPORT_WRITES);
    else localStorage.setItem(PENDING_PASSPORT_WRITES, JSON.stringify(all));
  } catch {
    // Storage refused (private mode, full): the write still waits in the page that made it.
  }
}

function update(userId: string, businessId: string, change: (write: PendingWrite) => PendingWrite | null) {
  const all = readAll();
  const mine = all[userId] ?? {};
  const next = change({ ...mine[businessId] });
  if (next && (next.stamp !== undefined || next.note !== undefined)) mine[businessId] = next;
  else delete mine[businessId];
  if (Object.keys(mine).length > 0) all[userId] = mine;
  else delete all[userId];
  writeAll(all);
}

/** The holder's writes not yet known to be on the server, by business. */
export function pendingWrites(userId: string): PendingByBusiness {
  return readAll()[userId] ?? {};
}

/** Keeps a stamp, a removal (which takes the note with it) or a note until the server has it. */
export function rememberWrite(userId: string, businessId: string, write: PendingWrite) {
  update(userId, businessId, (pending) => (write.stamp === false ? { stamp: false } : { ...pending, ...write }));
}

/**
 * The server answered `write` (taken, or refused by its rules): forgotten, unless something newer was
 * asked for since, which still waits.
 */
export function settleWrite(userId: string, businessId: string, write: PendingWrite) {
  update(userId, businessId, (pending) => ({
    stamp: pending.stamp === write.stamp ? undefined : pending.stamp,
    note: pending.note === write.note ? undefined : pending.note,
  }));
}

const visitApi = api.api.passport.visits[':businessId'];

/** Sends one kept write; false when the network did not carry it (it stays for the next try). */
async function send(userId: string, businessId: string, write: PendingWrite): Promise<boolean> {
  const param = { businessId };
  try {
    if (write.stamp === true) await readJson(visitApi.$put({ param }));
    if (write.stamp === false) await readJson(visitApi.$delete({ param }));
    if (write.stamp !== false && write.note !== undefined)
      await readJson(visitApi.note.$put({ param, json: { note: write.note } }));
  } catch (error) {
    // A fetch that never reached the server is a TypeError; any answer of the server decides.
    if (!(error instanceof ApiError)) return false;
    console.warn('A passport change made offline was refused', error);
  }
  settleWrite(userId, businessId, write);
  return true;
}

/** Who is signed in, as the server last confirmed (offline: the session kept in the browser). */
async function signedInUserId(queryClient: QueryClient) {
  try {
    return (await queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession }))?.user.id;
  } catch {
    return undefined;
  }
}

/**
 * Sends what the signed-in holder asked for while offline, once the session is known, and again (less and
 * less often, at most every 10 s, and at once when the browser says it is back online) until the network
 * has carried it all; then the passport is read again. Signed out, the writes wait for their account.
 */
export async function sendPendingWrites(queryClient: QueryClient, tries = 0): Promise<void> {
  const userId = await signedInUserId(queryClient);
  if (!userId) return;
  for (const [businessId, write] of Object.entries(pendingWrites(userId))) {
    if (await send(userId, businessId, write)) continue;
    const again = () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
      void sendPendingWrites(queryClient, tries + 1);
    };
    const timer = setTimeout(again, Math.min(1000 * 2 ** tries, 10_000));
    window.addEventListener('online', again);
    return;
  }
  await queryClient.invalidateQueries({ queryKey: passportKeys.all });
}
