import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useFailureToast } from './load-failure';

const sonner = vi.hoisted(() => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('sonner', () => sonner);

/** The listing of a category, read with what the server answers. */
function Listing({ answer }: { answer: () => Promise<never> }) {
  const listing = useQuery({ queryKey: ['businesses'], queryFn: answer });
  useFailureToast(listing, 'Businesses failed to load', 'Failed to load businesses.');
  return <p>{listing.isError ? 'Settled' : 'Loading'}</p>;
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe("a listing's failure", () => {
  it("of a category that does not exist is no error: its page says 'Category not found', no toast, no error logged", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});

    renderWithProviders(
      <Listing
        answer={async () => {
          throw new ApiError(404, 'NOT_FOUND', 'Category not found');
        }}
      />,
    );

    await screen.findByText('Settled');
    expect(sonner.toast.error).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it('of the server is told as a toast and logged as an error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new ApiError(500, 'INTERNAL', 'Something broke.');

    renderWithProviders(
      <Listing
        answer={async () => {
          throw failure;
        }}
      />,
    );

    await vi.waitFor(() => expect(sonner.toast.error).toHaveBeenCalledWith('Failed to load businesses.', undefined));
    expect(logged).toHaveBeenCalledWith('Businesses failed to load', failure);
  });
});
