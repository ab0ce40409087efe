import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import type { FeaturedListing } from '../admin-queries';
import { givenAdminBusiness } from '../testing/admin-fixtures';
import { admin, givenAdminApi, renderAdminPage } from '../testing/admin-page-harness';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

undoFakesAfterEachTest();

/** The Featured tab's line as the server orders it: the first three are on the home page. */
function featuredLine(names: string[]): FeaturedListing[] {
  return names.map((name, index) => ({
    businessId: `biz-${index + 1}`,
    startAt: `2025-03-0${index + 1}T12:00:00.000Z`,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    imageUrl: null,
    category: 'Restaurants',
    place: 'Fishers, IN',
    position: index + 1,
    onHomePage: index < 3,
  }));
}

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => [
      within(card).getByRole('heading').textContent,
      within(card).getByText(/^(On the home|Waiting)/).textContent,
    ]);

describe('Featured tab (SPEC §2 /admin Featured, §9 three on the home page)', () => {
  it('shows which three are on the home page, in order, and which wait for a place', async () => {
    givenAdminApi(
      {},
      {
        'GET /api/admin/featured': () =>
          Response.json(featuredLine(['Atlas Grill', 'Bayt Cafe', 'Cedar Deli', 'Date Palm Bakery', 'Eid Sweets'])),
      },
    );
    renderAdminPage(admin(), '/admin?tab=featured');
    const home = await screen.findByRole('list', { name: 'On the home page (3)' });
    expect(itemsOf(home)).toEqual([
      ['Atlas Grill', 'On the home page: 1 of 3'],
      ['Bayt Cafe', 'On the home page: 2 of 3'],
      ['Cedar Deli', 'On the home page: 3 of 3'],
    ]);
    expect(itemsOf(screen.getByRole('list', { name: 'Waiting (2)' }))).toEqual([
      ['Date Palm Bakery', 'Waiting: next in line'],
      ['Eid Sweets', 'Waiting: number 2 in line'],
    ]);
    expect(screen.getByText('Each shows on the home page when a place opens up, in this order.')).toBeInTheDocument();
    expect(within(home).getAllByText('Fishers, IN')).toHaveLength(3);
  });

  it('shows no waiting list while three or fewer are featured', async () => {
    givenAdminApi({}, { 'GET /api/admin/featured': () => Response.json(featuredLine(['Atlas Grill', 'Bayt Cafe'])) });
    renderAdminPage(admin(), '/admin?tab=featured');
    expect(await screen.findByRole('list', { name: 'On the home page (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Waiting/ })).not.toBeInTheDocument();
  });
});

describe("'Feature' tells the truth about the home page", () => {
  async function feature(answer: { position: number; onHomePage: boolean }) {
    givenAdminApi(
      { approved: [givenAdminBusiness({ isApproved: true })] },
      { 'PUT /api/admin/businesses/:id/featured': () => Response.json({ featured: true, ...answer }) },
    );
    renderAdminPage(admin(), '/admin?tab=approved');
    const row = within(await screen.findByRole('article', { name: 'Saffron Lantern Kitchen' }));
    await userEvent.click(row.getByRole('button', { name: 'Feature' }));
  }

  it('says it is on the home page when it is among the first three', async () => {
    await feature({ position: 3, onHomePage: true });
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Added to Featured',
        'Saffron Lantern Kitchen is now featured on the home page.',
      ),
    );
  });

  it('says it waits in line when three are on the home page already', async () => {
    await feature({ position: 4, onHomePage: false });
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Added to Featured',
        'Saffron Lantern Kitchen is featured, but the home page shows 3 listings: it is next in line and shows there when a place opens up.',
      ),
    );
    expect(notify.notifySuccess).not.toHaveBeenCalledWith('Added to Featured', expect.stringContaining('now featured'));
  });
});
