import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi, requestsTo } from '../../../testing/fetch-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type OwnerEvent, ownerKeys } from '../owner-queries';
import { businessId, givenOwnerEvent } from '../testing/owner-fixtures';
import { EventsTab } from './events-tab';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

function renderEventsTab(events: OwnerEvent[]) {
  renderWithProviders(<EventsTab businessId={businessId} />, {
    queryData: [[ownerKeys.events(businessId), events]],
    staleTime: Infinity,
  });
}

async function openCreateDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
  return screen.findByRole('dialog', { name: 'Create Event' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('events tab (SPEC §2 Events tab, §5 Owner dashboard)', () => {
  it("says 'No Events Yet' without events", () => {
    renderEventsTab([]);
    expect(screen.getByText('No Events Yet')).toBeInTheDocument();
  });

  it('lists an event with its start and end on Indiana time and its location', () => {
    renderEventsTab([givenOwnerEvent()]);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Eid Brunch' })).toBeInTheDocument();
    expect(within(item).getByText('Family brunch with live music.')).toBeInTheDocument();
    expect(within(item).getByText('Sun, Jun 14, 2026, 10:30 AM EDT')).toBeInTheDocument();
    expect(within(item).getByText('Sun, Jun 14, 2026, 2:00 PM EDT')).toBeInTheDocument();
    expect(within(item).getByText('Back patio')).toBeInTheDocument();
  });

  it("says 'Missing Information' and sends nothing when the title is empty", async () => {
    const fetchMock = givenApi({});
    renderEventsTab([]);
    const dialog = await openCreateDialog();
    await userEvent.type(within(dialog).getByLabelText('Start Date'), '2026-06-14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(notify.notifyError).toHaveBeenCalledWith('Missing Information', 'Please fill in the title and event date.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create Event' })).toBeInTheDocument();
  });

  it('creates an event from the date and times as typed', async () => {
    const fetchMock = givenApi({
      'POST /api/owner/businesses/:businessId/events': () => Response.json(givenOwnerEvent(), { status: 201 }),
    });
    renderEventsTab([]);
    const dialog = await openCreateDialog();
    await userEvent.type(within(dialog).getByLabelText('Event Title'), 'Eid Brunch');
    await userEvent.type(within(dialog).getByLabelText('Start Date'), '2026-06-14');
    await userEvent.type(within(dialog).getByLabelText('Start Time'), '10:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(notify.notifySuccess).toHaveBeenCalledWith('Event Created');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      title: 'Eid Brunch',
      description: null,
      startDate: '2026-06-14',
      startTime: '10:30',
      endDate: null,
      endTime: null,
      location: null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prefills the edit dialog on Indiana time and resets it when closed', async () => {
    renderEventsTab([givenOwnerEvent()]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Eid Brunch' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Event Title')).toHaveValue('Eid Brunch');
    expect(within(dialog).getByLabelText('Start Date')).toHaveValue('2026-06-14');
    expect(within(dialog).getByLabelText('Start Time')).toHaveValue('10:30');
    expect(within(dialog).getByLabelText('End Time')).toHaveValue('14:00');

    await userEvent.clear(within(dialog).getByLabelText('Event Title'));
    await userEvent.type(within(dialog).getByLabelText('Event Title'), 'Changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Eid Brunch' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Event Title')).toHaveValue('Eid Brunch');
  });

  it('asks with the title before deleting an event, and deletes nothing when cancelled', async () => {
    const fetchMock = givenApi({
      'DELETE /api/owner/businesses/:businessId/events/:eventId': () => Response.json({ deleted: true }),
    });
    renderEventsTab([givenOwnerEvent()]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Eid Brunch' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Event' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete "Eid Brunch"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'DELETE', /\/events\//)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Eid Brunch' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(requestsTo(fetchMock, 'DELETE', /\/events\//)).toHaveLength(1);
    expect(notify.notifySuccess).toHaveBeenCalledWith('Event Deleted');
  });
});
