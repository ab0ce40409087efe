import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenBusinessCard } from '../../testing/catalog-fixtures';
import { deferredReply, givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HomePage } from './home-page';

function renderHomePage() {
  return renderWithProviders(<HomePage />, {
    routes: [{ path: '/c/:slug', element: <p>Category page</p> }],
  }).router;
}

const hero = () => within(screen.getByRole('region', { name: 'Discover the Best Halal Food in Indiana' }));

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

describe('hero social links (SOCIAL_INSTAGRAM_URL, SOCIAL_FACEBOOK_URL)', () => {
  it("links the product's configured accounts and hides the ones not set", async () => {
    givenApi({
      'GET /api/site': () =>
        Response.json({ social: { instagram: 'https://www.instagram.com/indianahalal', facebook: null } }),
      'GET /api/featured': () => Response.json([]),
      'GET /api/categories': () => Response.json([]),
    });
    renderHomePage();
    const instagram = await hero().findByRole('link', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/indianahalal');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(hero().queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('shows no social links when none is configured', async () => {
    givenApi({
      'GET /api/site': () => Response.json({ social: { instagram: null, facebook: null } }),
      'GET /api/featured': () => Response.json([]),
      'GET /api/categories': () => Response.json([]),
    });
    renderHomePage();
    await screen.findByText('No featured restaurants yet');
    expect(hero().queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(hero().queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(hero().queryByRole('link', { name: /instagram\.com|facebook\.com/ })).not.toBeInTheDocument();
  });
});

describe("a phone's first screen: search, 'Near me' and 'Open now' (issue 31)", () => {
  it('shows the search at every width, right after the title', () => {
    givenApi({ 'GET /api/featured': () => Response.json([]), 'GET /api/categories': () => Response.json([]) });
    renderHomePage();
    const box = hero().getByRole('searchbox', { name: 'Search businesses' });
    // No wrapper hides it under some width (it was shown from 1024 px only).
    for (let part = box.parentElement; part; part = part.parentElement) expect(part).not.toHaveClass('hidden');
    const title = hero().getByRole('heading', { level: 1 });
    expect(title.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box.closest('form')).toHaveAttribute('method', 'get');
  });

  it("links 'Near me' and 'Open now' to every business, nearest first and open now, before the code has run", () => {
    givenApi({ 'GET /api/featured': () => Response.json([]), 'GET /api/categories': () => Response.json([]) });
    renderHomePage();
    expect(hero().getByRole('link', { name: 'Near me' })).toHaveAttribute('href', '/c/all-businesses?sort=distance');
    expect(hero().getByRole('link', { name: 'Open now' })).toHaveAttribute('href', '/c/all-businesses?open=now');
  });

  it("opens the listing nearest the person's position once the browser gives it", async () => {
    givenApi({ 'GET /api/featured': () => Response.json([]), 'GET /api/categories': () => Response.json([]) });
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 39.76838, longitude: -86.15804 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const router = renderHomePage();
    await userEvent.click(hero().getByRole('link', { name: 'Near me' }));
    expect(router.state.location.pathname).toBe('/c/all-businesses');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      lat: '39.768',
      lng: '-86.158',
      sort: 'distance',
    });
  });

  it('opens the listing sorted by distance when the position is refused', async () => {
    givenApi({ 'GET /api/featured': () => Response.json([]), 'GET /api/categories': () => Response.json([]) });
    const getCurrentPosition = vi.fn((_found: PositionCallback, refused: PositionErrorCallback) =>
      refused({ code: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const router = renderHomePage();
    await userEvent.click(hero().getByRole('link', { name: 'Near me' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/c/all-businesses?sort=distance');
  });
});

describe('hero search', () => {
  it('searches all businesses for what was typed', async () => {
    givenApi({ 'GET /api/featured': () => Response.json([]), 'GET /api/categories': () => Response.json([]) });
    const router = renderHomePage();
    // The box sits in a <search> landmark, a role browsers know and jsdom does not yet.
    await userEvent.type(hero().getByRole('searchbox', { name: 'Search businesses' }), '  lamb biryani ');
    await userEvent.click(hero().getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/c/all-businesses');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('lamb biryani');
  });

  it('opens the whole listing for an empty search, and offers it as a link', async () => {
    givenApi({ 'GET /api/featured': () => Response.json([]), 'GET /api/categories': () => Response.json([]) });
    const router = renderHomePage();
    expect(hero().getByRole('link', { name: 'Browse all businesses' })).toHaveAttribute('href', '/c/all-businesses');
    await userEvent.type(hero().getByRole('searchbox', { name: 'Search businesses' }), '{Enter}');
    expect(router.state.location.pathname).toBe('/c/all-businesses');
    expect(router.state.location.search).toBe('');
  });
});
