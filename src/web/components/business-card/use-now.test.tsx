import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

function Clock() {
  const now = useNow();
  return <>{now ? now.toISOString() : 'no clock yet'}</>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the browser clock of the business page', () => {
  it('is unknown in the server’s render', () => {
    expect(renderToString(<Clock />)).toBe('no clock yet');
  });

  it('reads the clock once mounted, then again at the start of every minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-11T18:00:30Z'));
    const { result } = renderHook(() => useNow());
    expect(result.current?.toISOString()).toBe('2025-06-11T18:00:30.000Z');

    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current?.toISOString()).toBe('2025-06-11T18:00:30.000Z');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current?.toISOString()).toBe('2025-06-11T18:01:00.000Z');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current?.toISOString()).toBe('2025-06-11T18:02:00.000Z');
  });
});
