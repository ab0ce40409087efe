import { vi } from 'vitest';
import type { Role } from '../../domain/profile';
import { roleFlags } from '../../domain/profile';
import type { SessionUser, SessionValue } from '../lib/session/session-context';

/** A signed-in member for component tests; `role` decides the flags. */
export function givenSessionUser(role: Role = 'user'): SessionUser {
  return {
    id: '0b7f3c1e-5d2a-4c4b-9a51-6f1e2d3c4b5a',
    email: 'amina@example.com',
    emailVerified: true,
    name: 'Amina Yusuf',
    firstName: 'Amina',
    lastName: 'Yusuf',
    displayName: 'Amina Yusuf',
    role,
    banned: false,
  };
}

/** A session context value without the network; renderWithProviders builds one from its `user` and `session`. */
export function givenSession(user: SessionUser | null, overrides: Partial<SessionValue> = {}): SessionValue {
  return {
    user,
    session: user ? { id: 'session-1', userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) } : null,
    loading: false,
    ...roleFlags(user?.role),
    signUp: vi.fn(async () => ({ error: null })),
    signIn: vi.fn(async () => ({ error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    refresh: vi.fn(async () => {}),
    ...overrides,
  };
}
