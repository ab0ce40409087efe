import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBusinessListing } from '../../lib/business-queries';
import { givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';

const sonner = vi.hoisted(() => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('sonner', () => sonner);

/** The listing of a category, read with what the server answers; its failure is told by its query. */
function Listing() {
  const listing = useBusinessListing({ category: 'restaurants', q: '', city: '' });
  return <p>{listing.isError ? 'Settled' : 'Loading'}</p>;
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a listing's failure", () => {
  it("of a category that does not exist is no error: its page says 'Category not found', no toast, no error logged", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    givenApi({
      'GET /api/businesses': () =>
        Response.json({ error: { code: 'NOT_FOUND', message: 'Category not found' } }, { status: 404 }),
    });

    renderWithProviders(<Listing />);

    await screen.findByText('Settled');
    expect(sonner.toast.error).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it('of the server is told as a toast and logged as an error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'GET /api/businesses': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Something broke.' } }, { status: 500 }),
    });

    renderWithProviders(<Listing />);

    await vi.waitFor(() => expect(sonner.toast.error).toHaveBeenCalledWith('Failed to load businesses.', undefined));
    expect(logged).toHaveBeenCalledWith(
      'Businesses failed to load',
      expect.objectContaining({ status: 500, code: 'INTERNAL', message: 'Something broke.' }),
    );
  });
});
