import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { OwnerLocation } from '../owner-queries';
import { businessId, givenOwnerLocation, givenOwnerLocations } from '../testing/owner-fixtures';
import { LocationsTab } from './locations-tab';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

function renderLocationsTab(locations: OwnerLocation[]) {
  renderWithProviders(<LocationsTab businessId={businessId} locations={locations} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('locations tab (SPEC §2, §5 Owner dashboard)', () => {
  it("disables the add button at 5 locations and labels it '(Max 5)'", () => {
    renderLocationsTab(givenOwnerLocations(5));
    expect(screen.getByRole('button', { name: 'Add Location (Max 5)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Location' })).not.toBeInTheDocument();
  });

  it('lets an owner with fewer than 5 locations add one', () => {
    renderLocationsTab(givenOwnerLocations(4));
    expect(screen.getByRole('button', { name: 'Add Location' })).toBeEnabled();
  });

  it('has no delete button on the primary location card', () => {
    renderLocationsTab(givenOwnerLocations(2));
    const [primary, other] = screen.getAllByRole('listitem');
    expect(within(primary!).getByText('Primary')).toBeInTheDocument();
    expect(within(primary!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(primary!).getByRole('button', { name: 'Edit Carmel' })).toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Delete Location 2' })).toBeInTheDocument();
  });

  it('deletes a location only after the confirmation naming it', async () => {
    const fetchMock = givenApi({
      'DELETE /api/owner/businesses/:id/locations/:locationId': () => Response.json({ deleted: true }),
    });
    renderLocationsTab(givenOwnerLocations(2));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Location 2' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Location 2?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this location?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Location 2' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Location 2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/locations/9a8b7c6d-0000-4000-8000-000000000002');
    expect(notify.notifySuccess).toHaveBeenCalledWith('Location Deleted');
  });

  it('never shows a bare state as an address', () => {
    renderLocationsTab([givenOwnerLocation({ address: null, city: null, zip: null, state: 'IN' })]);
    expect(screen.queryByText('IN')).not.toBeInTheDocument();
  });

  it('makes the first location primary, with the state IN, and sends the fields (SPEC §4)', async () => {
    const fetchMock = givenApi({
      'POST /api/owner/businesses/:id/locations': () => Response.json({}, { status: 201 }),
    });
    renderLocationsTab([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Location' });
    expect(within(dialog).getByLabelText('State')).toHaveValue('IN');
    expect(within(dialog).getByLabelText('Primary Location')).toBeChecked();
    expect(within(dialog).getByLabelText('Coming Soon')).not.toBeChecked();

    await userEvent.type(within(dialog).getByLabelText('Location Name'), 'Fishers');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Fishers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));

    expect(notify.notifySuccess).toHaveBeenCalledWith('Location Added');
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ name: 'Fishers', city: 'Fishers', state: 'IN', isPrimary: true, comingSoon: false });
  });

  it("shows the server's reason when a location cannot be saved", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'POST /api/owner/businesses/:id/locations': () =>
        Response.json(
          { error: { code: 'TOO_MANY_LOCATIONS', message: 'A business can have at most 5 locations.' } },
          { status: 409 },
        ),
    });
    renderLocationsTab(givenOwnerLocations(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Location' });
    expect(within(dialog).getByLabelText('Primary Location')).not.toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Location Name'), 'Fishers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    expect(notify.notifyError).toHaveBeenCalledWith(
      'Failed to save location.',
      'A business can have at most 5 locations.',
    );
  });
});
