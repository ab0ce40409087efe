import type { Role } from '../../../domain/profile';
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

/**
 * Reads the session with a plain request, so that a first visit does not download the auth client (its
 * sign-in, sign-up and sign-out calls load it when first used). Same-origin cookies go with it.
 */
export async function fetchSession(): Promise<CheckedSession | null> {
  const res = await fetch('/api/auth/get-session', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`The session check answered ${res.status}`);
  const answer = (await res.json()) as SessionAnswer | null;
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
