import { describe, expect, it } from 'vitest';
import { zonedDateParts } from '../../domain/events';
import { demoEvents, START_HOURS } from './events';

/** Load moments through a year, at uneven minutes, plus the nights the clocks change in Indiana. */
const LOAD_MOMENTS = [
  ...Array.from({ length: 420 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 20.9 * 3_600_000)),
  new Date('2026-03-08T06:45:00Z'),
  new Date('2026-11-01T05:45:00Z'),
  new Date('2026-06-14T15:59:00Z'),
  new Date('2026-06-15T03:30:00Z'),
];

const startHour = (date: Date) => Number(zonedDateParts(date).time.slice(0, 2));

describe('demo events', () => {
  it('start at an hour that suits their kind on Indiana’s clock, whenever the demo is loaded', () => {
    for (const now of LOAD_MOMENTS) {
      for (const event of demoEvents(now)) {
        const [from, to] = START_HOURS[event.kind];
        const hour = startHour(event.eventDate);
        expect(hour, `${event.title} loaded at ${now.toISOString()}`).toBeGreaterThanOrEqual(from);
        expect(hour, `${event.title} loaded at ${now.toISOString()}`).toBeLessThan(to);
      }
    }
  });

  it('put the food truck’s lunch stop at midday, still ahead of whoever opens the demo', () => {
    for (const now of LOAD_MOMENTS) {
      const lunch = demoEvents(now).find((e) => e.title === 'Downtown Lunch Stop');
      expect(lunch?.kind).toBe('lunch');
      expect(zonedDateParts(lunch!.eventDate).time).toBe('11:30');
      expect(lunch!.eventDate.getTime()).toBeGreaterThan(now.getTime());
      expect(lunch!.eventDate.getTime() - now.getTime()).toBeLessThanOrEqual(2 * 86_400_000);
    }
  });

  it('call evening events dinners and nights, and morning ones tastings', () => {
    const events = demoEvents(new Date('2026-05-01T12:00:00Z'));
    for (const e of events.filter((e) => /dinner|night/i.test(e.title))) expect(e.kind).toBe('evening');
    for (const e of events.filter((e) => /tasting/i.test(e.title))) expect(e.kind).toBe('morning');
    for (const e of events.filter((e) => e.kind === 'all-day')) expect(zonedDateParts(e.eventDate).time).toBe('00:00');
  });
});
