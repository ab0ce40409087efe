import type { Role } from '../../../domain/roles';
import type { SessionInfo, SessionUser } from './session-context';

/** The React Query key of the session check; resets on a change of account leave it alone. */
export const SESSION_QUERY_KEY = ['session'] as const;

/** better-auth's `get-session` answer: the session and its user (the profile row), or null when signed out. */
interface SessionAnswer {
  session: { id: string; userId: string; expiresAt: string };
  user: {
    id: string;
    email: string;
    emailVerified: boolean;
    name: string;
    firstName?: string | null;
    lastName?: string | null;
    displayName?: string | null;
    role?: string | null;
    banned?: boolean | null;
  };
}

export interface CheckedSession {
  user: SessionUser;
  session: SessionInfo;
}

/** The last session the server confirmed, kept in the browser for when it cannot be asked (offline). */
const KEPT_SESSION = 'session';

function keptSession(): CheckedSession | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_SESSION) ?? 'null') as CheckedSession | null;
    if (!kept || new Date(kept.session.expiresAt).getTime() < Date.now()) return null;
    return { ...kept, session: { ...kept.session, expiresAt: new Date(kept.session.expiresAt) } };
  } catch {
    return null;
  }
}

/** The copies the service worker keeps of the pages and the person's data (sw.ts). */
const PERSONAL_CACHES = ['pages', 'data'];

function keepSession(checked: CheckedSession | null) {
  // Another account, or none: what the service worker kept for the previous one goes.
  const before = keptSession()?.user.id ?? null;
  if (before !== (checked?.user.id ?? null) && before !== null && 'caches' in globalThis)
    for (const name of PERSONAL_CACHES) void caches.delete(name);
  try {
    if (checked) localStorage.setItem(KEPT_SESSION, JSON.stringify(checked));
    else localStorage.removeItem(KEPT_SESSION);
  } catch {
    // Storage refused (private mode, full): the session is simply not kept for offline use.
  }
}

/**
 * Reads the session with a plain request, so that a first visit does not download the auth client (its
 * sign-in, sign-up and sign-out calls load it when first used). Same-origin cookies go with it.
 * Without a connection (issue 18), the session the server last confirmed stands in, so a signed-in person
 * offline still sees their passport as they last saw it; the server decides again once it can be asked.
 */
export async function fetchSession(): Promise<CheckedSession | null> {
  let res: Response;
  try {
    res = await fetch('/api/auth/get-session', { headers: { accept: 'application/json' } });
  } catch (offline) {
    const kept = keptSession();
    if (kept) return kept;
    throw offline;
  }
  if (!res.ok) throw new Error(`The session check answered ${res.status}`);
  const answer = (await res.json()) as SessionAnswer | null;
  const checked = readSession(answer);
  keepSession(checked);
  return checked;
}

function readSession(answer: SessionAnswer | null): CheckedSession | null {
  if (!answer?.user || !answer.session) return null;
  const { user, session } = answer;
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      displayName: user.displayName ?? user.name,
      role: (user.role ?? 'user') as Role,
      banned: user.banned ?? false,
    },
    session: { id: session.id, userId: session.userId, expiresAt: new Date(session.expiresAt) },
  };
}
