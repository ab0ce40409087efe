import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { businessId } from '../testing/owner-fixtures';
import { type OwnerRamadan, ramadanKey } from './ramadan-queries';
import { RamadanTab } from './ramadan-tab';

// Issue 37: the owner's Ramadan tab: each location's hours with today's maghrib, and the specials.

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

const ramadan: OwnerRamadan = {
  season: { starts: '2027-02-08', ends: '2027-03-09' },
  locations: [
    {
      id: 'loc-1',
      name: 'Main Location',
      city: 'Carmel',
      timeZone: 'America/Indiana/Indianapolis',
      pinned: true,
      maghribToday: '18:24',
      iftar: [{ from: '2027-02-08', to: '2027-03-09', opensAt: null, minutesBeforeMaghrib: 15, closes: '22:30' }],
      suhoor: [{ from: '2027-02-08', to: '2027-03-09', opens: '23:30', closes: '04:30' }],
    },
  ],
  specials: [{ id: 'sp-1', name: 'Iftar buffet', description: 'Dates and biryani.', priceCents: 2499 }],
};

function renderTab() {
  renderWithProviders(<RamadanTab businessId={businessId} />, {
    queryData: [[ramadanKey(businessId), ramadan]],
    staleTime: Infinity,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Ramadan tab', () => {
  it("shows the season, a location's maghrib today, its hours and the specials with their prices", () => {
    renderTab();
    expect(screen.getByText('Ramadan season: Feb 8, 2027 – Mar 9, 2027')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Main Location' }).closest('li')!;
    expect(within(card).getByText('Maghrib today: 6:24 PM')).toBeInTheDocument();
    expect(within(card).getByText(/15 min before maghrib – 10:30 PM/)).toBeInTheDocument();
    expect(within(card).getByText(/11:30 PM – 4:30 AM/)).toBeInTheDocument();
    expect(screen.getByText('$24.99')).toBeInTheDocument();
  });

  it('refuses a price that is not one, and sends nothing', async () => {
    const fetchMock = givenApi({});
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Add Special' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Special' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Suhoor plate');
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '12.999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Special' }));
    expect(await within(dialog).findByText('Enter a price like 24.99')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a special with its price in cents', async () => {
    const fetchMock = givenApi({
      'POST /api/owner/businesses/:businessId/ramadan-specials': () =>
        Response.json({ id: 'sp-2', name: 'Suhoor plate', description: null, priceCents: 1250 }, { status: 201 }),
      'GET /api/owner/businesses/:businessId/ramadan': () => Response.json(ramadan),
    });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Add Special' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Special' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Suhoor plate');
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '12.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Special' }));
    expect(notify.notifySuccess).toHaveBeenCalledWith('Special added');
    const [post] = requestsTo(fetchMock, 'POST', /ramadan-specials$/);
    expect(bodyOf(post)).toEqual({ name: 'Suhoor plate', description: null, priceCents: 1250 });
  });

  it('saves a location’s hours as the form reads them, the iftar’s fixed opening left empty', async () => {
    const fetchMock = givenApi({
      'PUT /api/owner/businesses/:businessId/locations/:locationId/ramadan-hours': () =>
        Response.json({ iftar: ramadan.locations[0]!.iftar, suhoor: ramadan.locations[0]!.suhoor }),
      'GET /api/owner/businesses/:businessId/ramadan': () => Response.json(ramadan),
    });
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Ramadan hours for Main Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ramadan hours for Main Location' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Ramadan hours' }));
    expect(notify.notifySuccess).toHaveBeenCalledWith('Ramadan hours saved');
    const [put] = requestsTo(fetchMock, 'PUT', /ramadan-hours$/);
    expect(bodyOf(put)).toEqual({ iftar: ramadan.locations[0]!.iftar, suhoor: ramadan.locations[0]!.suhoor });
  });
});
