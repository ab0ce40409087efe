import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusinessMapProps } from '../../components/map/map-props';
import type { BusinessLocation } from '../../lib/business-queries';
import { createQueryClient } from '../../lib/query-client';
import { givenBusinessPage } from '../../testing/catalog-fixtures';
import { givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { BusinessMapSection } from './business-map-section';

// A stand-in for the map itself (Leaflet): it shows what it was given.
vi.mock('../../components/map/business-map', async () => {
  const { createElement } = await import('react');
  return {
    BusinessMap: ({ label, markers, tiles, cluster, className }: BusinessMapProps) =>
      createElement(
        'section',
        { 'aria-label': label, 'data-tiles': tiles.url, 'data-cluster': String(cluster), className },
        createElement(
          'ul',
          null,
          markers.map((m) =>
            createElement('li', { key: m.id }, `${m.name} (${m.place}) ${m.latitude},${m.longitude} ${m.slug}`),
          ),
        ),
      ),
  };
});

const [carmel] = givenBusinessPage().locations as [BusinessLocation];
const pinned = (overrides: Partial<BusinessLocation> = {}): BusinessLocation => ({
  ...carmel,
  latitude: 39.9784,
  longitude: -86.118,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the map of a business (issue 17)', () => {
  it('pins each located location, named by the business and the location, with the tiles of the site', async () => {
    givenApi({
      'GET /api/site': () =>
        Response.json({ map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '©' } }),
    });
    const business = givenBusinessPage({
      locations: [
        pinned(),
        pinned({ id: 'loc-2', name: '', city: 'Fishers', latitude: 39.9568, longitude: -86.0134 }),
        { ...carmel, id: 'loc-3', name: 'Noblesville', city: 'Noblesville' },
      ],
    });
    renderWithProviders(<BusinessMapSection business={business} />);

    const map = await screen.findByRole('region', { name: 'Map of Saffron Lantern Kitchen' });
    expect(
      within(map)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Saffron Lantern Kitchen · Carmel (Carmel, IN) 39.9784,-86.118 ${business.slug}`,
      `Saffron Lantern Kitchen (Fishers, IN) 39.9568,-86.0134 ${business.slug}`,
    ]);
    expect(map).toHaveAttribute('data-cluster', 'false');
    expect(map.closest('.h-56')).not.toBeNull();
    await vi.waitFor(() => expect(map).toHaveAttribute('data-tiles', 'https://tiles.example/{z}/{x}/{y}.png'));
  });

  it('is a placeholder of the same height in the server’s render, and nothing without a pin', () => {
    const render = (locations: BusinessLocation[]) =>
      renderToString(
        <QueryClientProvider client={createQueryClient()}>
          <BusinessMapSection business={givenBusinessPage({ locations })} />
        </QueryClientProvider>,
      );
    const html = render([pinned()]);
    expect(html).toContain('Loading map…');
    expect(html).toContain('h-56');
    expect(render([carmel])).toBe('');
  });
});
