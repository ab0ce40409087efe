import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DataPage } from './data-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('open data page (issue 35)', () => {
  it("gives the day's files with their date and count, the licence and the API", async () => {
    givenApi({
      'GET /api/v1/exports': () =>
        Response.json({
          date: '2026-11-28',
          places: 24,
          csv: '/data/places.csv',
          geojson: '/data/places.geojson',
          licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
        }),
    });
    renderWithProviders(<DataPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Open data' })).toBeInTheDocument();
    expect(await screen.findByText('Made on Nov 28, 2026: 24 places.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Places as CSV' })).toHaveAttribute('href', '/data/places.csv');
    expect(screen.getByRole('link', { name: 'Places as GeoJSON' })).toHaveAttribute('href', '/data/places.geojson');
    expect(screen.getByRole('link', { name: 'Read the licence' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(screen.getByRole('link', { name: 'The OpenAPI document' })).toHaveAttribute('href', '/api/v1/openapi.json');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Download',
      'Licence',
      'API',
    ]);
  });

  it('still offers the files when their date cannot be read', async () => {
    givenApi({ 'GET /api/v1/exports': () => new Response(null, { status: 503 }) });
    renderWithProviders(<DataPage />);
    expect(screen.getByText('A new copy is made every day.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Places as CSV' })).toBeVisible();
  });
});
