import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Role } from '../../../domain/profile';
import { roleFlags } from '../../../domain/profile';
import { authClient } from '../auth-client';
import type { AuthError, SessionUser, SessionValue, SignInInput, SignUpInput } from './session-context';
import { SessionContext } from './session-context';

// Where the confirmation link in the sign-up mail lands (SPEC §4 Signup).
const CONFIRMATION_PATH = '/email-confirmation';

type BetterAuthUser = NonNullable<ReturnType<typeof authClient.useSession>['data']>['user'];

function toSessionUser(user: BetterAuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    name: user.name,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    displayName: user.displayName ?? user.name,
    role: (user.role ?? 'user') as Role,
    banned: user.banned ?? false,
  };
}

/** A request that never reached the server (offline, aborted) is reported like any other failure. */
async function settle<T extends { error: AuthError | null }>(
  call: () => Promise<T>,
): Promise<T | { error: AuthError }> {
  try {
    return await call();
  } catch (cause) {
    console.error('Auth request failed', cause);
    return { error: {} };
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isPending, error, refetch } = authClient.useSession();
  const queryClient = useQueryClient();
  const userId = data?.user.id ?? null;

  useEffect(() => {
    if (error) console.error('Session check failed', error);
  }, [error]);

  // SPEC §4 Session: loading ends with the first check. better-auth reports later refetches of a
  // signed-out session as pending again; those must not blank the screens.
  const [checked, setChecked] = useState(false);
  if (!isPending && !checked) setChecked(true);

  // Cached server data belongs to one account: start afresh when another one signs in or out.
  const knownUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!checked) return;
    if (knownUserId.current !== undefined && knownUserId.current !== userId) void queryClient.resetQueries();
    knownUserId.current = userId;
  }, [checked, userId, queryClient]);

  const value = useMemo<SessionValue>(() => {
    const user = data ? toSessionUser(data.user) : null;
    const session = data
      ? { id: data.session.id, userId: data.session.userId, expiresAt: data.session.expiresAt }
      : null;
    return {
      user,
      session,
      loading: !checked,
      ...roleFlags(user?.role),
      async signUp({ firstName, lastName, email, password }: SignUpInput) {
        const result = await settle(() =>
          authClient.signUp.email({
            email,
            password,
            name: `${firstName} ${lastName}`,
            firstName,
            lastName,
            callbackURL: CONFIRMATION_PATH,
          }),
        );
        if (result.error || !('data' in result) || !result.data) return { error: result.error ?? {} };
        const created = result.data.user;
        return { error: null, user: { createdAt: new Date(created.createdAt), emailVerified: created.emailVerified } };
      },
      async signIn({ email, password }: SignInInput) {
        const result = await settle(() => authClient.signIn.email({ email, password }));
        return { error: result.error };
      },
      async signOut() {
        const result = await settle(() => authClient.signOut());
        return { error: result.error };
      },
      async refresh() {
        await refetch();
      },
    };
  }, [data, checked, refetch]);

  return <SessionContext value={value}>{children}</SessionContext>;
}
