import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

// What the app's query client does with a read that fails: a refusal (an unknown category's 404) is asked
// once and is nobody's error; a failure that may pass (no connection) is asked again.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the app's query client", () => {
  it('asks once for a category that does not exist, and logs no error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const askCategory = vi.fn(async () => {
      throw new ApiError(404, 'NOT_FOUND', 'Category not found');
    });

    await expect(
      client.fetchQuery({ queryKey: ['categories', 'no-such-category'], queryFn: askCategory }),
    ).rejects.toThrow('Category not found');

    expect(askCategory).toHaveBeenCalledOnce();
    expect(logged).not.toHaveBeenCalled();
  });

  it('asks twice more when the request never reached the server', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const askListing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });

    const asked = client.fetchQuery({ queryKey: ['businesses'], queryFn: askListing });
    const settled = expect(asked).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;

    expect(askListing).toHaveBeenCalledTimes(3);
  });
});
