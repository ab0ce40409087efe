import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { givenMapPlace } from '../../testing/catalog-fixtures';
import { givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ListingMap } from './listing-map';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// Issue 31: the map counts what the list counts, businesses, and says so when their pins are more.
describe("the listing map's count", () => {
  const filters = { category: 'restaurants', q: '', city: '' };

  it("says '2 places at 3 locations' for two businesses, one of them with two pins", async () => {
    givenApi({
      'GET /api/businesses/map': () =>
        Response.json({
          markers: [
            givenMapPlace({ id: 'loc-carmel', place: 'Carmel, IN' }),
            givenMapPlace({ id: 'loc-fishers', place: 'Fishers, IN' }),
            givenMapPlace({ id: 'loc-noor', businessId: 'b-noor', slug: 'noor', name: 'Noor Kabob' }),
          ],
          truncated: false,
        }),
    });
    renderWithProviders(<ListingMap filters={filters} onClearFilters={() => {}} />);
    expect(await screen.findByText('2 places at 3 locations')).toBeInTheDocument();
  });

  it("says '1 place on the map' when its one business has one pin", async () => {
    givenApi({ 'GET /api/businesses/map': () => Response.json({ markers: [givenMapPlace()], truncated: false }) });
    renderWithProviders(<ListingMap filters={filters} onClearFilters={() => {}} />);
    expect(await screen.findByText('1 place on the map')).toBeInTheDocument();
  });
});
