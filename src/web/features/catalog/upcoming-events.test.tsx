import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../../domain/events';
import type { BusinessEvent } from './business-queries';
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
    render(<UpcomingEvents events={[1, 2, 3].map(givenEvent)} total={5} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Event 1' })).toBeInTheDocument();
    expect(screen.getByText('Fishers location')).toBeInTheDocument();
    expect(screen.getByText('...and 2 more upcoming events')).toBeInTheDocument();
  });

  it('says one more event in the singular', () => {
    render(<UpcomingEvents events={[1, 2, 3].map(givenEvent)} total={4} />);
    expect(screen.getByText('...and 1 more upcoming event')).toBeInTheDocument();
  });

  it('has no "more" line with three or fewer', () => {
    render(<UpcomingEvents events={[1, 2, 3].map(givenEvent)} total={3} />);
    expect(screen.queryByText(/more upcoming events/)).not.toBeInTheDocument();
  });

  it("says 'No upcoming events' when there are none", () => {
    render(<UpcomingEvents events={[]} total={0} />);
    expect(screen.getByText('No upcoming events')).toBeInTheDocument();
  });
});
