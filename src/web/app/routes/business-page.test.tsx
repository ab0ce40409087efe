import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpecialDay, WeeklyHours } from '../../../domain/hours';
import type { BusinessLocation, BusinessPageData } from '../../lib/business-queries';
import { givenBusinessPage } from '../../testing/catalog-fixtures';
import { givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { BusinessPage } from './business-page';

// The map's code (Leaflet) never arrives in these tests: the placeholder it leaves in its place stays.
vi.mock('../../components/map/business-map', () => new Promise(() => {}));

const noReviews = { items: [], total: 0, average: 0, page: 1, hasMore: false };

/** The business page for a visitor; `history` ends on the page, earlier entries are where they came from. */
function renderBusinessPage(history: string[] = ['/r/saffron-lantern-kitchen']) {
  return renderWithProviders(<BusinessPage />, {
    url: history,
    path: '/r/:slug',
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/c/:slug', element: <p>Category page</p> },
    ],
  }).router;
}

function givenBusinessApi(business: BusinessPageData, reviews: unknown = noReviews) {
  return givenApi({
    'GET /api/businesses/:slug': () => Response.json(business),
    'GET /api/businesses/:id/reviews': () => Response.json(reviews),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('business page (SPEC §2 /r/{slug})', () => {
  it("says 'Loading restaurant details...' and then shows the business", async () => {
    givenBusinessApi(givenBusinessPage({ isFeatured: true }));
    renderBusinessPage();
    expect(screen.getByText('Loading restaurant details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saffron Lantern Kitchen' })).toBeInTheDocument();
    expect(screen.getByText('Restaurants')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    const cuisines = within(screen.getByRole('list', { name: 'Cuisines' }));
    expect(cuisines.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Indian', 'Pakistani']);
    expect(screen.getByText('Carmel, IN')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('No upcoming events')).toBeInTheDocument();
    // The first test to show the reviews also waits for their module to be transformed.
    expect(await screen.findByText('No reviews yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://saffron.example.com');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/saffronlanternkitchen',
    );
  });

  it('falls back to the Restaurant badge, the About text and the business city', async () => {
    givenBusinessApi(
      givenBusinessPage({ category: null, description: null, locations: [], city: 'Fishers', cuisines: [] }),
    );
    renderBusinessPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Restaurant')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cuisines' })).not.toBeInTheDocument();
    expect(screen.getByText('Experience authentic halal cuisine at this local establishment.')).toBeInTheDocument();
    expect(screen.getByText('Fishers, IN')).toBeInTheDocument();
  });

  it("falls back to 'Indianapolis, IN' without any place", async () => {
    givenBusinessApi(givenBusinessPage({ locations: [], city: null, state: null }));
    renderBusinessPage();
    expect(await screen.findByText('Indianapolis, IN')).toBeInTheDocument();
  });

  it('marks the primary and coming-soon locations and links address and phone', async () => {
    const [primary] = givenBusinessPage().locations;
    if (!primary) throw new Error('fixture has a location');
    givenBusinessApi(
      givenBusinessPage({
        locations: [
          primary,
          {
            ...primary,
            id: 'loc-2',
            name: 'Fishers',
            city: 'Fishers',
            isPrimary: false,
            comingSoon: true,
            phone: null,
          },
        ],
      }),
    );
    renderBusinessPage();
    const places = within(await screen.findByRole('list', { name: 'Locations' }));
    expect(places.getByText('Fishers, IN')).toBeInTheDocument();
    expect(places.getByText('(Coming Soon)')).toBeInTheDocument();
    expect(places.getByText('Primary')).toBeInTheDocument();
    const address = screen.getByRole('link', { name: '12 Main St, Carmel, IN 46032' });
    expect(address).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.google.com/maps/search/?api=1&query='),
    );
    expect(address).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '(317) 555-0142' })).toHaveAttribute('href', 'tel:3175550142');
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });

  it('counts photos and upcoming events in Restaurant Info', async () => {
    const images = [0, 1].map((n) => ({ id: `i${n}`, imageUrl: `/uploads/${n}.webp`, caption: null, displayOrder: n }));
    givenBusinessApi(givenBusinessPage({ images, upcomingEventCount: 5 }));
    renderBusinessPage();
    const info = within(
      (await screen.findByRole('heading', { name: 'Restaurant Info' })).closest('div.rounded-xl') as HTMLElement,
    );
    expect(info.getByText('Photos').nextSibling).toHaveTextContent('2');
    expect(info.getByText('Upcoming Events').nextSibling).toHaveTextContent('5');
  });

  it('shows the reviews newest first with the average, and (edited) on a changed one', async () => {
    givenBusinessApi(givenBusinessPage(), {
      items: [
        {
          id: 'r1',
          rating: 5,
          comment: 'The best biryani in town.',
          createdAt: '2025-03-02T12:00:00.000Z',
          updatedAt: '2025-03-04T12:00:00.000Z',
          userId: 'u1',
          reviewerName: 'Amina Siddiqui',
        },
        {
          id: 'r2',
          rating: 4,
          comment: null,
          createdAt: '2025-02-01T12:00:00.000Z',
          updatedAt: null,
          userId: 'u2',
          reviewerName: 'Omar Farouk',
        },
      ],
      total: 2,
      average: 4.5,
      page: 1,
      hasMore: false,
    });
    renderBusinessPage();
    expect(await screen.findByText('Amina Siddiqui')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(screen.getAllByText('(edited)')).toHaveLength(1);
    expect(screen.getByText('The best biryani in town.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load reviews. Please refresh the page.' when they fail", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'GET /api/businesses/:slug': () => Response.json(givenBusinessPage()),
      'GET /api/businesses/:id/reviews': () => Response.json({ error: {} }, { status: 500 }),
    });
    renderBusinessPage();
    expect(await screen.findAllByText('Failed to load reviews. Please refresh the page.')).not.toHaveLength(0);
  });

  it("shows 404, 'Restaurant not found' and 'Return to Home' for an unknown slug", async () => {
    givenApi({});
    renderBusinessPage(['/r/nope']);
    expect(await screen.findByText('Restaurant not found')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('tells the owner a pending listing is awaiting approval', async () => {
    givenBusinessApi(givenBusinessPage({ status: 'pending' }));
    renderBusinessPage();
    expect(await screen.findByRole('heading', { name: 'Restaurant pending approval' })).toBeInTheDocument();
    expect(screen.getByText(/Our team is reviewing Saffron Lantern Kitchen/)).toBeInTheDocument();
  });

  it('goes back in history when there is any, else home', async () => {
    givenBusinessApi(givenBusinessPage());
    const router = renderBusinessPage(['/c/restaurants', '/r/saffron-lantern-kitchen']);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/c/restaurants');
  });

  it("takes the place's own slug into the address when opened by an old one (a merged place, issue 35)", async () => {
    const fetchMock = givenBusinessApi(givenBusinessPage());
    const router = renderBusinessPage(['/r/saffron-lantern-kitchen-old?chat=open#reviews']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saffron Lantern Kitchen' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/r/saffron-lantern-kitchen'));
    expect(router.state.location.search).toBe('?chat=open');
    expect(router.state.location.hash).toBe('#reviews');
    // The page it already has is kept for the new address: it is not asked for again.
    const pageReads = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/businesses/saffron-lantern'));
    expect(pageReads).toHaveLength(1);
  });

  it('goes home from Back when the visit started on this page', async () => {
    givenBusinessApi(givenBusinessPage());
    const router = renderBusinessPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe("the business's own number and email, from Business Info (decision 012)", () => {
  const contactCard = async () =>
    within(
      (await screen.findByRole('heading', { name: 'Location & Contact' })).closest('div.rounded-xl') as HTMLElement,
    );

  it("shows the number the owner saved, with a Call button, beside the location's own number", async () => {
    givenBusinessApi(givenBusinessPage({ phone: '(317) 555-0199' }));
    renderBusinessPage();
    expect(await screen.findByRole('link', { name: 'Call (317) 555-0199' })).toHaveAttribute('href', 'tel:3175550199');
    const contact = await contactCard();
    expect(contact.getByRole('link', { name: '(317) 555-0199' })).toHaveAttribute('href', 'tel:3175550199');
    expect(contact.getByRole('link', { name: '(317) 555-0142' })).toHaveAttribute('href', 'tel:3175550142');
  });

  it('calls the primary location when the business gives no number of its own, and shows each number once', async () => {
    givenBusinessApi(givenBusinessPage({ phone: null }));
    renderBusinessPage();
    expect(await screen.findByRole('link', { name: 'Call (317) 555-0142' })).toHaveAttribute('href', 'tel:3175550142');
    expect((await contactCard()).getAllByRole('link', { name: '(317) 555-0142' })).toHaveLength(1);
  });

  it("shows the main line once when it is also the primary location's, however it was typed", async () => {
    givenBusinessApi(givenBusinessPage({ phone: '317.555.0142' }));
    renderBusinessPage();
    const contact = await contactCard();
    expect(contact.getAllByRole('link', { name: /555.0142/ })).toHaveLength(1);
  });

  it("shows the business's email beside the locations that have none", async () => {
    givenBusinessApi(givenBusinessPage({ email: 'hello@saffron.example.com' }));
    renderBusinessPage();
    expect((await contactCard()).getByRole('link', { name: 'hello@saffron.example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@saffron.example.com',
    );
  });

  it('offers no Call button without any number', async () => {
    const [primary] = givenBusinessPage().locations;
    if (!primary) throw new Error('fixture has a location');
    givenBusinessApi(givenBusinessPage({ phone: null, locations: [{ ...primary, phone: null }] }));
    renderBusinessPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });
});

describe('a location without a city (SPEC §2: the business city, else Indianapolis, IN; never a bare state)', () => {
  const cityless = (overrides: Partial<BusinessPageData['locations'][number]> = {}) => {
    const [primary] = givenBusinessPage().locations;
    if (!primary) throw new Error('fixture has a location');
    return { ...primary, address: null, city: null, state: 'IN', zip: null, phone: null, ...overrides };
  };

  it('names the business city in the header', async () => {
    givenBusinessApi(givenBusinessPage({ city: 'Lafayette', state: 'IN', locations: [cityless()] }));
    renderBusinessPage();
    const places = within(await screen.findByRole('list', { name: 'Locations' }));
    expect(places.getByText('Lafayette, IN')).toBeInTheDocument();
    expect(places.getByText('Primary')).toBeInTheDocument();
    expect(screen.queryByText('IN')).not.toBeInTheDocument();
  });

  it("says 'Indianapolis, IN' when the business has no city either, and links no map search for the state", async () => {
    // An older row may carry a stored search for 'IN' as its map link; it is not offered either.
    const stateOnly = cityless({ mapsUrl: 'https://www.google.com/maps/search/?api=1&query=IN' });
    givenBusinessApi(givenBusinessPage({ city: null, state: 'IN', address: null, locations: [stateOnly] }));
    renderBusinessPage();
    const places = within(await screen.findByRole('list', { name: 'Locations' }));
    expect(places.getByText('Indianapolis, IN')).toBeInTheDocument();
    expect(screen.queryByText('IN')).not.toBeInTheDocument();
    const mapLinks = screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.includes('google.com/maps'));
    expect(mapLinks).toEqual([]);
  });

  it('still links the map for an address without a city', async () => {
    givenBusinessApi(givenBusinessPage({ locations: [cityless({ address: '12 Main St', zip: '46032' })] }));
    renderBusinessPage();
    expect(await screen.findByRole('link', { name: '12 Main St, IN 46032' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.google.com/maps/search/?api=1&query=12%20Main%20St'),
    );
  });
});

describe("the business's hours and map (issue 17)", () => {
  const lunchToNine: WeeklyHours[number] = [['11:00', '21:00']];
  // Closed Mondays; 11 AM to 9 PM every other day.
  const closedMondays: WeeklyHours = [lunchToNine, [], lunchToNine, lunchToNine, lunchToNine, lunchToNine, lunchToNine];

  /** The fixture's primary location (Carmel, Eastern time) with issue 17's fields as told. */
  const carmel = (overrides: Partial<BusinessLocation> = {}): BusinessLocation => {
    const [primary] = givenBusinessPage().locations;
    if (!primary) throw new Error('fixture has a location');
    return { ...primary, ...overrides };
  };

  /** The browser's clock, Date only: timers stay real so the page's requests still settle. */
  function givenClockAt(iso: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  const headerOf = async () =>
    within((await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement);

  it("says 'Open now · 11 AM – 9 PM' (today's hours, issue 31) in the header at 2 PM on a Wednesday in Carmel", async () => {
    givenClockAt('2025-06-11T18:00:00Z'); // Wednesday, 2 PM in Indianapolis (EDT)
    givenBusinessApi(givenBusinessPage({ locations: [carmel({ weeklyHours: closedMondays })] }));
    renderBusinessPage();
    const header = await headerOf();
    expect(await header.findByText('Open now')).toBeInTheDocument();
    expect(header.getByText('11 AM – 9 PM')).toBeInTheDocument();
    // The location's own hours still say when it closes.
    expect(screen.getByRole('region', { name: 'Hours' })).toHaveTextContent('Open now·, Closes at 9 PM');
  });

  it("says today's hours before it opens: 'Closed · 11 AM – 9 PM' at 7 AM", async () => {
    givenClockAt('2025-06-11T11:00:00Z'); // Wednesday, 7 AM in Indianapolis
    givenBusinessApi(givenBusinessPage({ locations: [carmel({ weeklyHours: closedMondays })] }));
    renderBusinessPage();
    const header = await headerOf();
    expect(await header.findByText('Closed')).toBeInTheDocument();
    expect(header.getByText('11 AM – 9 PM')).toBeInTheDocument();
  });

  it("says 'Closed · Opens tomorrow at 11 AM' on a Monday night, the day it is closed", async () => {
    givenClockAt('2025-06-10T01:30:00Z'); // Monday, 9:30 PM in Indianapolis
    givenBusinessApi(givenBusinessPage({ locations: [carmel({ weeklyHours: closedMondays })] }));
    renderBusinessPage();
    const header = await headerOf();
    expect(await header.findByText('Closed')).toBeInTheDocument();
    expect(header.getByText('Opens tomorrow at 11 AM')).toBeInTheDocument();
  });

  it('shows no status and no hours for a business whose hours are unknown', async () => {
    givenClockAt('2025-06-11T18:00:00Z');
    givenBusinessApi(givenBusinessPage());
    renderBusinessPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Open now|Closed|Temporarily closed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hours' })).not.toBeInTheDocument();
  });

  it('lists the week Monday first, with its closed days, today emphasised', async () => {
    givenClockAt('2025-06-11T18:00:00Z');
    givenBusinessApi(givenBusinessPage({ locations: [carmel({ weeklyHours: closedMondays })] }));
    renderBusinessPage();
    const hours = within(await screen.findByRole('region', { name: 'Hours' }));
    const rows = hours.getAllByRole('row').slice(1); // the first is the column headers
    expect(rows.map((row) => row.textContent)).toEqual([
      'MondayClosed',
      'Tuesday11 AM – 9 PM',
      'Wednesday11 AM – 9 PM',
      'Thursday11 AM – 9 PM',
      'Friday11 AM – 9 PM',
      'Saturday11 AM – 9 PM',
      'Sunday11 AM – 9 PM',
    ]);
    expect(hours.getByRole('table', { name: 'Weekly hours' })).toBeInTheDocument();
    expect(hours.getByRole('rowheader', { name: 'Wednesday' }).closest('tr')).toHaveAttribute('aria-current', 'date');
    expect(await hours.findByText('Open now')).toBeInTheDocument();
    expect(hours.queryByText('Central time', { exact: false })).not.toBeInTheDocument();
  });

  it('announces the special dates of the next 30 days, and Central time where the location keeps it', async () => {
    givenClockAt('2025-06-11T18:00:00Z');
    const specialHours: SpecialDay[] = [
      { date: '2025-06-16', label: 'Eid al-Adha', ranges: [] },
      { date: '2025-06-20', label: null, ranges: [['12:00', '18:00']] },
      { date: '2025-08-01', label: 'Too far ahead', ranges: [] },
    ];
    const evansville = carmel({ city: 'Evansville', timeZone: 'America/Chicago', weeklyHours: closedMondays });
    givenBusinessApi(givenBusinessPage({ locations: [{ ...evansville, specialHours }] }));
    renderBusinessPage();
    const hours = within(await screen.findByRole('region', { name: 'Hours' }));
    const special = await hours.findByRole('list', { name: 'Special hours' });
    expect(
      within(special)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Eid al-Adha — Monday, June 16: Closed', 'Friday, June 20: 12 PM – 6 PM']);
    expect(hours.getByText('Times are in Central time.')).toBeInTheDocument();
  });

  it("says 'Temporarily closed' in the header and in the location's hours", async () => {
    givenClockAt('2025-06-11T18:00:00Z');
    givenBusinessApi(
      givenBusinessPage({ locations: [carmel({ weeklyHours: closedMondays, temporarilyClosed: true })] }),
    );
    renderBusinessPage();
    const header = await headerOf();
    expect(await header.findByText('Temporarily closed')).toBeInTheDocument();
    const hours = within(screen.getByRole('region', { name: 'Hours' }));
    expect(hours.getByText('Temporarily closed.')).toBeInTheDocument();
    expect(hours.queryByText('Open now')).not.toBeInTheDocument();
  });

  it('names each location in its hours when there are several, leaving out one still coming soon', async () => {
    givenClockAt('2025-06-11T18:00:00Z');
    const fishers = carmel({ id: 'loc-2', name: 'Fishers', city: 'Fishers', isPrimary: false, comingSoon: true });
    givenBusinessApi(
      givenBusinessPage({
        locations: [carmel({ weeklyHours: closedMondays }), { ...fishers, weeklyHours: closedMondays }],
      }),
    );
    renderBusinessPage();
    expect(await screen.findByRole('region', { name: 'Hours at Carmel' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Weekly hours at Carmel' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hours at Fishers' })).not.toBeInTheDocument();
  });

  it("holds the map's place ('Loading map…') when a location is pinned", async () => {
    givenBusinessApi(givenBusinessPage({ locations: [carmel({ latitude: 39.9784, longitude: -86.118 })] }));
    renderBusinessPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading map…');
  });

  it('shows no map when no location is pinned', async () => {
    givenBusinessApi(givenBusinessPage());
    renderBusinessPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Loading map…')).not.toBeInTheDocument();
  });
});

describe('a permanently closed place (issue 16)', () => {
  const everyDay: WeeklyHours = Array.from({ length: 7 }, () => [['11:00', '21:00']]);

  /** The fixture with a week of hours, seen at 7 AM on a Wednesday in Carmel, before it opens. */
  function givenPlaceWithHours(closedAt: string | null) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-11T11:00:00Z'));
    const [primary] = givenBusinessPage().locations;
    if (!primary) throw new Error('fixture has a location');
    givenBusinessApi(givenBusinessPage({ closedAt, locations: [{ ...primary, weeklyHours: everyDay }] }));
  }

  /** The side column's cards arrive together: once 'Restaurant Info' shows, 'Stay Updated' would have too. */
  const sideColumnShown = () => screen.findByRole('heading', { name: 'Restaurant Info' }, { timeout: 10_000 });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers hours, Chat and Stay Updated while it trades', async () => {
    givenPlaceWithHours(null);
    renderBusinessPage();
    await sideColumnShown();
    // The header gives today's hours (issue 31), the location's hours when it opens.
    expect(await screen.findByText('Opens at 11 AM')).toBeInTheDocument();
    const header = within(screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement);
    expect(header.getByText('11 AM – 9 PM')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByText('Stay Updated')).toBeInTheDocument();
  });

  it('shows its banner, its reviews and its places, but no hours, next opening, Chat or Stay Updated', async () => {
    givenPlaceWithHours('2025-05-01T12:00:00.000Z');
    renderBusinessPage();
    await sideColumnShown();
    expect(screen.getByRole('heading', { name: 'Permanently closed' })).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12 Main St, Carmel, IN 46032' })).toBeInTheDocument();

    expect(screen.queryByText(/Opens at|Open now|Closes at/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Weekly hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Stay Updated')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe for Updates' })).not.toBeInTheDocument();
  });

  it("opens no chat from a card's chat link (?chat=open)", async () => {
    givenPlaceWithHours('2025-05-01T12:00:00.000Z');
    renderBusinessPage(['/r/saffron-lantern-kitchen?chat=open']);
    await sideColumnShown();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat' })).not.toBeInTheDocument();
  });
});

describe("'Confirm it's still halal' appears as soon as the person may confirm (issue 16)", () => {
  const business = givenBusinessPage();

  /**
   * The server's rule, as a fake: someone who stamped or reviewed the place may confirm it. Nothing is
   * stamped or reviewed yet; stamping or reviewing through the page changes that, as the server would.
   */
  function givenPersonWhoHasNotVisited() {
    const visited = { stamp: false, review: false };
    givenApi({
      'GET /api/businesses/:slug': () => Response.json(business),
      'GET /api/businesses/:id/reviews': () =>
        Response.json({ ...noReviews, viewerIsOwner: false, viewerOwnsListing: false }),
      'GET /api/businesses/:id/reviews/mine': () => Response.json({ review: null }),
      'POST /api/businesses/:id/reviews': () => {
        visited.review = true;
        return Response.json({ id: 'new-review' }, { status: 201 });
      },
      'GET /api/passport/visits/:businessId': () => Response.json({ visit: null }),
      'PUT /api/passport/visits/:businessId': () => {
        visited.stamp = true;
        return Response.json({ id: 'visit-1', visitedAt: new Date().toISOString(), note: '' }, { status: 201 });
      },
      'GET /api/businesses/:id/trust': () =>
        Response.json({
          openReport: null,
          canConfirm: visited.stamp || visited.review,
          confirmedAt: null,
          confirmations: 0,
        }),
    });
  }

  function renderForSignedInPerson() {
    renderWithProviders(<BusinessPage />, { url: `/r/${business.slug}`, path: '/r/:slug', user: givenSessionUser() });
  }

  const confirmButton = () => screen.queryByRole('button', { name: "Confirm it's still halal" });

  it('after they stamp the place in their passport, without a reload', async () => {
    givenPersonWhoHasNotVisited();
    renderForSignedInPerson();
    await screen.findByRole('button', { name: 'Report a problem' }, { timeout: 10_000 });
    expect(confirmButton()).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Stamp this place' }));

    expect(await screen.findByRole('button', { name: "Confirm it's still halal" })).toBeInTheDocument();
  });

  it('after they review the place, without a reload', async () => {
    givenPersonWhoHasNotVisited();
    renderForSignedInPerson();
    await screen.findByRole('button', { name: 'Report a problem' }, { timeout: 10_000 });
    expect(confirmButton()).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('radio', { name: '5 stars' }, { timeout: 5_000 }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await screen.findByRole('button', { name: "Confirm it's still halal" })).toBeInTheDocument();
  });
});

describe('the first screen answers "can I go now?" (issue 31)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('puts the stars and the count under the name, leading to the reviews', async () => {
    givenBusinessApi(givenBusinessPage({ rating: { average: 4.5, count: 12 } }));
    renderBusinessPage();
    const header = within((await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement);
    const rating = header.getByRole('link', { name: /^Rated 4\.5 out of 5, ?12 reviews$/ });
    expect(rating).toHaveAttribute('href', '#reviews');
    expect(document.getElementById('reviews')).toContainElement(
      await screen.findByText('No reviews yet', {}, { timeout: 10_000 }),
    );
  });

  it('shows no rating before the first review', async () => {
    givenBusinessApi(givenBusinessPage());
    renderBusinessPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('offers a visitor Call, Directions, Website and Chat at the top, each once on the page', async () => {
    givenBusinessApi(givenBusinessPage());
    renderBusinessPage();
    const bar = within(await screen.findByRole('list', { name: 'Actions' }));
    expect(bar.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Call (317) 555-0142',
      'Directions',
      'Website',
      'Chat',
    ]);
    await screen.findByRole('heading', { name: 'Restaurant Info' }, { timeout: 10_000 });
    expect(screen.getAllByRole('button', { name: 'Chat' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^Call/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Website' })).toHaveLength(1);
  });

  it('lets a signed-in person stamp the place from the bar, which then shows it stamped', async () => {
    givenApi({
      'GET /api/businesses/:slug': () => Response.json(givenBusinessPage()),
      'GET /api/businesses/:id/reviews': () => Response.json(noReviews),
      'GET /api/businesses/:id/trust': () =>
        Response.json({ openReport: null, canConfirm: false, confirmedAt: null, confirmations: 0 }),
      'GET /api/passport/visits/:businessId': () => Response.json({ visit: null }),
      'PUT /api/passport/visits/:businessId': () =>
        Response.json({ id: 'visit-1', visitedAt: new Date().toISOString(), note: '' }, { status: 201 }),
    });
    renderWithProviders(<BusinessPage />, {
      url: '/r/saffron-lantern-kitchen',
      path: '/r/:slug',
      user: givenSessionUser(),
    });
    const bar = within(await screen.findByRole('list', { name: 'Actions' }));
    const stamp = await bar.findByRole('button', { name: 'Stamp', pressed: false }, { timeout: 10_000 });
    await userEvent.click(stamp);
    expect(await bar.findByRole('button', { name: 'Stamp', pressed: true })).toBeInTheDocument();
    // The passport card says the same, from the same stamp.
    expect(await screen.findByText(/^Stamped on /)).toBeInTheDocument();
  });

  it('leads to the location nearest a visitor who has let the site know where they are', async () => {
    const [carmel] = givenBusinessPage().locations as [BusinessLocation];
    const locations = [
      { ...carmel, latitude: 39.978, longitude: -86.118 },
      { ...carmel, id: 'loc-2', isPrimary: false, city: 'Indianapolis', latitude: 39.768, longitude: -86.158 },
    ];
    vi.stubGlobal('navigator', {
      ...navigator,
      permissions: { query: async () => ({ state: 'granted' }) },
      geolocation: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 39.77, longitude: -86.16 } } as GeolocationPosition),
      },
    });
    givenBusinessApi(givenBusinessPage({ locations }));
    renderBusinessPage();
    expect(await screen.findByRole('link', { name: 'Directions, Indianapolis, IN' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('39.768,-86.158')}`,
    );
  });

  it('leads to the primary location when the visitor has not shared where they are', async () => {
    const [carmel] = givenBusinessPage().locations as [BusinessLocation];
    const locations = [
      { ...carmel, latitude: 39.978, longitude: -86.118 },
      { ...carmel, id: 'loc-2', isPrimary: false, city: 'Indianapolis', latitude: 39.768, longitude: -86.158 },
    ];
    vi.stubGlobal('navigator', { ...navigator, permissions: { query: async () => ({ state: 'prompt' }) } });
    givenBusinessApi(givenBusinessPage({ locations }));
    renderBusinessPage();
    expect(await screen.findByRole('link', { name: 'Directions, Carmel, IN' })).toBeInTheDocument();
  });
});
