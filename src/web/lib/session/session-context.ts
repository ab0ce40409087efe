import { createContext, use } from 'react';
import type { Role } from '../../../domain/roles';

/** The signed-in account; the server's user row is the profile, so it carries the profile fields. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  firstName: string;
  lastName: string;
  displayName: string;
  role: Role;
  banned: boolean;
}

export interface SessionInfo {
  id: string;
  userId: string;
  expiresAt: Date;
}

/** What better-auth answers on failure: a code (USER_ALREADY_EXISTS…), a message and the HTTP status. */
export interface AuthError {
  code?: string;
  message?: string;
  status?: number;
}

export interface AuthResult {
  error: AuthError | null;
}

export interface SignUpResult extends AuthResult {
  /** The account the server answered with (for the unconfirmed-existing-account rule, SPEC §8). */
  user?: { createdAt: Date; emailVerified: boolean };
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface SignInInput {
  email: string;
  password: string;
}

// SPEC §3 Session state exposed to screens.
export interface SessionValue {
  user: SessionUser | null;
  session: SessionInfo | null;
  /** True until the first session check ends, whether it succeeded or failed. */
  loading: boolean;
  isAdmin: boolean;
  isBusinessOwner: boolean;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  signIn(input: SignInInput): Promise<AuthResult>;
  signOut(): Promise<AuthResult>;
  /** Re-reads the session (after a profile change). */
  refresh(): Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}
