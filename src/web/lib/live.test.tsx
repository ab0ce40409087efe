import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../testing/fake-event-source';
import { renderWithProviders } from '../testing/render-with-providers';
import { useLiveInvalidation } from './live';

/** A screen part that shows how often its data was fetched and refreshes it on `topic`. */
function Counter({ name, topic }: { name: string; topic: 'conversations' | 'businesses' }) {
  const fetches = useQuery({ queryKey: [name], queryFn: vi.fn(async () => Date.now()) });
  useLiveInvalidation({ [topic]: [[name]] });
  return <p>{`${name}: ${fetches.dataUpdatedAt > 0 ? fetches.isFetching : 'loading'}`}</p>;
}

function fetchesOf(name: string, queryClient: ReturnType<typeof renderWithProviders>['queryClient']) {
  return queryClient.getQueryState([name])?.dataUpdateCount ?? 0;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeEventSource.opened = 0;
});

describe('live updates', () => {
  it('share one stream between every part of the page that listens', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { queryClient } = renderWithProviders(
      <>
        <Counter name="dot" topic="conversations" />
        <Counter name="inbox" topic="conversations" />
        <Counter name="listings" topic="businesses" />
      </>,
    );
    await screen.findByText('listings: false');
    expect(FakeEventSource.opened).toBe(1);

    act(() => FakeEventSource.last!.send('change', { topic: 'conversations', id: 'c1' }));
    await vi.waitFor(() => expect(fetchesOf('inbox', queryClient)).toBe(2));
    expect(fetchesOf('dot', queryClient)).toBe(2);
    expect(fetchesOf('listings', queryClient)).toBe(1);
  });

  it('open the stream again after the server refused it, and refresh what may have been missed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('EventSource', FakeEventSource);
    const { queryClient } = renderWithProviders(<Counter name="inbox" topic="conversations" />);
    await screen.findByText('inbox: false');
    const first = FakeEventSource.last!;
    act(() => first.send('open'));

    act(() => first.fail());
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    const second = FakeEventSource.last!;
    expect(second).not.toBe(first);
    act(() => second.send('open'));
    await vi.waitFor(() => expect(fetchesOf('inbox', queryClient)).toBe(2));
  });
});
