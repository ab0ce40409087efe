import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../domain/profile';
import { businessId, givenOwnerDashboard, givenOwnerLocation } from '../../features/owner/testing/owner-fixtures';
import { type ApiRoutes, givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import { OwnerDashboardPage } from './owner-dashboard-page';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../lib/notify', () => notify);

const activeSubscriber = (n: number) => ({
  id: `6d5c4b3a-0000-4000-8000-00000000000${n}`,
  email: `fan${n}@example.com`,
  active: true,
  subscribedAt: '2026-03-02T15:00:00.000Z',
  unsubscribedAt: null,
  unsubscribedBy: null,
});
/** The Subscribers tab's lists with `count` active subscribers. */
const subscriberLists = (count: number) => ({
  active: Array.from({ length: count }, (_, i) => activeSubscriber(i + 1)),
  unsubscribed: [],
});

const notFound = (message: string) => Response.json({ error: { code: 'NOT_FOUND', message } }, { status: 404 });

/** The API of an owner's dashboard with nothing in its lists; `routes` replace or add answers. */
function givenDashboardApi(routes: ApiRoutes = {}) {
  return givenApi({
    'GET /api/owner/business': () => Response.json({ id: businessId }),
    'GET /api/owner/businesses/:businessId': () => Response.json(givenOwnerDashboard()),
    'GET /api/owner/businesses/:businessId/events': () => Response.json([]),
    'GET /api/owner/businesses/:businessId/images': () => Response.json([]),
    'GET /api/owner/businesses/:businessId/subscribers': () => Response.json(subscriberLists(3)),
    'GET /api/categories': () => Response.json([]),
    'GET /api/owner/businesses/:businessId/pending-edits': () => Response.json({ name: null, halalProfiles: [] }),
    'GET /api/owner/businesses/:businessId/halal-profiles': () => Response.json([]),
    'GET /api/halal-certifiers': () => Response.json([]),
    'GET /api/businesses/:id/reviews': () =>
      Response.json({
        items: [],
        total: 0,
        average: 0,
        page: 1,
        hasMore: false,
        viewerIsOwner: true,
        viewerOwnsListing: true,
      }),
    ...routes,
  });
}

function renderDashboard(url: string, role: Role | null = 'business_owner') {
  return renderWithProviders(<OwnerDashboardPage />, {
    user: role ? givenSessionUser(role) : null,
    url,
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/auth', element: <p>Sign-in page</p> },
      { path: '/admin', element: <p>Admin page</p> },
      { path: '/submit-business', element: <p>Submit page</p> },
    ],
  }).router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('owner dashboard access (SPEC §2 /business, §6)', () => {
  it('sends a signed-out visitor to sign in, coming back afterwards', async () => {
    givenDashboardApi();
    const router = renderDashboard('/business', null);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=/business');
  });

  it('turns away a member without the business owner role', async () => {
    const fetchMock = givenDashboardApi();
    renderDashboard('/business', 'user');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(notify.notifyError).toHaveBeenCalledWith(
      'Access Denied',
      'You need to be a business owner to access this page.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps ?manage for admins: an owner using it is turned away too', async () => {
    givenDashboardApi();
    renderDashboard(`/business?manage=${businessId}`, 'business_owner');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(notify.notifyError).toHaveBeenCalledWith(
      'Access Denied',
      'You need to be a business owner to access this page.',
    );
  });

  it('sends an owner without a business to submit one', async () => {
    const message = "You don't have a business registered yet. Please submit your business first.";
    givenDashboardApi({ 'GET /api/owner/business': () => notFound(message) });
    renderDashboard('/business');
    expect(await screen.findByText('Submit page')).toBeInTheDocument();
    expect(notify.notifyError).toHaveBeenCalledWith('No Business Found', message);
  });

  it('sends an admin managing an unknown business back to /admin', async () => {
    givenDashboardApi({
      'GET /api/owner/businesses/:businessId': () => notFound('The specified business was not found.'),
    });
    renderDashboard('/business?manage=2e0b8c1d-0000-4000-8000-000000000000', 'admin');
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
    expect(notify.notifyError).toHaveBeenCalledWith('No Business Found', 'The specified business was not found.');
  });

  it("says 'No Business Found' with a way home when the business cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenDashboardApi({
      'GET /api/owner/businesses/:businessId': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }),
    });
    renderDashboard('/business');
    expect(await screen.findByRole('heading', { name: 'No Business Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(notify.notifyError).toHaveBeenCalledWith('Error', 'Failed to load business data.');
  });
});

describe('owner dashboard (SPEC §2 /business)', () => {
  it("loads the owner's business: banner, badge, the way home and the tabs with their counts", async () => {
    givenDashboardApi();
    renderDashboard('/business');
    expect(screen.getByText('Loading your business dashboard...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Saffron Lantern Kitchen' })).toBeInTheDocument();
    expect(screen.getByText('Business Owner')).toBeInTheDocument();
    expect(screen.getByText('12 Main St, Carmel, IN 46032')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Send Notification' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Events',
      'Menu',
      'Offers',
      'Gallery (2)',
      'Categories',
      'Locations',
      'Customer Chats',
      'Subscribers (3)',
      'Business Info',
      'Reviews',
      'Insights',
      'Ramadan',
    ]);
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No Events Yet')).toBeInTheDocument();
  });

  it("says the listing is published and links 'View my listing' to its public page", async () => {
    givenDashboardApi();
    renderDashboard('/business');
    const banner = (await screen.findByRole('heading', { name: 'Saffron Lantern Kitchen' })).parentElement!;
    expect(within(banner).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my listing' })).toHaveAttribute('href', '/r/saffron-lantern-kitchen');
  });

  it('offers no public page for a listing still waiting for approval, and says why', async () => {
    givenDashboardApi({
      'GET /api/owner/businesses/:businessId': () => Response.json(givenOwnerDashboard({ status: 'pending' })),
    });
    renderDashboard(`/business?manage=${businessId}`, 'admin');
    const banner = (await screen.findByRole('heading', { name: 'Saffron Lantern Kitchen' })).parentElement!;
    expect(within(banner).getByText('Pending approval')).toBeInTheDocument();
    expect(screen.getByText('No public page until the listing is approved.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View (my )?listing/ })).not.toBeInTheDocument();
  });

  it("links an admin managing a published listing to it as 'View listing'", async () => {
    givenDashboardApi();
    renderDashboard(`/business?manage=${businessId}`, 'admin');
    expect(await screen.findByRole('link', { name: 'View listing' })).toHaveAttribute(
      'href',
      '/r/saffron-lantern-kitchen',
    );
  });

  it("keeps the description one tap away on a phone: 'About' opens and closes it", async () => {
    givenDashboardApi();
    renderDashboard('/business');
    const about = await screen.findByRole('button', { name: 'About' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    const description = document.getElementById(about.getAttribute('aria-controls')!);
    expect(description).toHaveTextContent(givenOwnerDashboard().description!);
    await userEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows where the business is from its primary location, in the banner and in Business Info', async () => {
    givenDashboardApi({
      'GET /api/owner/businesses/:businessId': () =>
        Response.json(
          givenOwnerDashboard({
            // The business's own columns still say where it was before the primary location was edited.
            address: '5 Riverside Dr',
            city: 'Evansville',
            zip: '47708',
            locations: [
              givenOwnerLocation({ name: 'Uptown', address: '401 Michigan St', city: 'South Bend', zip: '46601' }),
            ],
          }),
        ),
    });
    renderDashboard('/business?tab=info');
    const banner = (await screen.findByRole('heading', { name: 'Saffron Lantern Kitchen' })).parentElement!;
    expect(within(banner).getByText('401 Michigan St, South Bend, IN 46601')).toBeInTheDocument();
    const info = screen.getByRole('tabpanel', { name: 'Business Info' });
    expect(within(info).getByText('Address').nextElementSibling).toHaveTextContent(
      '401 Michigan St, South Bend, IN 46601',
    );
    expect(screen.queryByText(/Evansville/)).not.toBeInTheDocument();
  });

  it("says 'Indianapolis, IN' when neither the primary location nor the business has a city, never a bare state", async () => {
    const cityless = givenOwnerLocation({ address: null, city: null, zip: null });
    givenDashboardApi({
      'GET /api/owner/businesses/:businessId': () =>
        Response.json(givenOwnerDashboard({ address: null, city: null, zip: null, locations: [cityless] })),
    });
    renderDashboard('/business');
    const banner = (await screen.findByRole('heading', { name: 'Saffron Lantern Kitchen' })).parentElement!;
    expect(within(banner).getByText('Indianapolis, IN')).toBeInTheDocument();
  });

  it('keeps the Subscribers count with the list: Refresh brings both up to date', async () => {
    let lists = subscriberLists(0);
    givenDashboardApi({
      'GET /api/owner/businesses/:businessId': () =>
        Response.json(givenOwnerDashboard({ counts: { images: 2, activeSubscribers: 0, unreadChats: 0 } })),
      'GET /api/owner/businesses/:businessId/subscribers': () => Response.json(lists),
    });
    renderDashboard('/business?tab=subscribers');
    expect(await screen.findByText('No active subscribers yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Subscribers (0)' })).toBeInTheDocument();

    // Three people subscribe (and confirm) while the dashboard is open.
    lists = subscriberLists(3);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('fan3@example.com')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Subscribers (3)' })).toBeInTheDocument();
  });

  it('counts the conversations waiting for an answer on the Customer Chats tab', async () => {
    givenDashboardApi({
      'GET /api/owner/businesses/:businessId': () =>
        Response.json(givenOwnerDashboard({ counts: { images: 2, activeSubscribers: 3, unreadChats: 2 } })),
    });
    renderDashboard('/business');
    expect(await screen.findByRole('tab', { name: 'Customer Chats (2)' })).toBeInTheDocument();
  });

  it("shows 'Admin Managing Business' and the way back to /admin when an admin manages it", async () => {
    const fetchMock = givenDashboardApi();
    renderDashboard(`/business?manage=${businessId}`, 'admin');
    expect(await screen.findByText('Admin Managing Business')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    // The admin's id is used as is: the owner's own business is never asked for.
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).not.toContain('/api/owner/business');
    expect(paths).toContain(`/api/owner/businesses/${businessId}`);
  });

  it('opens the tab named by ?tab= and keeps ?manage when another tab is chosen', async () => {
    givenDashboardApi();
    const router = renderDashboard(`/business?manage=${businessId}&tab=locations`, 'admin');
    expect(await screen.findByRole('tab', { name: 'Locations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Add Location' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Business Info' }));
    expect(screen.getByRole('tab', { name: 'Business Info' })).toHaveAttribute('aria-selected', 'true');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBe('info');
    expect(params.get('manage')).toBe(businessId);
  });

  it("shows the business's History tab to an admin managing it, never to the owner (issue 16)", async () => {
    givenDashboardApi();
    renderDashboard(`/business?manage=${businessId}&tab=history`, 'admin');
    expect(await screen.findByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens Events for an owner whose link names the History tab', async () => {
    givenDashboardApi();
    renderDashboard('/business?tab=history');
    expect(await screen.findByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
  });

  it('shows the reviews section on the Reviews tab', async () => {
    givenDashboardApi();
    renderDashboard('/business?tab=reviews');
    expect(await screen.findByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });
});
