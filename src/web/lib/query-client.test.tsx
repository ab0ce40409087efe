import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { notifyError } from './notify';
import { createQueryClient } from './query-client';

vi.mock('./notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// What the app's query client does with a read that fails: a refusal (an unknown category's 404) is asked
// once and is nobody's error; a failure that may pass (no connection) is asked again.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(notifyError).mockClear();
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

// A failed read is told by the words its query names (meta.loadFailure), once it has failed for good.

const reviewsFailure = {
  loadFailure: { log: 'Reviews failed to load', toast: 'Failed to load reviews. Please refresh the page.' },
};
const noConnection = async () => {
  throw new TypeError('Failed to fetch');
};

describe("the app's query client, when a read fails", () => {
  it('says the words the read names once, when its last try has failed, not at each retry', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const askReviews = vi.fn(noConnection);

    const asked = client.fetchQuery({ queryKey: ['reviews', 'b1'], queryFn: askReviews, meta: reviewsFailure });
    const settled = expect(asked).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;

    expect(askReviews).toHaveBeenCalledTimes(3);
    expect(notifyError).toHaveBeenCalledOnce();
    expect(notifyError).toHaveBeenCalledWith('Failed to load reviews. Please refresh the page.');
    expect(logged).toHaveBeenCalledWith('Reviews failed to load', expect.any(TypeError));
  });

  it('says them again when the person tries again and it fails again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient({ retry: false });
    const read = { queryKey: ['reviews', 'b1'], queryFn: noConnection, meta: reviewsFailure };

    await expect(client.fetchQuery(read)).rejects.toThrow();
    await expect(client.fetchQuery(read)).rejects.toThrow();

    expect(notifyError).toHaveBeenCalledTimes(2);
  });

  it('says nothing, and logs nothing, for a read that names no failure (a category shown as not found)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient({ retry: false });

    await expect(client.fetchQuery({ queryKey: ['categories'], queryFn: noConnection })).rejects.toThrow();

    expect(notifyError).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs a failure the screen tells itself, without a toast', async () => {
    const informed = vi.spyOn(console, 'info').mockImplementation(() => {});
    const client = createQueryClient({ retry: false });
    const listing = {
      loadFailure: {
        log: 'Businesses failed to load',
        toast: (error: Error) =>
          error instanceof ApiError && error.code === 'NOT_FOUND' ? null : 'Failed to load businesses.',
      },
    };
    const askListing = async () => {
      throw new ApiError(404, 'NOT_FOUND', 'Category not found');
    };

    await expect(client.fetchQuery({ queryKey: ['businesses'], queryFn: askListing, meta: listing })).rejects.toThrow();

    expect(notifyError).not.toHaveBeenCalled();
    expect(informed).toHaveBeenCalledWith('Businesses failed to load: 404 NOT_FOUND');
  });

  it("says a title and its description, and once for several reads failing together with the same words (the admin's 'Error loading data')", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient({ retry: false });
    const adminFailure = {
      loadFailure: {
        log: 'Admin data failed to load',
        toast: ['Error loading data', 'Failed to load admin dashboard data.'] as const,
      },
    };

    await Promise.allSettled([
      client.fetchQuery({ queryKey: ['admin', 'stats'], queryFn: noConnection, meta: adminFailure }),
      client.fetchQuery({ queryKey: ['admin', 'featured'], queryFn: noConnection, meta: adminFailure }),
      client.fetchQuery({ queryKey: ['admin', 'contacts'], queryFn: noConnection, meta: adminFailure }),
    ]);

    expect(notifyError).toHaveBeenCalledOnce();
    expect(notifyError).toHaveBeenCalledWith('Error loading data', 'Failed to load admin dashboard data.');
  });

  it('says nothing while the server renders a page: nobody is there to see it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient({ retry: false, announce: false });

    await expect(
      client.fetchQuery({ queryKey: ['reviews', 'b1'], queryFn: noConnection, meta: reviewsFailure }),
    ).rejects.toThrow();

    expect(notifyError).not.toHaveBeenCalled();
  });
});
