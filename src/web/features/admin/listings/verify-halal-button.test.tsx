import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type AdminBusiness, adminKeys } from '../admin-queries';
import { givenAdminBusiness, moderationPage } from '../testing/admin-fixtures';
import { ApprovedBusinessRow } from './approved-business-row';
import { givenHalalProfile } from './testing/halal-profile-fixture';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const VERIFY = /^\/api\/admin\/businesses\/[^/]+\/halal-profile\/verify$/;

function renderRow(business: AdminBusiness) {
  const listKey = adminKeys.businessList('approved', '');
  const view = renderWithProviders(<ApprovedBusinessRow business={business} />, {
    queryData: [[listKey, { pages: [moderationPage([business])], pageParams: [1] }]],
    staleTime: Infinity,
  });
  return { ...view, listKey };
}

describe('Verify halal details on an approved listing (issue 16)', () => {
  it('is offered only for a listing with halal details', () => {
    givenApi({});
    renderRow(givenAdminBusiness({ isApproved: true }));
    expect(screen.queryByRole('button', { name: 'Verify halal details' })).not.toBeInTheDocument();
  });

  it("verifies the business's profile, says so and refreshes the list", async () => {
    const fetchMock = givenApi({
      'POST /api/admin/businesses/:id/halal-profile/verify': () =>
        Response.json({ verifiedAt: '2026-03-02T16:00:00.000Z' }),
    });
    const business = givenAdminBusiness({
      isApproved: true,
      halalProfile: givenHalalProfile({ adminVerifiedAt: '2025-12-05T17:00:00.000Z' }),
    });
    const { queryClient, listKey } = renderRow(business);
    expect(screen.getByText('Last verified Dec 5, 2025')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify halal details' }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith('Halal details verified'));
    const [call, ...more] = requestsTo(fetchMock, 'POST', VERIFY);
    expect(more).toHaveLength(0);
    expect(String(call?.[0])).toContain(`/api/admin/businesses/${business.id}/halal-profile/verify`);
    expect(bodyOf(call)).toEqual({});
    await waitFor(() => expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true));
  });

  it("says when the listing's halal details are gone meanwhile", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'POST /api/admin/businesses/:id/halal-profile/verify': () =>
        Response.json(
          { error: { code: 'NOT_FOUND', message: 'This listing has no halal details to verify yet.' } },
          { status: 404 },
        ),
    });
    renderRow(givenAdminBusiness({ isApproved: true, halalProfile: givenHalalProfile() }));
    expect(screen.queryByText(/Last verified/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify halal details' }));
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'Failed to verify halal details.',
        'This listing has no halal details to verify yet.',
      ),
    );
  });
});
