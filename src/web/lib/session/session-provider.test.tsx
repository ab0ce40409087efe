import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

// The better-auth hook is replaced by a state the test sets: no network.
const authState = vi.hoisted(() => ({
  current: { data: null as unknown, isPending: true, error: null as unknown, refetch: async () => {} },
}));
vi.mock('../auth-client', () => ({
  authClient: { useSession: () => authState.current },
}));

function ShowSession() {
  const { user, loading, isAdmin, isBusinessOwner } = useSession();
  return <p>{JSON.stringify({ loading, email: user?.email ?? null, isAdmin, isBusinessOwner })}</p>;
}

function renderProvider() {
  const queryClient = new QueryClient();
  const tree = () => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ShowSession />
      </SessionProvider>
    </QueryClientProvider>
  );
  const view = render(tree());
  return {
    shown: () => JSON.parse(screen.getByRole('paragraph').textContent ?? '{}'),
    rerender: () => view.rerender(tree()),
  };
}

function signedInAs(role: string) {
  return {
    user: { id: 'u1', email: 'amina@example.com', emailVerified: true, name: 'Amina Yusuf', role },
    session: { id: 's1', userId: 'u1', expiresAt: new Date() },
  };
}

beforeEach(() => {
  authState.current = { data: null, isPending: true, error: null, refetch: async () => {} };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('session', () => {
  it('is loading until the first check ends, then has no user and no role flags', () => {
    const view = renderProvider();
    expect(view.shown()).toEqual({ loading: true, email: null, isAdmin: false, isBusinessOwner: false });
    authState.current = { ...authState.current, isPending: false };
    view.rerender();
    expect(view.shown()).toEqual({ loading: false, email: null, isAdmin: false, isBusinessOwner: false });
  });

  it('stops loading when the first check fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    authState.current = { data: null, isPending: false, error: new Error('offline'), refetch: async () => {} };
    const view = renderProvider();
    expect(view.shown()).toMatchObject({ loading: false, email: null });
  });

  it('does not go back to loading when a signed-out session is checked again', () => {
    authState.current = { ...authState.current, isPending: false };
    const view = renderProvider();
    authState.current = { ...authState.current, isPending: true };
    view.rerender();
    expect(view.shown()).toMatchObject({ loading: false });
  });

  it('reads the role flags from the user', () => {
    authState.current = { data: signedInAs('admin'), isPending: false, error: null, refetch: async () => {} };
    const view = renderProvider();
    expect(view.shown()).toEqual({ loading: false, email: 'amina@example.com', isAdmin: true, isBusinessOwner: false });
    authState.current = { ...authState.current, data: signedInAs('business_owner') };
    view.rerender();
    expect(view.shown()).toMatchObject({ isAdmin: false, isBusinessOwner: true });
  });
});
