import { compileMessage } from '@lingui/message-utils/compileMessage';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusinessCardData } from '../../lib/business-queries';
import { activateLocale } from '../../lib/i18n';
import { lingui } from '../../lib/i18n-runtime';
import esCatalog from '../../locales/es/catalog.json';
import { givenBusinessCard } from '../../testing/catalog-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { BusinessCard } from './business-card';
import { BUSINESS_CARD_LIST_CLASSES } from './business-card-skeleton';

function renderCard(business: BusinessCardData, categorySlug?: string) {
  return renderWithProviders(<BusinessCard business={business} categorySlug={categorySlug} />, {
    routes: [{ path: '/r/:slug', element: <p>Business page</p> }],
  }).router;
}

describe('business card (SPEC §2)', () => {
  it('shows the name, the place, the image variant and the description', () => {
    renderCard(givenBusinessCard());
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('heading', { name: 'Saffron Lantern Kitchen' })).toBeInTheDocument();
    expect(card.getByText('Carmel, IN')).toBeInTheDocument();
    expect(card.getByText('Hyderabadi biryani, haleem and grills cooked over charcoal.')).toBeInTheDocument();
    const image = screen.getByRole('article').querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/saffron-400.webp');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(card.queryByText('Featured')).not.toBeInTheDocument();
  });

  it('shows a placeholder without an image, and the Featured badge when featured', () => {
    renderCard(givenBusinessCard({ imageUrl: null, isFeatured: true }));
    expect(screen.getByTestId('photo-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /./ })).not.toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
  });

  it('shows the active logo over the image', () => {
    renderCard(givenBusinessCard({ logoUrl: '/uploads/logos/saffron.svg' }));
    const images = [...screen.getByRole('article').querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toContain('/uploads/logos/saffron.svg');
  });

  it('shows the rating with one decimal and the count only when there are reviews', () => {
    renderCard(givenBusinessCard({ ratingAverage: 4.5, reviewCount: 2 }));
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('(2)')).toBeInTheDocument();
  });

  it('shows no rating without reviews', () => {
    renderCard(givenBusinessCard({ ratingAverage: 0, reviewCount: 0 }));
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByText('(0)')).not.toBeInTheDocument();
  });

  it('is one link to the business, named by it, with Website and Chat beside it as named icons (issue 31)', () => {
    renderCard(givenBusinessCard(), 'restaurants');
    const card = within(screen.getByRole('article'));
    expect(card.getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      'Saffron Lantern Kitchen',
      'Website',
      'Chat',
    ]);
    expect(card.getByRole('link', { name: 'Saffron Lantern Kitchen' })).toHaveAttribute(
      'href',
      '/r/saffron-lantern-kitchen',
    );
    const website = card.getByRole('link', { name: 'Website' });
    expect(website).toHaveAttribute('href', 'https://saffron.example.com');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/r/saffron-lantern-kitchen?chat=open');
    // No second link to the page, no Order button, and Instagram waits on the business page.
    expect(card.queryByRole('link', { name: /Learn More|Order|Instagram/ })).not.toBeInTheDocument();
  });

  it('shows no word on its icons, which stand above the card-wide link as their own targets', () => {
    renderCard(givenBusinessCard(), 'restaurants');
    const card = within(screen.getByRole('article'));
    for (const name of ['Website', 'Chat']) {
      const icon = card.getByRole('link', { name });
      expect(icon).toHaveTextContent('');
      expect(icon).toHaveClass('relative', 'z-10');
    }
    // The name's link holds nothing else a person could press.
    const link = card.getByRole('link', { name: 'Saffron Lantern Kitchen' });
    expect(link.querySelector('a, button')).toBeNull();
    expect(link).toHaveClass('after:absolute', 'after:inset-0');
  });

  it.each(['mobile-businesses', 'food-trucks'])('shows Instagram instead of Website on the %s listing', (slug) => {
    renderCard(givenBusinessCard(), slug);
    expect(screen.queryByRole('link', { name: 'Website' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/saffronlanternkitchen',
    );
    expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });

  it('shows Instagram when there is no website, and only Chat with neither', () => {
    const { unmount } = renderWithProviders(<BusinessCard business={givenBusinessCard({ websiteUrl: null })} />);
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    unmount();
    renderCard(givenBusinessCard({ websiteUrl: null, instagram: null }));
    const card = within(screen.getByRole('article'));
    expect(card.getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      'Saffron Lantern Kitchen',
      'Chat',
    ]);
  });

  it('opens the business page from its name', async () => {
    const router = renderCard(givenBusinessCard());
    await userEvent.click(screen.getByRole('link', { name: 'Saffron Lantern Kitchen' }));
    expect(router.state.location.pathname).toBe('/r/saffron-lantern-kitchen');
  });

  it("shows 'Indianapolis, IN' when nothing names a city, never a bare state", () => {
    renderCard(givenBusinessCard({ city: null, state: 'IN' }));
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Indianapolis, IN')).toBeInTheDocument();
    expect(card.queryByText('IN')).not.toBeInTheDocument();
  });

  it("says 'Also in Fishers, IN' under the primary place when the city filter matched another location", () => {
    renderCard(givenBusinessCard({ city: 'Indianapolis', state: 'IN', alsoIn: { city: 'Fishers', state: 'IN' } }));
    const primary = screen.getByText('Indianapolis, IN');
    const also = screen.getByText('Also in Fishers, IN');
    expect(primary.compareDocumentPosition(also) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing more when the match is the place already shown', () => {
    renderCard(givenBusinessCard({ alsoIn: null }));
    expect(screen.queryByText(/^Also in/)).not.toBeInTheDocument();
  });
});

describe('business card: open now and how far (issue 17)', () => {
  it("says 'Open now · Closes at 9 PM' in green and '2.3 mi' from the place near me", () => {
    const until = { at: '2025-06-12T01:00:00.000Z', time: '21:00', day: 'today' } as const;
    renderCard(givenBusinessCard({ openStatus: { state: 'open', until }, distanceMiles: 2.34 }));
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Open now')).toHaveClass('text-brand-strong');
    expect(card.getByText('Closes at 9 PM')).toBeInTheDocument();
    expect(card.getByText('2.3 mi')).toBeInTheDocument();
    expect(card.getByText('Carmel, IN')).toBeInTheDocument();
  });

  it("says 'Closed · Opens tomorrow at 11 AM' in red when closed", () => {
    const next = { at: '2025-06-12T15:00:00.000Z', time: '11:00', day: 'tomorrow' } as const;
    renderCard(givenBusinessCard({ openStatus: { state: 'closed', next } }));
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Closed')).toHaveClass('text-danger');
    expect(card.getByText('Opens tomorrow at 11 AM')).toBeInTheDocument();
  });

  it('says nothing of the hours when they are unknown, nor a distance without a place', () => {
    renderCard(givenBusinessCard({ openStatus: { state: 'unknown' }, distanceMiles: null }));
    const card = within(screen.getByRole('article'));
    expect(card.queryByText(/^(Open now|Closed|Temporarily closed)$/)).not.toBeInTheDocument();
    expect(card.queryByText(/ mi$/)).not.toBeInTheDocument();
  });
});

describe('business card on phones and from tablet width up (one DOM, responsive classes)', () => {
  it('is a compact row with a thumbnail on phones and a tall grid card from sm up', () => {
    renderCard(givenBusinessCard());
    const article = screen.getByRole('article');
    // Phones: a 6rem thumbnail column beside the text; sm and up: photo on top, a column of parts.
    expect(article).toHaveClass('grid', 'grid-cols-[6rem_minmax(0,1fr)]', 'sm:flex', 'sm:flex-col');
    expect(article.querySelector('img')).toHaveClass('size-24', 'sm:aspect-[4/3]', 'sm:w-full');
    // The description keeps its two lines at every width.
    expect(screen.getByText('Hyderabadi biryani, haleem and grills cooked over charcoal.')).toHaveClass('line-clamp-2');
  });

  it('lists cards in one column on phones and a grid of two, then three, columns from sm and lg', () => {
    const classes = BUSINESS_CARD_LIST_CLASSES.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['grid', 'sm:grid-cols-2', 'lg:grid-cols-3']));
    expect(classes.filter((c) => c.startsWith('grid-cols-'))).toEqual([]);
  });

  it('keeps its icons 36 px on phones and 40 px on the grid', () => {
    renderCard(givenBusinessCard(), 'restaurants');
    const card = within(screen.getByRole('article'));
    for (const name of ['Website', 'Chat'])
      expect(card.getByRole('link', { name })).toHaveClass('max-sm:size-9', 'sm:size-10');
  });
});

describe("a card's 'Last verified', in short (issue 16)", () => {
  afterEach(() => activateLocale('en', null));

  const verifiedInMarch = { level: 'fully' as const, certified: false, zabiha: false, noAlcohol: false, known: [] };

  it('says the month and year the listing was last verified, as its page does in full', () => {
    renderCard(
      givenBusinessCard({ halal: { ...verifiedInMarch, lastVerified: '2026-03-05T15:00:00.000Z', overdue: false } }),
    );
    expect(within(screen.getByRole('article')).getByText('Verified Mar 2026')).toHaveClass('text-muted');
  });

  it("says it in the visitor's language and date format", () => {
    const compiled = Object.fromEntries(Object.entries(esCatalog).map(([id, text]) => [id, compileMessage(text)]));
    activateLocale('es', lingui('es', compiled));
    renderCard(
      givenBusinessCard({ halal: { ...verifiedInMarch, lastVerified: '2026-03-05T15:00:00.000Z', overdue: false } }),
    );
    expect(within(screen.getByRole('article')).getByText('Verificado en mar 2026')).toBeInTheDocument();
  });

  it('shows an old date in amber, as the page warns it was not verified in the last 12 months', () => {
    renderCard(
      givenBusinessCard({ halal: { ...verifiedInMarch, lastVerified: '2024-03-05T15:00:00.000Z', overdue: true } }),
    );
    expect(screen.getByText('Verified Mar 2024')).toHaveClass('text-amber-800');
  });

  it('says nothing for a listing never verified', () => {
    renderCard(givenBusinessCard({ halal: { ...verifiedInMarch, lastVerified: null, overdue: true } }));
    expect(within(screen.getByRole('article')).queryByText(/Verified/)).not.toBeInTheDocument();
  });
});
