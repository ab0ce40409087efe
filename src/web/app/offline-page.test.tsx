import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { OfflinePage } from './offline-page';

/** The browser's cache of kept pages (sw.ts), holding these pages in the order they were kept. */
function givenKeptPages(pages: Array<{ path: string; html: string }>) {
  const kept = new Map(pages.map(({ path, html }) => [`https://indianahalal.example${path}`, html]));
  const store = {
    keys: async () => [...kept.keys()].map((url) => new Request(url)),
    match: async (request: Request) => {
      const html = kept.get(request.url);
      return html === undefined ? undefined : new Response(html);
    },
  };
  vi.stubGlobal('caches', { open: async (name: string) => (name === 'pages' ? store : undefined) });
}

const page = (title: string) => `<html><head><title>${title}</title></head><body></body></html>`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offline page (a page never seen, opened without a connection)', () => {
  it('says the page needs a connection and lists the pages kept on this device, the last seen first', async () => {
    givenKeptPages([
      { path: '/c/all-businesses', html: page('All Businesses — Indiana Halal Directory') },
      { path: '/r/cardamom-crema', html: page('Cardamom &amp; Crema — Indiana Halal Directory') },
      { path: '/passport', html: page('Digital Halal Passport — Indiana Halal Directory') },
    ]);

    renderWithProviders(<OfflinePage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(
      screen.getByText('This page has not been opened on this device before, so it needs a connection.'),
    ).toBeInTheDocument();
    const kept = within(await screen.findByRole('region', { name: 'Pages kept on this device' }));
    const links = kept.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/passport',
      '/r/cardamom-crema',
      '/c/all-businesses',
    ]);
    expect(kept.getByRole('link', { name: /^Cardamom & Crema/ })).toHaveAttribute('href', '/r/cardamom-crema');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when no page is kept yet', async () => {
    givenKeptPages([]);

    renderWithProviders(<OfflinePage />);

    expect(
      await screen.findByText('None yet: the pages you open while online are kept for when you are not.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
