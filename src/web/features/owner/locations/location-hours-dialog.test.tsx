import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeeklyHours } from '../../../../domain/hours';
import { bodyOf, givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { businessId, givenOwnerLocation } from '../testing/owner-fixtures';
import { LocationsTab } from './locations-tab';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

const carmelId = '9a8b7c6d-0000-4000-8000-000000000001';
const hoursPath = new RegExp(`^/api/owner/businesses/${businessId}/locations/${carmelId}/hours$`);

/** Mondays 9 to 5, closed the rest of the week. */
const mondaysOnly: WeeklyHours = [[], [['09:00', '17:00']], [], [], [], [], []];

function givenHoursRoute() {
  return givenApi({
    'PUT /api/owner/businesses/:businessId/locations/:locationId/hours': () => Response.json(givenOwnerLocation()),
  });
}

async function openHoursOfCarmel() {
  await userEvent.click(screen.getByRole('button', { name: 'Edit hours of Carmel' }));
  return screen.findByRole('dialog', { name: 'Edit hours' });
}

async function choose(dialog: HTMLElement, day: string, mode: string) {
  await userEvent.click(within(within(dialog).getByRole('group', { name: day })).getByRole('radio', { name: mode }));
}

async function retype(field: HTMLElement, time: string) {
  await userEvent.clear(field);
  await userEvent.type(field, time);
}

/** A story of a dozen edits in a form of some sixty controls: slow in jsdom, not in a browser. */
const LONG_STORY = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('the hours of a location (issue 17)', () => {
  it('tells on the card whether the hours are set, and a temporary closure', () => {
    renderWithProviders(
      <LocationsTab
        businessId={businessId}
        locations={[
          givenOwnerLocation({ weeklyHours: mondaysOnly, temporarilyClosed: true }),
          givenOwnerLocation({ id: '9a8b7c6d-0000-4000-8000-000000000002', name: 'Fishers', isPrimary: false }),
        ]}
      />,
    );
    const [carmel, fishers] = screen.getAllByRole('listitem');
    expect(within(carmel!).getByText('Hours set')).toBeInTheDocument();
    expect(within(carmel!).getByText('Temporarily closed')).toBeInTheDocument();
    expect(within(fishers!).getByText('Hours not set')).toBeInTheDocument();
    expect(within(fishers!).queryByText('Temporarily closed')).not.toBeInTheDocument();
  });

  it('sends the week an owner set several days at once and day by day', LONG_STORY, async () => {
    const fetchMock = givenHoursRoute();
    renderWithProviders(<LocationsTab businessId={businessId} locations={[givenOwnerLocation()]} />);
    const dialog = await openHoursOfCarmel();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Set weekly hours' }));
    const several = within(dialog).getByRole('group', { name: 'Set several days at once' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday'])
      await userEvent.click(within(several).getByRole('checkbox', { name: day }));
    await retype(within(several).getByLabelText('Opens on selected days'), '11:00');
    await retype(within(several).getByLabelText('Closes on selected days'), '21:00');
    await userEvent.click(within(several).getByRole('button', { name: 'Apply to selected days' }));

    // Friday runs late; Saturday never closes.
    await choose(dialog, 'Friday', 'Open');
    expect(within(dialog).getByLabelText('Friday opens')).toHaveValue('09:00');
    await retype(within(dialog).getByLabelText('Friday closes'), '23:30');
    await choose(dialog, 'Saturday', 'Open 24 hours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    const [request] = requestsTo(fetchMock, 'PUT', hoursPath);
    expect(bodyOf(request)).toEqual({
      weekly: [
        [],
        [['11:00', '21:00']],
        [['11:00', '21:00']],
        [['11:00', '21:00']],
        [['11:00', '21:00']],
        [['09:00', '23:30']],
        [['00:00', '00:00']],
      ],
      special: [],
      temporarilyClosed: false,
      timeZone: 'America/Indiana/Indianapolis',
    });
    expect(notify.notifySuccess).toHaveBeenCalledWith('Hours Updated');
    expect(screen.queryByRole('dialog', { name: 'Edit hours' })).not.toBeInTheDocument();
  });

  it(
    'sends a date closed for Eid, a temporary closure and Central time, keeping the weekly hours',
    LONG_STORY,
    async () => {
      const fetchMock = givenHoursRoute();
      renderWithProviders(
        <LocationsTab businessId={businessId} locations={[givenOwnerLocation({ weeklyHours: mondaysOnly })]} />,
      );
      const dialog = await openHoursOfCarmel();

      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Temporarily closed' }));
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Time zone' }));
      await userEvent.click(await screen.findByRole('option', { name: /^Central time/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add special date' }));
      await userEvent.type(within(dialog).getByLabelText('Date of special date 1'), '2026-03-20');
      await userEvent.type(within(dialog).getByLabelText('Name of special date 1'), 'Eid al-Fitr');
      const eidHours = within(dialog).getByRole('group', { name: 'Hours on special date 1' });
      expect(within(eidHours).getByRole('radio', { name: 'Closed all day' })).toBeChecked();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save hours' }));

      expect(bodyOf(requestsTo(fetchMock, 'PUT', hoursPath)[0])).toEqual({
        weekly: mondaysOnly,
        special: [{ date: '2026-03-20', ranges: [], label: 'Eid al-Fitr' }],
        temporarilyClosed: true,
        timeZone: 'America/Chicago',
      });
    },
  );

  it('sends hours that are not set as null', async () => {
    const fetchMock = givenHoursRoute();
    renderWithProviders(
      <LocationsTab businessId={businessId} locations={[givenOwnerLocation({ weeklyHours: mondaysOnly })]} />,
    );
    const dialog = await openHoursOfCarmel();
    expect(within(dialog).getByRole('radio', { name: 'Set weekly hours' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Hours not set' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    expect(bodyOf(requestsTo(fetchMock, 'PUT', hoursPath)[0])).toMatchObject({ weekly: null });
  });

  it("shows the schema's reason for overlapping openings and sends nothing", async () => {
    const fetchMock = givenHoursRoute();
    renderWithProviders(
      <LocationsTab businessId={businessId} locations={[givenOwnerLocation({ weeklyHours: mondaysOnly })]} />,
    );
    const dialog = await openHoursOfCarmel();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add opening on Monday' }));
    await userEvent.type(within(dialog).getByLabelText('Monday opening 2 opens'), '12:00');
    await userEvent.type(within(dialog).getByLabelText('Monday opening 2 closes'), '20:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    expect(within(dialog).getByText('Openings of one day cannot overlap')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Some hours need fixing');
    expect(within(dialog).getByLabelText('Monday opens')).toHaveAccessibleDescription(
      'Openings of one day cannot overlap',
    );
    expect(within(dialog).getByLabelText('Monday opens')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixed, the message goes as the owner types.
    await retype(within(dialog).getByLabelText('Monday opening 2 opens'), '17:30');
    expect(within(dialog).queryByText('Openings of one day cannot overlap')).not.toBeInTheDocument();
  });

  it('opens the Edit hours dialog from the keyboard alone', async () => {
    givenHoursRoute();
    renderWithProviders(<LocationsTab businessId={businessId} locations={[givenOwnerLocation()]} />);
    const editHours = screen.getByRole('button', { name: 'Edit hours of Carmel' });

    for (let presses = 0; presses < 10 && document.activeElement !== editHours; presses++) await userEvent.tab();
    expect(editHours).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Edit hours' });
    const closed = within(dialog).getByRole('checkbox', { name: 'Temporarily closed' });
    expect(closed).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(closed).toBeChecked();
  });
});
