import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultCountText } from '../../features/listing/listing-results';
import type { BusinessCardData } from '../../lib/business-queries';
import { notifyError } from '../../lib/notify';
import { givenBusinessCard } from '../../testing/catalog-fixtures';
import { deferredReply, givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CategoryPage } from './category-page';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const restaurants = { id: 'c1', name: 'Restaurants', slug: 'restaurants' };

function cards(count: number): BusinessCardData[] {
  return Array.from({ length: count }, (_, i) =>
    givenBusinessCard({ id: `b${i}`, slug: `place-${i}`, name: `Place ${i}` }),
  );
}

function listingReply(items: BusinessCardData[], total = items.length) {
  const hasMore = items.length < total;
  return Response.json({ items, total, nextCursor: hasMore ? 'after-first-page' : null, hasMore });
}

function renderCategoryPage(url: string) {
  return renderWithProviders(<CategoryPage />, { url, path: '/c/:slug' }).router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notifyError).mockClear();
});

describe('result count (SPEC §2 /c/{slug})', () => {
  it("reads '1 result', else 'n results found'", () => {
    expect(resultCountText(1)).toBe('1 result');
    expect(resultCountText(3)).toBe('3 results found');
    expect(resultCountText(0)).toBe('0 results found');
  });
});

describe('category page', () => {
  it("shows the title, the line and 'Loading...' with six skeletons, then the cards and the count", async () => {
    const reply = deferredReply();
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/cities': () => Response.json(['Carmel', 'Indianapolis']),
      'GET /api/businesses': () => reply.promise,
    });
    renderCategoryPage('/c/restaurants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurants' })).toBeInTheDocument();
    expect(screen.getByText('Discover the best halal restaurants in Indiana!')).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getAllByTestId('business-card-skeleton')).toHaveLength(6);

    reply.resolve(listingReply(cards(3)));
    expect(await screen.findByText('3 results found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Submit Your Business' })).toHaveAttribute('href', '/submit-business');
    expect(screen.getByRole('heading', { name: 'Own a Business?' })).toBeInTheDocument();
  });

  it("says '1 result' for a single business", async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(1)),
    });
    renderCategoryPage('/c/restaurants');
    expect(await screen.findByText('1 result')).toBeInTheDocument();
  });

  it('sends the search and city from the URL, and loads the next page with Load more', async () => {
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': (url) =>
        url.searchParams.get('cursor') === 'after-first-page'
          ? Response.json({ items: cards(14).slice(12), total: 14, nextCursor: null, hasMore: false })
          : listingReply(cards(12), 14),
    });
    renderCategoryPage('/c/restaurants?q=biryani&city=Carmel');
    expect(await screen.findByText('14 results found')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('biryani');
    const firstCall = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.startsWith('/api/businesses'));
    expect(firstCall).toContain('q=biryani');
    expect(firstCall).toContain('city=Carmel');
    expect(firstCall).toContain('category=restaurants');
    expect(firstCall).not.toContain('cursor=');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Place 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says '200+ results found' when a search found more places than it lists (issue 40)", async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () =>
        Response.json({ items: cards(12), total: 200, totalIsAtLeast: true, nextCursor: 'next', hasMore: true }),
    });
    renderCategoryPage('/c/restaurants?q=shawarma');
    expect(await screen.findByText('200+ results found')).toBeInTheDocument();
  });

  it('keeps the typed search in the URL after a pause', async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2)),
    });
    const router = renderCategoryPage('/c/restaurants');
    await screen.findByText('2 results found');
    await userEvent.type(screen.getByLabelText('Search'), 'shawarma');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=shawarma'));
  });

  it("shows the empty state and clears the filters with 'Clear filters'", async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': (url) => listingReply(url.searchParams.has('q') ? [] : cards(2)),
    });
    const router = renderCategoryPage('/c/restaurants?q=sushi&city=Carmel');
    expect(await screen.findByRole('heading', { name: 'No Restaurants found' })).toBeInTheDocument();
    expect(screen.getByText('0 results found')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search or filters, or check back soon — more businesses are coming!'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
  });

  it('filters by halal facts in the URL, combined with the city, and shows the badges of each card', async () => {
    const certified = givenBusinessCard({
      id: 'b-cert',
      slug: 'zabiha-grill',
      name: 'Zabiha Grill',
      halal: {
        level: 'fully',
        certified: true,
        zabiha: true,
        noAlcohol: true,
        known: [],
        lastVerified: null,
        overdue: true,
      },
    });
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/cities': () => Response.json(['Carmel']),
      'GET /api/businesses': (url) => listingReply(url.searchParams.get('halal') ? [certified] : cards(3)),
    });
    const router = renderCategoryPage('/c/restaurants?city=Carmel');
    expect(await screen.findByText('3 results found')).toBeInTheDocument();
    const chip = screen.getByRole('button', { name: 'Certified' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await userEvent.click(screen.getByRole('button', { name: 'Zabiha' }));
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('halal')).toBe('certified,zabiha'),
    );
    expect(screen.getByRole('button', { name: 'Certified' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(resultCountText(1))).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').searchParams);
    expect(asked.some((q) => q.get('halal') === 'certified,zabiha' && q.get('city') === 'Carmel')).toBe(true);
    const badges = within(screen.getByRole('list', { name: 'Halal' }));
    expect(badges.getAllByRole('listitem').map((b) => b.textContent)).toEqual([
      'Fully halal',
      'Certified',
      'Zabiha',
      'No alcohol',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Certified' }));
    await vi.waitFor(() => expect(new URLSearchParams(router.state.location.search).get('halal')).toBe('zabiha'));

    // Two taps before the page renders the first: both count.
    act(() => {
      screen.getByRole('button', { name: 'Zabiha' }).click();
      screen.getByRole('button', { name: 'No alcohol' }).click();
    });
    await vi.waitFor(() => expect(new URLSearchParams(router.state.location.search).get('halal')).toBe('no_alcohol'));
  });

  it("filters by cuisine in the URL, combined with the halal filters, and goes back to 'All cuisines'", async () => {
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/cities': () => Response.json(['Carmel']),
      'GET /api/businesses': (url) => listingReply(url.searchParams.get('cuisine') ? cards(1) : cards(3)),
    });
    const user = userEvent.setup();
    const router = renderCategoryPage('/c/restaurants?halal=zabiha');
    expect(await screen.findByText('3 results found')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Cuisine' });
    expect(picker).toHaveDisplayValue('All cuisines');

    await user.selectOptions(picker, 'Pakistani');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?halal=zabiha&cuisine=pakistani'));
    expect(await screen.findByText(resultCountText(1))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveDisplayValue('Pakistani');
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').searchParams);
    expect(asked.some((q) => q.get('cuisine') === 'pakistani' && q.get('halal') === 'zabiha')).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Cuisine' }), 'All cuisines');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?halal=zabiha'));
  });

  it('shows the cuisines a shared link names, any of them, and ignores names that are not cuisines', async () => {
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/cities': () => Response.json([]),
      'GET /api/businesses': () => listingReply(cards(2)),
    });
    renderCategoryPage('/c/restaurants?cuisine=turkish,klingon,pakistani');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveDisplayValue('Pakistani, Turkish');
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').searchParams);
    expect(asked.some((q) => q.get('cuisine') === 'pakistani,turkish')).toBe(true);
  });

  it("picks a city from the City list, and goes back to 'All Cities'", async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/cities': () => Response.json(['Carmel', 'Fishers']),
      'GET /api/businesses': () => listingReply(cards(2)),
    });
    const user = userEvent.setup();
    const router = renderCategoryPage('/c/restaurants');
    const cityPicker = await screen.findByRole('combobox', { name: 'City' });
    expect(cityPicker).toHaveDisplayValue('All Cities');
    await vi.waitFor(() => expect(within(cityPicker).getAllByRole('option')).toHaveLength(3));

    await user.selectOptions(cityPicker, 'Fishers');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?city=Fishers'));
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('Fishers');

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'All Cities');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('All Cities');
  });

  it("works before its code has run (issue 40): each chip a link to the listing it makes, the choices a GET form's", async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/cities': () => Response.json(['Carmel', 'Fishers']),
      'GET /api/businesses': () => listingReply(cards(2)),
    });
    const router = renderCategoryPage('/c/restaurants?halal=certified&city=Carmel');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    const addressOf = (name: string) => screen.getByRole('button', { name }).getAttribute('href');
    expect(addressOf('Certified')).toBe('/c/restaurants?city=Carmel');
    expect(addressOf('Zabiha')).toBe('/c/restaurants?halal=certified%2Czabiha&city=Carmel');
    expect(addressOf('Open now')).toBe('/c/restaurants?halal=certified&city=Carmel&open=now');
    expect(addressOf('Map')).toBe('/c/restaurants?halal=certified&city=Carmel&view=map');
    expect(screen.getByRole('button', { name: 'Certified' })).toHaveAttribute('aria-pressed', 'true');

    // The search and the selects are the fields of one GET form to this listing, which carries the chips' settings.
    const search = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    const form = search.form;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/c/restaurants');
    for (const name of ['City', 'Cuisine', 'Sort by', 'Within'])
      expect((screen.getByRole('combobox', { name }) as HTMLSelectElement).form, name).toBe(form);
    expect(Object.fromEntries(new FormData(form!))).toEqual({
      halal: 'certified',
      q: '',
      city: 'Carmel',
      cuisine: '',
      sort: 'featured',
      radius: '25',
    });

    // Once the code is here, a tap changes the listing in place.
    await userEvent.click(screen.getByRole('button', { name: 'Open now' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?halal=certified&city=Carmel&open=now'));
    expect(screen.getByRole('button', { name: 'Open now' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists every business under All Businesses, without looking up a category', async () => {
    const fetchMock = givenApi({ 'GET /api/businesses': () => listingReply(cards(2)) });
    renderCategoryPage('/c/all-businesses');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Businesses' })).toBeInTheDocument();
    expect(screen.getByText('Discover the best halal businesses in Indiana!')).toBeInTheDocument();
    await screen.findByText('2 results found');
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/categories/'))).toBe(false);
  });

  it('hides Website on the mobile businesses listing', async () => {
    givenApi({
      'GET /api/categories/:slug': () =>
        Response.json({ id: 'c5', name: 'Mobile Businesses', slug: 'mobile-businesses' }),
      'GET /api/businesses': () => listingReply(cards(1)),
    });
    renderCategoryPage('/c/mobile-businesses');
    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Website' })).not.toBeInTheDocument();
  });

  it("shows 'Category not found' with a way home for an unknown slug", async () => {
    givenApi({
      'GET /api/categories/:slug': () =>
        Response.json({ error: { code: 'NOT_FOUND', message: 'Category not found' } }, { status: 404 }),
    });
    renderCategoryPage('/c/nope');
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("tells a failed load in a toast, 'Failed to load businesses.', and keeps Try again in the results", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () =>
        up
          ? listingReply(cards(2))
          : Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
    });
    renderCategoryPage('/c/restaurants');
    const results = within(screen.getByRole('region', { name: 'Results' }));
    const retry = await results.findByRole('button', { name: 'Try again' });
    expect(notifyError).toHaveBeenCalledWith('Failed to load businesses.');
    expect(notifyError).toHaveBeenCalledTimes(1);
    // SPEC §8: the failure is the toast's to tell, not grey text in the results.
    expect(screen.queryByText('Failed to load businesses.')).not.toBeInTheDocument();

    up = true;
    await userEvent.click(retry);
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(results.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('toasts again when Try again fails again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => Response.json({ error: { code: 'INTERNAL', message: 'Down.' } }, { status: 500 }),
    });
    renderCategoryPage('/c/restaurants');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it("says 'Also in Fishers, IN' on a card the Fishers filter found through another location", async () => {
    const noor = givenBusinessCard({
      id: 'noor',
      slug: 'noor-kabob-house',
      name: 'Noor Kabob House',
      city: 'Indianapolis',
      state: 'IN',
      alsoIn: { city: 'Fishers', state: 'IN' },
    });
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply([noor]),
    });
    renderCategoryPage('/c/restaurants?city=Fishers');
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('Indianapolis, IN')).toBeInTheDocument();
    expect(card.getByText('Also in Fishers, IN')).toBeInTheDocument();
  });

  it('lays the results out as a list on phones and two columns from sm up (the Filters column beside them from lg)', async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(3)),
    });
    renderCategoryPage('/c/restaurants');
    await screen.findByText('3 results found');
    const list = within(screen.getByRole('region', { name: 'Results' })).getByRole('list');
    expect(list).toHaveClass('grid', 'sm:grid-cols-2');
    expect(list).not.toHaveClass('lg:grid-cols-3');
    expect(within(list).getAllByRole('article')).toHaveLength(3);
  });
});
