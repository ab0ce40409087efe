import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { givenMapPlace } from '../../testing/catalog-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { MapPlaceCard } from './map-place-card';

function renderCard(place = givenMapPlace()) {
  const onClose = vi.fn();
  const { router } = renderWithProviders(<MapPlaceCard place={place} onClose={onClose} />, {
    routes: [{ path: '/r/:slug', element: <p>Business page</p> }],
  });
  return { onClose, router };
}

// Issue 31: the map's card shows what the list's card shows of a place.
describe("the map's card of a chosen pin", () => {
  it("shows the photo, rating, the place's open status and halal badges, as the list's card does", () => {
    renderCard(
      givenMapPlace({
        imageUrl: '/uploads/saffron.webp',
        ratingAverage: 4.5,
        reviewCount: 12,
        halal: { level: 'fully', certified: true, zabiha: true, noAlcohol: false, known: [] },
        openStatus: { state: 'open', until: { at: '2025-06-12T01:00:00.000Z', time: '21:00', day: 'today' } },
      }),
    );
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/saffron-400.webp');
    expect(screen.getByRole('heading', { level: 2, name: 'Saffron Grill' })).toBeInTheDocument();
    expect(screen.getByText('Carmel, IN')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.getByText('Closes at 9 PM')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Halal' }));
    expect(badges.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([
      'Fully halal',
      'Certified',
      'Zabiha',
    ]);
  });

  it('shows a placeholder and no rating, status or badges for a place that has none yet', () => {
    renderCard();
    expect(screen.getByTestId('photo-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^(Open now|Closed)$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Halal' })).not.toBeInTheDocument();
  });

  it('is one link to the business, its name, with Close as its own button', async () => {
    const { onClose, router } = renderCard();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Saffron Grill']);
    expect(links[0]).toHaveClass('after:absolute', 'after:inset-0');
    expect(screen.getByRole('button', { name: 'Close details' })).toHaveClass('z-10');

    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.click(links[0]!);
    expect(router.state.location.pathname).toBe('/r/saffron-grill');
  });
});
