import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import { admin, givenAdminApi, renderAdminPage, sentBodies } from '../testing/admin-page-harness';
import type { DuplicatePair, DuplicatePlace } from './duplicates-queries';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

undoFakesAfterEachTest();

function givenPlace(place: Partial<DuplicatePlace> & Pick<DuplicatePlace, 'id' | 'name' | 'slug'>): DuplicatePlace {
  return {
    category: 'Restaurants',
    address: '100 Monument Cir',
    city: 'Indianapolis',
    state: 'IN',
    phone: '(317) 555-0101',
    websiteUrl: 'https://www.saffron-grill.test/menu',
    status: 'approved',
    hasOwner: false,
    imported: false,
    reviewCount: 12,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...place,
  };
}

/** Saffron Grill, listed twice: once by its owner, once by an import with another name and no website. */
const pair: DuplicatePair = {
  first: givenPlace({ id: 'a0000000-0000-4000-8000-000000000001', name: 'Saffron Grill', slug: 'saffron-grill' }),
  second: givenPlace({
    id: 'b0000000-0000-4000-8000-000000000002',
    name: 'Saffron Grill Indy',
    slug: 'saffron-grill-indy',
    address: null,
    websiteUrl: null,
    status: 'pending',
    reviewCount: 2,
  }),
  reasons: ['name', 'phone'],
};

function givenDuplicates(pairs: DuplicatePair[]) {
  return givenAdminApi(
    {},
    {
      'GET /api/admin/duplicates': () => Response.json({ items: pairs, nextCursor: null }),
      'POST /api/admin/businesses/:id/merge': () =>
        Response.json({ kept: { id: pair.second.id, slug: pair.second.slug, name: pair.second.name } }),
      'POST /api/admin/duplicates/dismiss': () =>
        Response.json({ firstId: pair.first.id, secondId: pair.second.id, dismissed: true }),
    },
  );
}

// The names are isolated from the sentence around them (invisible marks), so a right-to-left title keeps them whole.
const card = async () =>
  within(await screen.findByRole('article', { name: '\u2068Saffron Grill\u2069 and \u2068Saffron Grill Indy\u2069' }));

describe("'Possible duplicates' tab (issue 35)", () => {
  it('comes after the imported places, and says so when no places look alike', async () => {
    givenDuplicates([]);
    renderAdminPage(admin(), '/admin?tab=duplicates');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.indexOf('Possible duplicates')).toBe(tabs.indexOf('Imported') + 1);
    expect(screen.getByRole('tab', { name: 'Possible duplicates' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No possible duplicates' })).toBeInTheDocument();
  });

  it('shows both places side by side with why they look alike', async () => {
    givenDuplicates([pair]);
    renderAdminPage(admin(), '/admin?tab=duplicates');
    const shown = await card();
    expect(shown.getByText('Similar name within 150 m')).toBeInTheDocument();
    expect(shown.getByText('Same phone')).toBeInTheDocument();
    const kept = within(shown.getByRole('region', { name: 'Saffron Grill' }));
    expect(kept.getByRole('link', { name: 'Saffron Grill' })).toHaveAttribute('href', '/r/saffron-grill');
    expect(kept.getByText('Indianapolis, IN')).toBeInTheDocument();
    expect(kept.getByText('100 Monument Cir')).toBeInTheDocument();
    expect(kept.getByRole('link', { name: 'saffron-grill.test' })).toHaveAttribute(
      'href',
      'https://www.saffron-grill.test/menu',
    );
    expect(kept.getByText('Approved')).toBeInTheDocument();
    expect(kept.getByText('12')).toBeInTheDocument();
    const other = within(shown.getByRole('region', { name: 'Saffron Grill Indy' }));
    expect(other.getAllByText('Not given')).toHaveLength(2);
    expect(other.getByText('Pending')).toBeInTheDocument();
  });

  it('merges into the chosen side once the admin confirms which place stays', async () => {
    const fetchMock = givenDuplicates([pair]);
    renderAdminPage(admin(), '/admin?tab=duplicates');
    const shown = await card();
    await userEvent.click(
      shown.getByRole('button', { name: 'Keep Saffron Grill Indy and merge Saffron Grill into it' }),
    );
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Keep Saffron Grill Indy?' }));
    expect(
      dialog.getByText(/^Saffron Grill Indy stays\. Saffron Grill is deleted: its reviews, passport stamps/),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Merge into Saffron Grill Indy' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Places merged',
        'Saffron Grill is now part of Saffron Grill Indy.',
      ),
    );
    expect(sentBodies(fetchMock, 'POST', `/api/admin/businesses/${pair.first.id}/merge`)).toEqual([
      { into: pair.second.id },
    ]);
  });

  it('sends nothing when the admin cancels, and dismisses a pair that is not one place', async () => {
    const fetchMock = givenDuplicates([pair]);
    renderAdminPage(admin(), '/admin?tab=duplicates');
    const shown = await card();
    await userEvent.click(
      shown.getByRole('button', { name: 'Keep Saffron Grill and merge Saffron Grill Indy into it' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Keep Saffron Grill?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(sentBodies(fetchMock, 'POST', /\/merge$/)).toEqual([]);

    await userEvent.click(
      shown.getByRole('button', { name: 'Saffron Grill and Saffron Grill Indy are not duplicates' }),
    );
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Marked as not duplicates',
        'This pair will not be suggested again.',
      ),
    );
    expect(sentBodies(fetchMock, 'POST', '/api/admin/duplicates/dismiss')).toEqual([
      { firstId: pair.first.id, secondId: pair.second.id },
    ]);
  });
});
