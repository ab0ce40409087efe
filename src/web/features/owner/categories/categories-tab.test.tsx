import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '../../../lib/query-keys';
import { directoryCategories } from '../../../testing/business-fixture';
import { givenApi } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { OwnerDashboard } from '../owner-queries';
import { givenOwnerDashboard } from '../testing/owner-fixtures';
import { CategoriesTab } from './categories-tab';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

const categories = directoryCategories;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderCategoriesTab(business: OwnerDashboard) {
  renderWithProviders(<CategoriesTab business={business} />, {
    queryData: [[catalogKeys.categories, categories]],
    staleTime: Infinity,
  });
}

describe('categories tab (SPEC §2 Categories tab, §5)', () => {
  it("shows 'Not Set' without a primary category", () => {
    renderCategoriesTab(givenOwnerDashboard({ category: null }));
    expect(screen.getByText('Not Set')).toBeInTheDocument();
  });

  it('offers the other categories as checkboxes, never the primary or all-businesses, and saves them', async () => {
    const fetchMock = givenApi({
      'PUT /api/owner/businesses/:businessId/categories': () => Response.json(givenOwnerDashboard()),
    });
    renderCategoriesTab(givenOwnerDashboard());
    await userEvent.click(screen.getByRole('button', { name: 'Manage Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Categories' });
    expect(within(dialog).getByLabelText('Primary Category')).toHaveTextContent('Restaurants');
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('id'))).toEqual([
      `owner-category-${categories[1]!.id}`,
      `owner-category-${categories[2]!.id}`,
    ]);

    await userEvent.click(within(dialog).getByLabelText('Bakeries'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Categories' }));
    expect(notify.notifySuccess).toHaveBeenCalledWith('Categories Updated');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      primaryId: categories[0]!.id,
      additionalIds: [categories[2]!.id],
    });
  });
});
