import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACE_NOT_FOUND } from '../../../domain/geo';
import type { ListingSort } from '../../../domain/listing-sort';
import type { BusinessMapProps } from '../../components/map/map-props';
import type { BusinessCardData } from '../../lib/business-queries';
import { givenBusinessCard, givenMapPlace } from '../../testing/catalog-fixtures';
import { givenApi, requestsTo } from '../../testing/fetch-fixture';
import { givenMediaQueries } from '../../testing/media-queries';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CategoryPage } from './category-page';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// Leaflet is not run here: a stand-in map lists its pins as buttons. Its code arrives when a test releases it,
// so the placeholder shown meanwhile can be seen.
const mapCode = vi.hoisted(() => {
  let release = () => {};
  const ready = new Promise<void>((done) => {
    release = done;
  });
  return { ready, release: () => release() };
});

vi.mock('../../components/map/business-map', async () => {
  await mapCode.ready;
  const { createElement } = await import('react');
  return {
    BusinessMap: ({ label, markers, onSelect }: BusinessMapProps) =>
      createElement(
        'section',
        { 'aria-label': label },
        markers.map((marker) =>
          createElement('button', { key: marker.id, type: 'button', onClick: () => onSelect?.(marker) }, marker.name),
        ),
      ),
  };
});

const restaurants = { id: 'c1', name: 'Restaurants', slug: 'restaurants' };

function cards(count: number): BusinessCardData[] {
  return Array.from({ length: count }, (_, i) =>
    givenBusinessCard({ id: `b${i}`, slug: `place-${i}`, name: `Place ${i}` }),
  );
}

interface PageOptions {
  total?: number;
  nextCursor?: string | null;
  sort?: ListingSort;
}

/** One page of GET /api/businesses, as the server answers it. */
function listingReply(
  items: BusinessCardData[],
  { total = items.length, nextCursor = null, sort, at }: PageOptions & { at?: string } = {},
) {
  return Response.json({
    items,
    total,
    ...(at ? { at } : {}),
    nextCursor,
    hasMore: nextCursor !== null,
    sort: sort ?? 'featured',
    origin: null,
  });
}

const givenMarker = givenMapPlace;

function renderCategoryPage(url: string) {
  return renderWithProviders(<CategoryPage />, { url, path: '/c/:slug' }).router;
}

const searchOf = (router: ReturnType<typeof renderCategoryPage>) => new URLSearchParams(router.state.location.search);

/** The query of each GET to `path` the page sent. */
function queriesTo(fetchMock: ReturnType<typeof givenApi>, path: RegExp) {
  return requestsTo(fetchMock, 'GET', path).map(([input]) => new URL(String(input), 'http://localhost').searchParams);
}
const listingQueries = (fetchMock: ReturnType<typeof givenApi>) => queriesTo(fetchMock, /^\/api\/businesses$/);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe("the cards' statuses are of the person's moment (issue 17)", () => {
  it('asks again, at the browser clock, for cards whose statuses are of another moment', async () => {
    const now = Date.now();
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': (url) => {
        const sent = url.searchParams.get('at');
        // The first answer speaks of a moment an hour away (a page rendered for another clock); the next of `at`.
        const at = listingQueries(fetchMock).length === 1 ? new Date(now - 3_600_000).toISOString() : sent!;
        return listingReply(cards(2), { at });
      },
    });
    renderCategoryPage('/c/restaurants');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    await vi.waitFor(() => expect(listingQueries(fetchMock)).toHaveLength(2));
    const asked = listingQueries(fetchMock).map((q) => Date.parse(q.get('at') ?? ''));
    for (const at of asked) expect(Math.abs(at - now)).toBeLessThan(60_000);
    // Answered at the browser's moment, it is not asked for a third time.
    await new Promise((done) => setTimeout(done, 50));
    expect(listingQueries(fetchMock)).toHaveLength(2);
  });
});

describe('sorting the listing (issue 17)', () => {
  it('offers only the orders that fit, writes sort= and keeps Load more working in that order', async () => {
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': (url) => {
        const sort = (url.searchParams.get('sort') as ListingSort | null) ?? 'featured';
        return url.searchParams.get('cursor') === 'after-first-page'
          ? listingReply(cards(14).slice(12), { total: 14, sort })
          : listingReply(cards(12), { total: 14, nextCursor: 'after-first-page', sort });
      },
    });
    const user = userEvent.setup();
    const router = renderCategoryPage('/c/restaurants');
    expect(await screen.findByText('14 results found')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Featured');
    expect(sort).not.toHaveAccessibleDescription();

    // No search and no place: neither Relevance nor Distance. The order is one of the Filters.
    await user.click(screen.getByText('Filters', { selector: 'summary' }));
    const options = within(sort).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Featured', 'Top rated', 'Newest']);
    await user.selectOptions(sort, 'Top rated');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
    // Corrections 14: the order says how it weighs the ratings, on screen and to screen readers.
    const topRated = screen.getByRole('combobox', { name: 'Sort by' });
    expect(topRated).toHaveDisplayValue('Top rated');
    expect(topRated).toHaveAccessibleDescription('Weighted by number of reviews');
    expect(screen.getByText('Weighted by number of reviews')).toBeVisible();

    await vi.waitFor(() => expect(listingQueries(fetchMock).some((q) => q.get('sort') === 'rating')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Place 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(14);
    const next = listingQueries(fetchMock).at(-1);
    expect(next?.get('sort')).toBe('rating');
    expect(next?.get('cursor')).toBe('after-first-page');
  });

  it('offers Relevance with a search and Distance with a place, and shows the order the server answered', async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2), { sort: 'relevance' }),
    });
    renderCategoryPage('/c/restaurants?q=biryani&near=Carmel%2C+IN');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Relevance');
    const options = within(sort).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Relevance',
      'Distance',
      'Featured',
      'Top rated',
      'Newest',
    ]);
  });

  it('shows the order the server fell back to when the asked one does not fit', async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2), { sort: 'featured' }),
    });
    renderCategoryPage('/c/restaurants?sort=distance');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Featured');
  });
});

describe("'Open now' (issue 17)", () => {
  it("writes open=now and asks at the browser's own time, on every request", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-11T18:00:00Z'));
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': (url) => listingReply(cards(url.searchParams.get('open') === 'now' ? 1 : 2)),
    });
    const router = renderCategoryPage('/c/restaurants');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    // The cards' statuses are computed at the browser's time too.
    expect(listingQueries(fetchMock)[0]?.get('at')).toBe('2025-06-11T18:00:00.000Z');

    const chip = screen.getByRole('button', { name: 'Open now' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await vi.waitFor(() => expect(searchOf(router).get('open')).toBe('now'));
    expect(screen.getByRole('button', { name: 'Open now' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    const asked = listingQueries(fetchMock).find((q) => q.get('open') === 'now');
    expect(asked?.get('at')).toBe('2025-06-11T18:00:00.000Z');

    await userEvent.click(screen.getByRole('button', { name: 'Open now' }));
    await vi.waitFor(() => expect(searchOf(router).has('open')).toBe(false));
  });
});

describe("'Near' a place (issue 17)", () => {
  const carmel = { latitude: 39.978, longitude: -86.118, label: 'Carmel, IN' };
  const placesApi = {
    'GET /api/places': (url: URL) =>
      url.searchParams.get('q') === '46032'
        ? Response.json(carmel)
        : Response.json({ error: { code: 'NOT_FOUND', message: PLACE_NOT_FOUND } }, { status: 404 }),
  };

  it('says a ZIP code it does not know is not in Indiana, and changes nothing', async () => {
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2)),
      ...placesApi,
    });
    const router = renderCategoryPage('/c/restaurants?city=Carmel');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'ZIP code or city' });
    await userEvent.type(field, '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PLACE_NOT_FOUND);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(PLACE_NOT_FOUND);
    expect(router.state.location.search).toBe('?city=Carmel');
    expect(listingQueries(fetchMock).some((q) => q.has('near'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists what is near a ZIP code it knows, by the name it answered, within the radius chosen', async () => {
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2)),
      ...placesApi,
    });
    const user = userEvent.setup();
    const router = renderCategoryPage('/c/restaurants');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'ZIP code or city' }), '46032{Enter}');

    await vi.waitFor(() => expect(searchOf(router).get('near')).toBe('Carmel, IN'));
    // The quick chip says where the listing is measured from; a tap on it measures from nowhere again.
    // (A role query walks the whole page, the Filters' fields included: a busy machine may need more than a second.)
    const chip = await screen.findByRole('button', { name: 'Near Carmel, IN' }, { timeout: 5000 });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(listingQueries(fetchMock).some((q) => q.get('near') === 'Carmel, IN')).toBe(true));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '10 mi');
    await vi.waitFor(() => expect(searchOf(router).get('radius')).toBe('10'));
    await vi.waitFor(() => expect(listingQueries(fetchMock).some((q) => q.get('radius') === '10')).toBe(true));

    expect(screen.getByText('Filters (2)', { selector: 'summary' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Near Carmel, IN' }));
    await vi.waitFor(() => expect(searchOf(router).has('near')).toBe(false));
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'ZIP code or city' })).toHaveValue('');
  });

  it("asks for the browser's position only on the 'Near me' chip, and lists what is near it", async () => {
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 39.97841, longitude: -86.11812 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2)),
    });
    const router = renderCategoryPage('/c/restaurants?near=Fishers%2C+IN');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    expect(getCurrentPosition).not.toHaveBeenCalled();

    // A typed place is on: the chip says so, and a tap clears it; the next one asks for the position.
    await userEvent.click(screen.getByRole('button', { name: 'Near Fishers, IN' }));
    await vi.waitFor(() => expect(searchOf(router).has('near')).toBe(false));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    // Rounded to about 100 m before it goes into the link.
    await vi.waitFor(() => expect(searchOf(router).get('lat')).toBe('39.978'));
    expect(searchOf(router).get('lng')).toBe('-86.118');
    expect(
      await screen.findByRole('button', { name: 'Near me', pressed: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(listingQueries(fetchMock).some((q) => q.get('lat') === '39.978' && q.get('lng') === '-86.118')).toBe(true),
    );
  });

  it('says so when the browser gives no position, and changes nothing', async () => {
    const getCurrentPosition = vi.fn((_found: PositionCallback, failed: PositionErrorCallback) =>
      failed({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2)),
    });
    const router = renderCategoryPage('/c/restaurants');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not get your location.');
    expect(router.state.location.search).toBe('');
  });

  it("clears the order, hours, place, radius and view too with 'Clear filters'", async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2)),
      'GET /api/businesses/map': (url) =>
        Response.json({ markers: url.searchParams.has('q') ? [] : [givenMarker()], truncated: false }),
    });
    const router = renderCategoryPage(
      '/c/restaurants?q=sushi&sort=rating&open=now&lat=39.9&lng=-86.1&radius=10&view=map',
    );
    expect(await screen.findByRole('heading', { name: 'No places to show on the map' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open now' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the map of the results (issue 17)', () => {
  it('shows the map for view=map, with the same filters, and the business of a chosen pin', async () => {
    const fetchMock = givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2)),
      'GET /api/businesses/map': () =>
        Response.json({
          markers: [
            givenMarker(),
            givenMarker({ id: 'loc-noor', businessId: 'b-noor', slug: 'noor', name: 'Noor Kabob', place: null }),
          ],
          truncated: false,
        }),
    });
    const router = renderCategoryPage('/c/restaurants?open=now');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', /^\/api\/businesses\/map$/)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    await vi.waitFor(() => expect(searchOf(router).get('view')).toBe('map'));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'false');
    // The map's code has not come yet: its placeholder holds its place.
    expect(screen.getByText('Loading map…')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(await screen.findByText('2 places on the map')).toBeInTheDocument();
    const asked = queriesTo(fetchMock, /^\/api\/businesses\/map$/)[0];
    expect(asked?.get('open')).toBe('now');
    expect(asked?.get('category')).toBe('restaurants');
    expect(asked?.has('at')).toBe(true);

    act(() => mapCode.release());
    const map = within(await screen.findByRole('region', { name: 'Map of results' }));
    await userEvent.click(map.getByRole('button', { name: 'Saffron Grill' }));
    expect(screen.getByRole('link', { name: 'Saffron Grill' })).toHaveAttribute('href', '/r/saffron-grill');
    expect(screen.getByText('Carmel, IN')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('link', { name: 'Saffron Grill' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    await vi.waitFor(() => expect(searchOf(router).has('view')).toBe(false));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('says when the map shows only the first 1,000 places', async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses/map': () => Response.json({ markers: [givenMarker()], truncated: true }),
    });
    renderCategoryPage('/c/restaurants?view=map');
    expect(
      await screen.findByText('Showing the first 1,000 places. Narrow the list to see the rest.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 place on the map')).toBeInTheDocument();
  });
});

describe('the list beside the map on a desktop (issue 31)', () => {
  /** A screen `width` pixels wide, as the browser's media queries tell it. */
  function givenScreen(width: number) {
    givenMediaQueries((query) => query === '(min-width: 1024px)' && width >= 1024);
  }

  function givenListingAndMap() {
    return givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2)),
      'GET /api/businesses/map': () => Response.json({ markers: [givenMarker()], truncated: false }),
    });
  }

  it('shows the cards and the map side by side at 1280 px, each region with its own name', async () => {
    givenScreen(1280);
    givenListingAndMap();
    renderCategoryPage('/c/restaurants?view=map');
    const list = await screen.findByRole('region', { name: 'Results' });
    const map = screen.getByRole('region', { name: 'Results on the map' });
    expect(await within(list).findByText('2 results found')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(await within(map).findByText('1 place on the map')).toBeInTheDocument();
    expect(list).not.toContainElement(map);
  });

  it('shows the map alone on a phone, and does not ask for the list it has no room for', async () => {
    givenScreen(375);
    const fetchMock = givenListingAndMap();
    renderCategoryPage('/c/restaurants?view=map');
    const map = await screen.findByRole('region', { name: 'Results on the map' });
    expect(await within(map).findByText('1 place on the map')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', /^\/api\/businesses$/)).toHaveLength(0);
    // Its Filters sheet closes on the map with 'Show results'.
    await userEvent.click(screen.getByText('Filters', { selector: 'summary' }));
    expect(screen.getByRole('button', { name: 'Show results' })).toBeInTheDocument();
  });
});

describe('results first (issue 31)', () => {
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  });

  /** Where the results start on the screen, as the browser would measure it. */
  function givenResultsAt(top: number) {
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    return scrollIntoView;
  }

  it("offers one search box in the header's words, then the quick chips, with the other halal facts in Filters", async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': () => listingReply(cards(2)),
    });
    renderCategoryPage('/c/restaurants');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    const [search, ...more] = screen.getAllByRole('searchbox');
    expect(more).toHaveLength(0);
    expect(search).toHaveAccessibleName('Search');
    expect(search).toHaveAttribute('placeholder', 'Dishes, places, cities…');

    const quick = within(screen.getByRole('group', { name: 'Quick filters' })).getAllByRole('button');
    expect(quick.map((chip) => chip.textContent)).toEqual([
      'Near me',
      'Open now',
      'Has an offer',
      'Zabiha',
      'Certified',
      'No alcohol',
    ]);
    for (const chip of quick) expect(chip).toHaveAttribute('aria-pressed', 'false');

    const sheet = within(screen.getByRole('region', { name: 'Filters' }));
    const halal = within(sheet.getByRole('group', { name: 'Halal' })).getAllByRole('button');
    expect(halal.map((chip) => chip.textContent)).toEqual(['Fully halal', 'Prayer space', 'Muslim-owned']);
    for (const name of ['City', 'Within', 'Cuisine', 'Sort by'])
      expect(sheet.getByRole('combobox', { name })).toBeInTheDocument();
    expect(sheet.getByRole('textbox', { name: 'ZIP code or city' })).toBeInTheDocument();
  });

  it("counts the settings of Filters on its button ('Filters (n)'), not those of the quick chips", async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/cities': () => Response.json(['Carmel', 'Fishers']),
      'GET /api/businesses': () => listingReply(cards(2)),
    });
    const user = userEvent.setup();
    const router = renderCategoryPage(
      '/c/restaurants?city=Carmel&cuisine=pakistani&halal=zabiha,prayer_space&radius=10&sort=rating',
    );
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    // The city, the cuisine, Prayer space, the radius and the order; Zabiha is a quick chip's.
    expect(screen.getByText('Filters (5)', { selector: 'summary' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'All Cities');
    expect(await screen.findByText('Filters (4)', { selector: 'summary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prayer space' }));
    expect(await screen.findByText('Filters (3)', { selector: 'summary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zabiha' }));
    await vi.waitFor(() => expect(searchOf(router).has('halal')).toBe(false));
    expect(screen.getByText('Filters (3)', { selector: 'summary' })).toBeInTheDocument();

    await act(() => router.navigate('/c/restaurants'));
    expect(await screen.findByText('Filters', { selector: 'summary' })).toBeInTheDocument();
  });

  it("opens Filters as a sheet that works before the code, and closes it with Escape or on the results with 'Show results'", async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/cities': () => Response.json(['Carmel']),
      'GET /api/businesses': () => listingReply(cards(2)),
    });
    const user = userEvent.setup();
    renderCategoryPage('/c/restaurants');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    const scrollIntoView = givenResultsAt(900);

    // A <details>: its summary opens it by itself, with no code of the page's.
    const button = screen.getByText('Filters', { selector: 'summary' });
    const sheet = button.closest('details')!;
    expect(button.tagName).toBe('SUMMARY');
    expect(sheet).not.toHaveAttribute('open');
    await user.click(button);
    expect(sheet).toHaveAttribute('open');

    // Before the code, 'Show results' sends the listing's GET form; the count of the results is on it.
    const region = within(screen.getByRole('region', { name: 'Filters' }));
    const show = region.getByRole('button', { name: 'Show results (2)' }) as HTMLButtonElement;
    expect(show).toHaveAttribute('type', 'submit');
    expect(show.form).toHaveAttribute('method', 'get');
    expect(show.form).toHaveAttribute('action', '/c/restaurants');

    region.getByRole('combobox', { name: 'City' }).focus();
    await user.keyboard('{Escape}');
    expect(sheet).not.toHaveAttribute('open');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(show);
    expect(sheet).not.toHaveAttribute('open');
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });

  it('brings the count into view when a chip changes the results out of sight, and leaves it where it is seen', async () => {
    givenApi({
      'GET /api/categories/:slug': () => Response.json(restaurants),
      'GET /api/businesses': (url) => listingReply(cards(url.searchParams.has('open') ? 1 : 2)),
    });
    const user = userEvent.setup();
    const router = renderCategoryPage('/c/restaurants');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();

    // Scrolled past the start of the results.
    let scrollIntoView = givenResultsAt(-400);
    await user.click(screen.getByRole('button', { name: 'Open now' }));
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    const brought = scrollIntoView.mock.contexts[0] as HTMLElement;
    expect(within(brought).getByRole('region', { name: 'Results' })).toBeInTheDocument();
    expect(await screen.findByText('1 result')).toBeInTheDocument();

    // The results start on the upper half of the screen: nothing moves.
    vi.restoreAllMocks();
    scrollIntoView = givenResultsAt(200);
    await user.click(screen.getByRole('button', { name: 'Zabiha' }));
    await vi.waitFor(() => expect(searchOf(router).get('halal')).toBe('zabiha'));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
