import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { halalCertifiersKey } from '../../../lib/halal-certifier-queries';
import { type ApiRoutes, bodyOf, givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { OwnerEditToReview } from './owner-edit-queries';
import { OwnerEditsQueue } from './owner-edits-queue';
import { givenHalalEdit, givenNameEdit } from './testing/owner-edit-fixtures';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

function givenQueueApi(edits: OwnerEditToReview[], routes: ApiRoutes = {}) {
  return givenApi({
    'GET /api/admin/owner-edits': () => Response.json(edits),
    'POST /api/admin/owner-edits/:id/review': () => Response.json({ id: edits[0]?.id, status: 'approved' }),
    ...routes,
  });
}

function renderQueue() {
  return renderWithProviders(<OwnerEditsQueue />, { queryData: [[halalCertifiersKey, []]] });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe("Owner changes to review (issue 16, the admin's Pending tab)", () => {
  it('lists each change with its listing, location, who asked, and before → after', async () => {
    givenQueueApi([givenNameEdit(), givenHalalEdit()]);
    renderQueue();
    const list = await screen.findByRole('list', { name: 'Owner changes to review' });
    expect(screen.getByRole('heading', { name: 'Owner changes to review' })).toBeInTheDocument();
    expect(screen.getByText(/2 changes wait/)).toBeInTheDocument();
    const [name, halal] = within(list).getAllByRole('article');

    expect(within(name!).getByRole('link', { name: 'Saffron Lantern Kitchen' })).toHaveAttribute(
      'href',
      '/r/saffron-lantern-kitchen',
    );
    expect(within(name!).getByText('Business name').nextElementSibling).toHaveTextContent(
      'Saffron Lantern Kitchen → changes to Saffron Lantern',
    );
    expect(within(name!).getByText(/Asked by Yusuf Rahman \(yusuf@example.com\)/)).toBeInTheDocument();

    expect(within(halal!).getByText('For Uptown')).toBeInTheDocument();
    expect(within(halal!).getByText('Halal level').nextElementSibling).toHaveTextContent(
      'Halal options → changes to Fully halal',
    );
    expect(within(halal!).getByText('Chicken').nextElementSibling).toHaveTextContent(
      'Machine-slaughtered → changes to Hand-slaughtered (zabiha)',
    );
    expect(within(halal!).getByText('Certifying body').nextElementSibling).toHaveTextContent(
      'Not stated → changes to Indiana Halal Council',
    );
    expect(within(halal!).getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/uploads/certificates/abc.pdf',
    );
    // Facts the change leaves alone are not listed.
    expect(within(halal!).queryByText('Beef')).not.toBeInTheDocument();
  });

  it('shows nothing while no change waits', async () => {
    const fetchMock = givenQueueApi([]);
    const { container } = renderQueue();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('heading', { name: 'Owner changes to review' })).not.toBeInTheDocument();
  });

  it('approves a change at once', async () => {
    const fetchMock = givenQueueApi([givenNameEdit()]);
    renderQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve change' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Change Approved',
        'The change to Saffron Lantern Kitchen is now live.',
      ),
    );
    const [review] = requestsTo(fetchMock, 'POST', /\/owner-edits\/[^/]+\/review$/);
    expect(String(review?.[0])).toContain(givenNameEdit().id);
    expect(bodyOf(review)).toEqual({ decision: 'approved', note: null });
  });

  it('rejects a change with an optional note', async () => {
    const fetchMock = givenQueueApi([givenNameEdit()]);
    renderQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this change?' });
    expect(dialog).toHaveAccessibleDescription('Saffron Lantern Kitchen keeps its current details.');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'The sign outside still says Kitchen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject change' }));
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith(
        'Change Rejected',
        'Saffron Lantern Kitchen keeps its current details.',
      ),
    );
    expect(bodyOf(requestsTo(fetchMock, 'POST', /\/review$/)[0])).toEqual({
      decision: 'rejected',
      note: 'The sign outside still says Kitchen.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when another admin reviewed the change first, and reads the queue again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = givenQueueApi([givenNameEdit()], {
      'POST /api/admin/owner-edits/:id/review': () =>
        Response.json(
          { error: { code: 'ALREADY_RESOLVED', message: 'This change has already been reviewed.' } },
          { status: 409 },
        ),
    });
    renderQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve change' }));
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith('Already Reviewed', 'This change has already been reviewed.'),
    );
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', /\/owner-edits$/)).toHaveLength(2));
  });
});
