import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { givenSessionUser } from '../../testing/session-fixture';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';
import type { CheckedSession } from './session-query';

// The session check is replaced by answers the test gives: no network.
const check = vi.hoisted(() => ({
  answers: [] as Array<(value: unknown) => void>,
  failures: [] as Array<(e: Error) => void>,
}));
vi.mock('./session-query', async (original) => ({
  ...(await original<typeof import('./session-query')>()),
  fetchSession: () =>
    new Promise((resolve, reject) => {
      check.answers.push(resolve);
      check.failures.push(reject);
    }),
}));

function ShowSession() {
  const { user, loading, isAdmin, isBusinessOwner } = useSession();
  return <p>{JSON.stringify({ loading, email: user?.email ?? null, isAdmin, isBusinessOwner })}</p>;
}

function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ShowSession />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return {
    queryClient,
    shown: () => JSON.parse(screen.getByRole('paragraph').textContent ?? '{}'),
  };
}

/** Waits for the next session check and answers it. */
async function answer(value: CheckedSession | null) {
  await vi.waitFor(() => expect(check.answers.length).toBeGreaterThan(0));
  check.failures.shift();
  const resolve = check.answers.shift();
  await settled(() => resolve?.(value));
}

/** Runs `step`, then lets React Query tell the screen (it notifies on a timer). */
async function settled(step: () => void) {
  await act(async () => {
    step();
    await new Promise((done) => setTimeout(done, 20));
  });
}

function signedInAs(role: 'admin' | 'business_owner' | 'user'): CheckedSession {
  const user = givenSessionUser(role);
  return { user, session: { id: 's1', userId: user.id, expiresAt: new Date() } };
}

beforeEach(() => {
  check.answers = [];
  check.failures = [];
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('session', () => {
  it('is loading until the first check ends, then has no user and no role flags', async () => {
    const view = renderProvider();
    expect(view.shown()).toEqual({ loading: true, email: null, isAdmin: false, isBusinessOwner: false });
    await answer(null);
    expect(view.shown()).toEqual({ loading: false, email: null, isAdmin: false, isBusinessOwner: false });
  });

  it('stops loading when the first check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderProvider();
    // It asks once more before giving up.
    for (const _attempt of [1, 2]) {
      await vi.waitFor(() => expect(check.failures.length).toBeGreaterThan(0), { timeout: 3_000 });
      check.answers.shift();
      const reject = check.failures.shift();
      await settled(() => reject?.(new Error('offline')));
    }
    expect(view.shown()).toMatchObject({ loading: false, email: null });
  });

  it('does not go back to loading when a signed-out session is checked again', async () => {
    const view = renderProvider();
    await answer(null);
    void view.queryClient.refetchQueries({ queryKey: ['session'] });
    expect(view.shown()).toMatchObject({ loading: false });
    await answer(null);
    expect(view.shown()).toMatchObject({ loading: false });
  });

  it('reads the role flags from the user', async () => {
    const view = renderProvider();
    await answer(signedInAs('admin'));
    expect(view.shown()).toEqual({ loading: false, email: 'amina@example.com', isAdmin: true, isBusinessOwner: false });
    void view.queryClient.refetchQueries({ queryKey: ['session'] });
    await answer(signedInAs('business_owner'));
    expect(view.shown()).toMatchObject({ isAdmin: false, isBusinessOwner: true });
  });
});
