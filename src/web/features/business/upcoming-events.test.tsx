import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zonedInstant } from '../../../domain/events';
import type { BusinessEvent } from '../../lib/business-queries';
import { givenApi, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { eventDayLabel, eventTimeText } from './event-schedule';
import { UpcomingEvents } from './upcoming-events';

/** An instant on Indiana's clock, the clock every event is shown on. */
const at = (y: number, m: number, d: number, hh: number, mm: number, ss = 0) =>
  zonedInstant(
    `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`,
  );

const now = at(2025, 11, 4, 15, 30); // Thu Dec 4 2025, 3:30 PM in Indianapolis

describe('event day badge (SPEC §2 Upcoming Events)', () => {
  it("reads 'Today' for any time later today", () => {
    expect(eventDayLabel(at(2025, 11, 4, 18, 0), now)).toBe('Today');
    expect(eventDayLabel(at(2025, 11, 4, 23, 59), now)).toBe('Today');
  });

  it("reads 'Tomorrow' for the next calendar day, even just after midnight", () => {
    expect(eventDayLabel(at(2025, 11, 5, 0, 0), now)).toBe('Tomorrow');
    expect(eventDayLabel(at(2025, 11, 5, 21, 0), now)).toBe('Tomorrow');
  });

  it('reads a short date from the day after tomorrow on', () => {
    expect(eventDayLabel(at(2025, 11, 6, 12, 0), now)).toBe('Dec 6');
    expect(eventDayLabel(at(2026, 0, 15, 12, 0), now)).toBe('Jan 15');
  });

  it('counts calendar days across a year end', () => {
    expect(eventDayLabel(at(2026, 0, 1, 9, 0), at(2025, 11, 31, 22, 0))).toBe('Tomorrow');
  });
});

describe('event time', () => {
  it('shows the start and end time, or all day for an event without times', () => {
    expect(eventTimeText(at(2025, 11, 5, 18, 0), at(2025, 11, 5, 21, 0))).toBe('6:00 PM – 9:00 PM');
    expect(eventTimeText(at(2025, 11, 5, 18, 0), null)).toBe('6:00 PM');
    expect(eventTimeText(at(2025, 11, 5, 0, 0), null)).toBe('All day');
    expect(eventTimeText(at(2025, 11, 5, 0, 0), at(2025, 11, 6, 23, 59, 59))).toBe('All day, until Dec 6');
  });
});

function givenEvent(n: number): BusinessEvent {
  const start = new Date(Date.now() + (n + 2) * 86_400_000);
  start.setHours(18, 0, 0, 0);
  return {
    id: `event-${n}`,
    title: `Event ${n}`,
    description: null,
    eventDate: start.toISOString(),
    endDate: null,
    location: n === 1 ? 'Fishers location' : null,
  };
}

describe('upcoming events section', () => {
  it("lists the first three and says how many more there are ('...and N more upcoming events')", () => {
    render(<UpcomingEvents slug="saffron-lantern-kitchen" events={[1, 2, 3].map(givenEvent)} total={5} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Event 1' })).toBeInTheDocument();
    expect(screen.getByText('Fishers location')).toBeInTheDocument();
    expect(screen.getByText('...and 2 more upcoming events')).toBeInTheDocument();
  });

  it('says one more event in the singular', () => {
    render(<UpcomingEvents slug="saffron-lantern-kitchen" events={[1, 2, 3].map(givenEvent)} total={4} />);
    expect(screen.getByText('...and 1 more upcoming event')).toBeInTheDocument();
  });

  it('has no "more" line with three or fewer', () => {
    render(<UpcomingEvents slug="saffron-lantern-kitchen" events={[1, 2, 3].map(givenEvent)} total={3} />);
    expect(screen.queryByText(/more upcoming events/)).not.toBeInTheDocument();
  });

  it("says 'No upcoming events' when there are none", () => {
    render(<UpcomingEvents slug="saffron-lantern-kitchen" events={[]} total={0} />);
    expect(screen.getByText('No upcoming events')).toBeInTheDocument();
  });
});

describe("'…and N more upcoming events' opens the rest in place (issue 31)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the events after the first three when asked, shows them under the first, and closes them again', async () => {
    const fetchMock = givenApi({
      'GET /api/businesses/:slug/events': () => Response.json([4, 5].map(givenEvent)),
    });
    renderWithProviders(<UpcomingEvents slug="saffron-lantern-kitchen" events={[1, 2, 3].map(givenEvent)} total={5} />);
    // Nothing is read until the person asks.
    expect(fetchMock).not.toHaveBeenCalled();
    const more = screen.getByRole('button', { name: '...and 2 more upcoming events' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(more);

    const rest = await screen.findByRole('list', { name: 'More upcoming events' });
    expect(
      within(rest)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Event 4', 'Event 5']);
    expect(requestsTo(fetchMock, 'GET', /^\/api\/businesses\/saffron-lantern-kitchen\/events$/)).toHaveLength(1);
    const fewer = screen.getByRole('button', { name: 'Show fewer events' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(fewer.getAttribute('aria-controls') ?? '')).toContainElement(rest);

    await userEvent.click(fewer);
    expect(screen.queryByRole('list', { name: 'More upcoming events' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('says when the rest could not be read, and reads them again on Try again', async () => {
    let fail = true;
    givenApi({
      'GET /api/businesses/:slug/events': () =>
        fail
          ? Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 })
          : Response.json([givenEvent(4)]),
    });
    renderWithProviders(<UpcomingEvents slug="saffron-lantern-kitchen" events={[1, 2, 3].map(givenEvent)} total={4} />);
    await userEvent.click(screen.getByRole('button', { name: '...and 1 more upcoming event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The other events could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Event 4' })).toBeInTheDocument();
  });
});
