import type { QueryClient } from '@tanstack/react-query';
import type { FactAnswer, HalalFact } from '../../../domain/halal-evidence';
import { ApiError, api, isErrorCode, readJson } from '../../lib/api';
import { msg, translate } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { type CheckedSession, fetchSession, SESSION_QUERY_KEY } from '../../lib/session/session-query';
import { PENDING_PASSPORT_WRITES, passportKeys, writeScope } from './passport-keys';

/**
 * Issue 18: passport writes made without a connection outlive the page that made them. What the holder
 * last asked for each business (stamped or not, and the note) is kept in the browser until the server has
 * answered it; a reload, or the app opened again tomorrow, shows it and sends it (app/pending-passport-writes).
 * Only the last wish per business is kept, and every write is one the server takes twice as once (a stamp
 * is a PUT of the one visit, a removal that finds no stamp is done, a note is replaced), so sending it again
 * is safe.
 */
export interface PendingWrite {
  /** true: stamped; false: the stamp (and its note) removed. */
  stamp?: boolean;
  note?: string;
  /** Issue 34: the answers of the check after stamping, sent with the stamp. */
  answers?: StampCheckAnswer[];
}

/** One answer to 'Is this still true?' given right after stamping (the body of POST …/halal-answers). */
export interface StampCheckAnswer {
  locationId: string | null;
  fact: HalalFact;
  answer: FactAnswer;
}
type PendingByBusiness = Record<string, PendingWrite>;
type PendingByAccount = Record<string, PendingByBusiness>;

export const UPDATE_PASSPORT_FAILED = msg('Could not update passport.');

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

function update(userId: string, businessId: string, change: (write: PendingWrite) => PendingWrite) {
  const all = readAll();
  const mine = all[userId] ?? {};
  const next = change({ ...mine[businessId] });
  if (next.stamp !== undefined || next.note !== undefined || next.answers !== undefined) mine[businessId] = next;
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
  update(userId, businessId, (pending) => {
    if (write.stamp === false) return { stamp: false };
    // Stamped again after a removal still waiting: a new visit, whose note starts empty, whichever of the
    // earlier writes the server gets.
    if (write.stamp === true && pending.stamp === false) return { stamp: true, note: '' };
    // A later answer about the same fact replaces the earlier one.
    const answers = write.answers
      ? [
          ...(pending.answers ?? []).filter(
            (kept) => !write.answers?.some((a) => a.fact === kept.fact && a.locationId === kept.locationId),
          ),
          ...write.answers,
        ]
      : pending.answers;
    return { ...pending, ...write, ...(answers ? { answers } : {}) };
  });
}

/**
 * The server answered `write` (taken, or refused by its rules): forgotten, unless something newer was
 * asked for since, which still waits.
 */
export function settleWrite(userId: string, businessId: string, write: PendingWrite) {
  update(userId, businessId, (pending) => ({
    stamp: pending.stamp === write.stamp ? undefined : pending.stamp,
    note: pending.note === write.note ? undefined : pending.note,
    answers: JSON.stringify(pending.answers) === JSON.stringify(write.answers) ? undefined : pending.answers,
  }));
}

/**
 * Whether a kept write may go through later as it is: no answer (a fetch that never reached the server fails
 * with a TypeError), a server that is busy, limiting or failing rather than refusing it, or a session that
 * ended (it waits for its account to sign in again).
 */
function mayGoThroughLater(error: unknown) {
  if (!(error instanceof ApiError)) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** An account signed in on this device: what another one left waiting goes (its notes stay nowhere). */
export function keepOnlyAccount(userId: string) {
  const all = readAll();
  writeAll(userId in all ? { [userId]: all[userId] ?? {} } : {});
}

const visitApi = api.api.passport.visits[':businessId'];
const answersApi = api.api.businesses[':id']['halal-answers'];

/**
 * Sends the answers given after stamping. One the server refuses by its rules (the person's daily budget
 * spent, a fact no longer shown) is dropped: it would be refused again. Without an answer from the server,
 * the whole write waits for the next try.
 */
async function sendAnswers(businessId: string, answers: readonly StampCheckAnswer[]) {
  for (const json of answers) {
    try {
      await readJson(answersApi.$post({ param: { id: businessId }, json }));
    } catch (error) {
      if (mayGoThroughLater(error) && !isErrorCode(error, 'ANSWER_BUDGET')) throw error;
      console.warn('An answer given after stamping was refused', error);
    }
  }
}

/** Sends one kept write; false when it did not go through and waits for the next try. */
async function send(userId: string, businessId: string, write: PendingWrite): Promise<boolean> {
  const param = { businessId };
  try {
    if (write.stamp === true) await readJson(visitApi.$put({ param }));
    if (write.stamp === false) await readJson(visitApi.$delete({ param }));
    if (write.stamp !== false && write.note !== undefined)
      await readJson(visitApi.note.$put({ param, json: { note: write.note } }));
    if (write.stamp !== false && write.answers) await sendAnswers(businessId, write.answers);
  } catch (error) {
    if (mayGoThroughLater(error)) return false;
    // Refused by the server's rules: the holder is told, as for a change made online.
    console.warn('A passport change made offline was refused', error);
    notifyError(translate(UPDATE_PASSPORT_FAILED));
  }
  settleWrite(userId, businessId, write);
  return true;
}

const signedInAs = (queryClient: QueryClient) =>
  queryClient.getQueryData<CheckedSession | null>(SESSION_QUERY_KEY)?.user.id;

/** Whether the page is still sending a write of its own about the business (it settles it itself). */
const writing = (queryClient: QueryClient, businessId: string) =>
  queryClient
    .getMutationCache()
    .findAll({ status: 'pending' })
    .some((mutation) => mutation.options.scope?.id === writeScope(businessId).id);

let sending = false;
/** Asked to send while a run was under way (its passport still being read again, say): one more run after it. */
let sendAgain = false;
let cancelNextTry: (() => void) | undefined;

/** Tries again after a while (1 s, doubling up to 10 s), or at once when the browser says it is back online. */
function tryAgainLater(queryClient: QueryClient, tries: number) {
  const retry = () => {
    cancel();
    void sendPendingWrites(queryClient, tries + 1);
  };
  const timer = setTimeout(retry, Math.min(1000 * 2 ** tries, 10_000));
  const cancel = () => {
    clearTimeout(timer);
    window.removeEventListener('online', retry);
    cancelNextTry = undefined;
  };
  window.addEventListener('online', retry);
  cancelNextTry = cancel;
}

/**
 * Sends what the signed-in holder asked for while offline, again and again until all of it has gone
 * through; then the passport is read again. Each write is read just before it is sent, and only while its
 * account is the one signed in; one this page is sending itself is left to it.
 */
export async function sendPendingWrites(queryClient: QueryClient, tries = 0): Promise<void> {
  if (sending) {
    sendAgain = true;
    return;
  }
  cancelNextTry?.();
  sending = true;
  try {
    await queryClient.ensureQueryData({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession }).catch(() => null);
    const userId = signedInAs(queryClient);
    if (!userId) return;
    for (const businessId of Object.keys(pendingWrites(userId))) {
      const write = pendingWrites(userId)[businessId];
      if (!write || writing(queryClient, businessId)) continue;
      if (signedInAs(queryClient) !== userId) return;
      if (!(await send(userId, businessId, write))) return tryAgainLater(queryClient, tries);
    }
    await queryClient.invalidateQueries({ queryKey: passportKeys.all });
  } finally {
    sending = false;
    if (sendAgain) {
      sendAgain = false;
      void sendPendingWrites(queryClient);
    }
  }
}
