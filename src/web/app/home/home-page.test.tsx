import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenBusinessCard } from '../../features/catalog/testing/catalog-fixtures';
import { deferredReply, givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HomePage } from './home-page';

function renderHomePage() {
  renderWithProviders(<HomePage />);
}

const featuredSection = () => within(screen.getByRole('region', { name: 'Featured Restaurants' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home page featured restaurants (SPEC §2 Home)', () => {
  it('shows three skeletons, then up to three featured cards linking to their pages', async () => {
    const reply = deferredReply();
    givenApi({ 'GET /api/featured': () => reply.promise, 'GET /api/categories': () => Response.json([]) });
    renderHomePage();
    expect(featuredSection().getAllByTestId('business-card-skeleton')).toHaveLength(3);
    reply.resolve(
      Response.json(
        ['zaytoon-grill', 'golden-simit', 'cardamom-crema'].map((slug, i) =>
          givenBusinessCard({ id: `b${i}`, slug, name: slug, isFeatured: true }),
        ),
      ),
    );
    expect(await featuredSection().findAllByRole('article')).toHaveLength(3);
    expect(featuredSection().getByRole('link', { name: 'golden-simit' })).toHaveAttribute('href', '/r/golden-simit');
    expect(featuredSection().getAllByText('Featured')).toHaveLength(3);
  });

  it("says 'No featured restaurants yet' when there are none", async () => {
    givenApi({ 'GET /api/featured': () => Response.json([]), 'GET /api/categories': () => Response.json([]) });
    renderHomePage();
    expect(await screen.findByText('No featured restaurants yet')).toBeInTheDocument();
  });

  it('has the partner card and the contact button', () => {
    givenApi({ 'GET /api/featured': () => Response.json([]), 'GET /api/categories': () => Response.json([]) });
    renderHomePage();
    const partner = within(screen.getByRole('region', { name: 'Partner with us' }));
    expect(partner.getByRole('link', { name: 'Submit Your Business' })).toHaveAttribute('href', '/submit-business');
    expect(partner.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
