import { describe, expect, it } from 'vitest';
import { iftarTonight, localClock, maghribOn, nextSuhoor, suhoorOpenAt } from './ramadan-times';

// Issue 37: maghrib at Indianapolis by adhan's North American method, on nights whose sunset is known, and the
// nights either side of the clocks springing forward (8 March 2026, inside Ramadan 1447: 18 Feb – 19 Mar 2026).

const INDIANAPOLIS = { latitude: 39.7684, longitude: -86.1581, timeZone: 'America/Indiana/Indianapolis' };
const EVANSVILLE = { latitude: 37.9716, longitude: -87.5711, timeZone: 'America/Chicago' };

const minutesApart = (a: string, b: string) => {
  const m = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
  return Math.abs(m(a) - m(b));
};

const at = (iso: string) => Date.parse(iso);

const maghribRange = (from: string, to: string) => ({
  from,
  to,
  opensAt: null,
  minutesBeforeMaghrib: 0,
  closes: '23:00',
});

describe('maghrib at a place', () => {
  it.each([
    ['2026-02-18', '18:24'],
    ['2026-03-07', '18:43'],
    ['2026-03-08', '19:44'],
    ['2026-03-19', '19:56'],
  ])('at Indianapolis on %s is about %s on the local clock', (date, expected) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const clock = localClock(maghribOn({ year, month, day }, INDIANAPOLIS), INDIANAPOLIS.timeZone);
    expect(minutesApart(clock, expected)).toBeLessThanOrEqual(2);
  });

  it('jumps by about an hour on the local clock the day the clocks spring forward, while the sun moves a minute', () => {
    const before = maghribOn({ year: 2026, month: 3, day: 7 }, INDIANAPOLIS);
    const after = maghribOn({ year: 2026, month: 3, day: 8 }, INDIANAPOLIS);
    // The sun sets about a minute later in real time…
    expect(Math.abs(after - before - 86_400_000)).toBeLessThanOrEqual(3 * 60_000);
    // …and the clock on the wall reads an hour and about a minute later.
    const shift = minutesApart(localClock(after, INDIANAPOLIS.timeZone), localClock(before, INDIANAPOLIS.timeZone));
    expect(shift).toBeGreaterThanOrEqual(59);
    expect(shift).toBeLessThanOrEqual(63);
  });

  it('is read on a Central-time place’s own clock', () => {
    const clock = localClock(maghribOn({ year: 2026, month: 3, day: 1 }, EVANSVILLE), EVANSVILLE.timeZone);
    // Evansville's sunset early March is about 17:40 CST; on Eastern time it would read 18:40.
    expect(minutesApart(clock, '17:41')).toBeLessThanOrEqual(3);
  });
});

describe('iftar tonight', () => {
  const ranges = [maghribRange('2026-02-18', '2026-03-19')];

  it('opens at maghrib on the evening’s own clock, before and after the change', () => {
    const saturday = iftarTonight(ranges, INDIANAPOLIS, at('2026-03-07T17:00:00-05:00'));
    const sunday = iftarTonight(ranges, INDIANAPOLIS, at('2026-03-08T17:00:00-04:00'));
    expect(saturday?.date).toBe('2026-03-07');
    expect(sunday?.date).toBe('2026-03-08');
    expect(minutesApart(saturday?.opensClock ?? '', '18:43')).toBeLessThanOrEqual(2);
    expect(minutesApart(sunday?.opensClock ?? '', '19:44')).toBeLessThanOrEqual(2);
    expect(sunday?.closesClock).toBe('23:00');
    // 23:00 EDT is 03:00 UTC the next day, an hour earlier in UTC than Saturday's 23:00 EST.
    expect(sunday?.closes).toBe(at('2026-03-09T03:00:00Z'));
    expect(saturday?.closes).toBe(at('2026-03-08T04:00:00Z'));
  });

  it('is tonight’s in the small hours before the clocks change, and over once it closed', () => {
    // 01:30 EST on 8 March: the evening ahead is the 8th's, with its maghrib on summer time.
    const night = iftarTonight(ranges, INDIANAPOLIS, at('2026-03-08T06:30:00Z'));
    expect(night?.date).toBe('2026-03-08');
    expect(minutesApart(night?.maghribClock ?? '', '19:44')).toBeLessThanOrEqual(2);
    // 23:30 EST on the 7th: that evening's iftar (closing at 23:00) is over.
    expect(iftarTonight(ranges, INDIANAPOLIS, at('2026-03-08T04:30:00Z'))).toBeNull();
  });

  it('opens a number of minutes before maghrib, or at a fixed time', () => {
    const early = [{ ...maghribRange('2026-03-01', '2026-03-10'), minutesBeforeMaghrib: 30 }];
    const night = iftarTonight(early, INDIANAPOLIS, at('2026-03-08T12:00:00-04:00'));
    expect((night?.maghrib ?? 0) - (night?.opens ?? 0)).toBe(30 * 60_000);
    const fixed = [{ ...maghribRange('2026-03-01', '2026-03-10'), opensAt: '19:00' }];
    expect(iftarTonight(fixed, INDIANAPOLIS, at('2026-03-08T12:00:00-04:00'))?.opensClock).toBe('19:00');
  });

  it('is none outside the place’s dates', () => {
    expect(iftarTonight(ranges, INDIANAPOLIS, at('2026-03-20T12:00:00-04:00'))).toBeNull();
    expect(iftarTonight(ranges, INDIANAPOLIS, at('2026-02-17T12:00:00-05:00'))).toBeNull();
  });
});

describe('suhoor', () => {
  const overnight = [{ from: '2026-03-08', to: '2026-03-19', opens: '23:00', closes: '04:30' }];
  const early = [{ from: '2026-02-18', to: '2026-03-19', opens: '02:00', closes: '05:00' }];

  it('is open through midnight into the night the clocks change, closing on the new clock', () => {
    // 23:30 EST on the 7th: the suhoor of the 8th has opened.
    const open = suhoorOpenAt(overnight, INDIANAPOLIS.timeZone, at('2026-03-08T04:30:00Z'));
    expect(open?.date).toBe('2026-03-08');
    expect(open?.closes).toBe(at('2026-03-08T04:30:00-04:00'));
    // 04:45 EDT: closed.
    expect(suhoorOpenAt(overnight, INDIANAPOLIS.timeZone, at('2026-03-08T04:45:00-04:00'))).toBeNull();
  });

  it('opens at 02:00 and closes at 05:00 on the local clock', () => {
    expect(suhoorOpenAt(early, INDIANAPOLIS.timeZone, at('2026-03-10T01:59:00-04:00'))).toBeNull();
    expect(suhoorOpenAt(early, INDIANAPOLIS.timeZone, at('2026-03-10T02:00:00-04:00'))?.date).toBe('2026-03-10');
    expect(suhoorOpenAt(early, INDIANAPOLIS.timeZone, at('2026-03-10T05:00:00-04:00'))).toBeNull();
  });

  it('says the next one: this morning’s until it closes, then tomorrow’s', () => {
    expect(nextSuhoor(early, INDIANAPOLIS.timeZone, at('2026-03-10T01:00:00-04:00'))?.date).toBe('2026-03-10');
    expect(nextSuhoor(early, INDIANAPOLIS.timeZone, at('2026-03-10T18:00:00-04:00'))?.date).toBe('2026-03-11');
    expect(nextSuhoor(early, INDIANAPOLIS.timeZone, at('2026-03-19T18:00:00-04:00'))).toBeNull();
  });
});
