import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, givenApi } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { OwnerLocation } from '../owner-queries';
import { businessId, givenOwnerLocation, givenOwnerLocations } from '../testing/owner-fixtures';
import { LocationsTab } from './locations-tab';
import { DROPPED_PIN } from './testing/fake-lazy-map';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);
// jsdom draws no maps: a stand-in pin picker, and no tiles to ask the site for.
vi.mock('../../../components/map/lazy-map', () => import('./testing/fake-lazy-map'));
vi.mock('../../../components/map/use-map-tiles', () => ({ useMapTiles: () => undefined }));

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
      'DELETE /api/owner/businesses/:businessId/locations/:locationId': () => Response.json({ deleted: true }),
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
      'POST /api/owner/businesses/:businessId/locations': () => Response.json({}, { status: 201 }),
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
      'POST /api/owner/businesses/:businessId/locations': () =>
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

  it('sends a typed pin as numbers, and the time zone of the city (issue 17)', async () => {
    const fetchMock = givenApi({
      'POST /api/owner/businesses/:businessId/locations': () => Response.json({}, { status: 201 }),
    });
    renderLocationsTab(givenOwnerLocations(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Location' });
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveTextContent(/^Eastern time/);

    await userEvent.type(within(dialog).getByLabelText('Location Name'), 'Evansville');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Evansville');
    await userEvent.type(within(dialog).getByLabelText('Latitude'), '37.9716');
    await userEvent.type(within(dialog).getByLabelText('Longitude'), '-87.5711');
    const map = within(dialog).getByRole('region', { name: 'Place the pin on the map' });
    expect(map).toHaveTextContent('Pin at 37.9716, -87.5711');
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveTextContent(/^Central time/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));

    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({
      name: 'Evansville',
      city: 'Evansville',
      latitude: 37.9716,
      longitude: -87.5711,
      timeZone: 'America/Chicago',
    });
  });

  it('fills the coordinates from the pin placed on the map', async () => {
    const fetchMock = givenApi({
      'PATCH /api/owner/businesses/:businessId/locations/:locationId': () => Response.json({}),
    });
    renderLocationsTab([givenOwnerLocation()]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Carmel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Location' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Drop the pin' }));
    expect(within(dialog).getByLabelText('Latitude')).toHaveValue(DROPPED_PIN.latitude);
    expect(within(dialog).getByLabelText('Longitude')).toHaveValue(DROPPED_PIN.longitude);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ ...DROPPED_PIN, timeZone: 'America/Indiana/Indianapolis' });
  });

  it('sends no pin as null, and asks for both coordinates or neither', async () => {
    const fetchMock = givenApi({
      'PATCH /api/owner/businesses/:businessId/locations/:locationId': () => Response.json({}),
    });
    renderLocationsTab([givenOwnerLocation({ latitude: 39.978371, longitude: -86.118034 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Carmel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Location' });

    await userEvent.clear(within(dialog).getByLabelText('Longitude'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));
    expect(within(dialog).getByLabelText('Longitude')).toHaveAccessibleDescription(
      'Enter both latitude and longitude, or neither',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Latitude'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ latitude: null, longitude: null });
  });
});
