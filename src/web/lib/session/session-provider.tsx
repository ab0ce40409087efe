import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { roleFlags } from '../../../domain/roles';
import type { AuthError, SessionValue, SignInInput, SignUpInput } from './session-context';
import { SessionContext } from './session-context';
import { fetchSession, SESSION_QUERY_KEY } from './session-query';

// Where the confirmation link in the sign-up mail lands (SPEC §4 Signup).
const CONFIRMATION_PATH = '/email-confirmation';

/** The better-auth client, loaded when an account action first needs it (not on a first visit). */
const loadAuthClient = () => import('../auth-client').then((module) => module.authClient);

/** A request that never reached the server (offline, aborted, the client not loaded) is reported like any other failure. */
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
  const queryClient = useQueryClient();
  const { data, isPending, error } = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, retry: 1 });
  const userId = data?.user.id ?? null;

  useEffect(() => {
    if (error) console.error('Session check failed', error);
  }, [error]);

  // SPEC §4 Session: loading ends with the first check, whether it succeeded or failed; later checks
  // must not blank the screens.
  const [checked, setChecked] = useState(false);
  if (!isPending && !checked) setChecked(true);

  // Cached server data belongs to one account: start afresh when another one signs in or out.
  const knownUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!checked) return;
    if (knownUserId.current !== undefined && knownUserId.current !== userId)
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    knownUserId.current = userId;
  }, [checked, userId, queryClient]);

  const value = useMemo<SessionValue>(() => {
    const user = data?.user ?? null;
    /** Reads the session again once an account action answered, before telling the screen. */
    const refresh = () => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
    return {
      user,
      session: data?.session ?? null,
      loading: !checked,
      ...roleFlags(user?.role),
      async signUp({ firstName, lastName, email, password }: SignUpInput) {
        const result = await settle(async () =>
          (await loadAuthClient()).signUp.email({
            email,
            password,
            name: `${firstName} ${lastName}`,
            firstName,
            lastName,
            callbackURL: CONFIRMATION_PATH,
          }),
        );
        if (result.error || !('data' in result) || !result.data) return { error: result.error ?? {} };
        await refresh();
        const created = result.data.user;
        return { error: null, user: { createdAt: new Date(created.createdAt), emailVerified: created.emailVerified } };
      },
      async signIn({ email, password }: SignInInput) {
        const result = await settle(async () => (await loadAuthClient()).signIn.email({ email, password }));
        if (!result.error) await refresh();
        return { error: result.error };
      },
      async signOut() {
        const result = await settle(async () => (await loadAuthClient()).signOut());
        await refresh();
        return { error: result.error };
      },
      refresh,
    };
  }, [data, checked, queryClient]);

  // The first answer changes most of the page (the header's links, every card's buttons): React applies it
  // as background work in slices, so the phone stays responsive just as the page has come up. Until then
  // the screens still read 'loading', as they did a moment before. Later changes (signing in or out) apply
  // at once.
  const deferred = useDeferredValue(value);
  const shown = deferred.loading && !value.loading ? deferred : value;

  return <SessionContext value={shown}>{children}</SessionContext>;
}
