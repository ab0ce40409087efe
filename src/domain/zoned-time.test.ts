import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockText,
  dateText,
  daysBetween,
  forgetLearnedOffsets,
  instantAt,
  learnOffsets,
  offsetSpans,
  wallReading,
  weekdayOf,
} from './zoned-time';

const EASTERN = 'America/Indiana/Indianapolis';
const CENTRAL = 'America/Chicago';

describe("a place's wall clock, read from the platform's time-zone data", () => {
  it('reads the date, the minutes since midnight and the weekday where the place is', () => {
    // 03:15Z on Saturday 28 November 2026 is still Friday evening in Indiana (EST, UTC−5).
    expect(wallReading(new Date('2026-11-28T03:15:42Z'), EASTERN)).toEqual({
      date: { year: 2026, month: 11, day: 27 },
      minutes: 22 * 60 + 15,
      weekday: 5,
    });
    expect(wallReading(Date.parse('2026-07-01T04:59:00Z'), CENTRAL).minutes).toBe(23 * 60 + 59);
  });

  it('steps calendar dates across months, years and leap days', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(daysBetween({ year: 2026, month: 3, day: 7 }, { year: 2026, month: 3, day: 9 })).toBe(2);
    expect(weekdayOf({ year: 2026, month: 11, day: 27 })).toBe(5);
    expect(dateText({ year: 2026, month: 3, day: 8 })).toBe('2026-03-08');
    expect(clockText(9 * 60 + 5)).toBe('09:05');
  });

  it('finds the instant of a local time, on ordinary days and on both days the clocks change', () => {
    expect(new Date(instantAt({ year: 2026, month: 11, day: 27 }, 18 * 60, EASTERN)).toISOString()).toBe(
      '2026-11-27T23:00:00.000Z',
    );
    // Spring forward (8 March 2026): 02:30 never happens and moves forward by the gap, to 03:30 EDT.
    expect(new Date(instantAt({ year: 2026, month: 3, day: 8 }, 150, EASTERN)).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // Fall back (1 November 2026): 01:30 happens twice; the first is meant.
    expect(new Date(instantAt({ year: 2026, month: 11, day: 1 }, 90, EASTERN)).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // Later that day the new offset holds.
    expect(new Date(instantAt({ year: 2026, month: 11, day: 1 }, 10 * 60, CENTRAL)).toISOString()).toBe(
      '2026-11-01T16:00:00.000Z',
    );
  });
});

describe('offsets read once per quarter hour', () => {
  // Zones whose offsets or clock changes are not whole hours: Newfoundland (−3:30, changes at 02:00 local),
  // Nepal (+5:45), Lord Howe (+10:30, a half-hour change), Chatham (+12:45/+13:45).
  const zones = [EASTERN, CENTRAL, 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham'];

  it('read every minute the platform reads, across the years a listing shows', () => {
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    // The platform's own reading, asked another way than the code asks it: Swedish writes the date and a
    // 24-hour time as '2026-03-08 02:30', and the weekday is read on its own.
    const reader = (zone: string) => {
      const clock = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' });
      const day = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' });
      return (at: number) => {
        const [year = 0, month = 0, date = 0, hour = 0, minute = 0] = clock.format(at).split(/\D+/).map(Number);
        return { year, month, day: date, hour, minute, weekday: weekdays.indexOf(day.format(at)) };
      };
    };
    let seed = 40;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = Date.parse('2020-01-01T00:00:00Z');
    const span = Date.parse('2036-01-01T00:00:00Z') - from;
    for (const zone of zones) {
      const read = reader(zone);
      const expectSameReading = (at: number) => {
        const { year, month, day, hour, minute, weekday } = read(at);
        expect(wallReading(at, zone), `${zone} ${new Date(at).toISOString()}`).toEqual({
          date: { year, month, day },
          minutes: hour * 60 + minute,
          weekday,
        });
      };
      for (let i = 0; i < 2_000; i++) expectSameReading(from + Math.floor(random() * span));
      // Every minute of the two hours around each of 2026's clock changes.
      const hour = 3_600_000;
      const offsetAt = (at: number) => {
        const { year, month, day, hour, minute } = read(at);
        return Date.UTC(year, month - 1, day, hour, minute) - at;
      };
      for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += hour) {
        if (offsetAt(at) === offsetAt(at + hour)) continue;
        for (let minute = at - hour; minute <= at + 2 * hour; minute += 60_000) expectSameReading(minute);
      }
    }
  });
});

describe('offsets a page brings with it', () => {
  const from = Date.parse('2026-01-01T00:00:00Z');
  const to = Date.parse('2027-01-01T00:00:00Z');

  it("are worked out to the quarter hour of each clock change from the platform's time-zone data", () => {
    expect(offsetSpans(EASTERN, from, to)).toEqual([
      [from, Date.parse('2026-03-08T07:00:00Z'), -5 * 3_600_000],
      [Date.parse('2026-03-08T07:00:00Z'), Date.parse('2026-11-01T06:00:00Z'), -4 * 3_600_000],
      [Date.parse('2026-11-01T06:00:00Z'), to, -5 * 3_600_000],
    ]);
    expect(offsetSpans('Asia/Kathmandu', from, to)).toEqual([[from, to, (5 * 60 + 45) * 60_000]]);
  });

  it('are what the clock is read with once learned, and only within their spans', () => {
    try {
      // Learned wrong on purpose, to see they are the ones read.
      learnOffsets({ [CENTRAL]: [[from, to, 0]], 'Not/A_Zone': 'nonsense', [EASTERN]: [[from, 'x', 0]] });
      expect(wallReading(Date.parse('2026-07-01T12:00:00Z'), CENTRAL).minutes).toBe(12 * 60);
      expect(wallReading(Date.parse('2027-07-01T12:00:00Z'), CENTRAL).minutes).toBe(7 * 60);
      expect(wallReading(Date.parse('2026-07-01T12:00:00Z'), EASTERN).minutes).toBe(8 * 60);

      learnOffsets({ [CENTRAL]: offsetSpans(CENTRAL, from, to) });
      forgetLearnedOffsets();
      learnOffsets({ [CENTRAL]: offsetSpans(CENTRAL, from, to) });
      const reader = new Intl.DateTimeFormat('en-US', {
        timeZone: CENTRAL,
        hourCycle: 'h23',
        hour: 'numeric',
        minute: 'numeric',
      });
      for (let at = from; at < to; at += 7 * 3_600_000 + 15 * 60_000) {
        const parts = Object.fromEntries(reader.formatToParts(at).map((part) => [part.type, Number(part.value)]));
        expect(wallReading(at, CENTRAL).minutes).toBe((parts.hour ?? 0) * 60 + (parts.minute ?? 0));
      }
    } finally {
      forgetLearnedOffsets();
    }
  });
});
