import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IndianaTimeZone, LocationHours, SpecialDay, TimeRange, WeeklyHours } from './hours';
import {
  businessOpenStatus,
  businessToday,
  formatTime,
  hoursLeftToday,
  isOpenAt,
  type OpenStatus,
  openingHoursSpecification,
  openStatus,
  statusText,
  todayText,
  upcomingSpecialDays,
  weeklySummary,
} from './opening-hours';

const EASTERN: IndianaTimeZone = 'America/Indiana/Indianapolis';
const CENTRAL: IndianaTimeZone = 'America/Chicago';

/** The same ranges on all seven days. */
function everyDay(...ranges: TimeRange[]): WeeklyHours {
  return Array.from({ length: 7 }, () => ranges);
}

/** Ranges on the given weekdays (0 Sunday), closed on the others. */
function onDays(days: Partial<Record<number, TimeRange[]>>): WeeklyHours {
  return Array.from({ length: 7 }, (_, day) => days[day] ?? []);
}

/** An Eastern-time location open 11 AM to 9 PM every day, unless told otherwise. */
function givenHours(overrides: Partial<LocationHours> = {}): LocationHours {
  return {
    weekly: everyDay(['11:00', '21:00']),
    special: [],
    temporarilyClosed: false,
    timeZone: EASTERN,
    ...overrides,
  };
}

function specialDay(date: string, ranges: TimeRange[], label: string | null = null): SpecialDay {
  return { date, ranges, label };
}

/** The instant the location's wall clock shows `local` ('2026-06-05 23:30' or '… 20:59:59'). */
function wallClock(local: string, zone: IndianaTimeZone = EASTERN): Date {
  const [y, m, d, hh, mm, ss = 0] = local.split(/[- :]/).map(Number) as number[];
  return new Date(new TZDate(y!, m! - 1, d!, hh!, mm!, ss, zone).getTime());
}

// 2026-06-05 is a Friday; Eastern is UTC-4 in summer.
describe('open now at the edges of a range', () => {
  const hours = givenHours();

  it('opens on the minute it opens and is closed from the minute it closes', () => {
    expect(isOpenAt(hours, wallClock('2026-06-05 10:59'))).toBe(false);
    expect(isOpenAt(hours, wallClock('2026-06-05 11:00'))).toBe(true);
    expect(isOpenAt(hours, wallClock('2026-06-05 20:59:59'))).toBe(true);
    expect(isOpenAt(hours, wallClock('2026-06-05 21:00'))).toBe(false);
  });

  it('tells a diner at 8:59 PM that it closes today at 9 PM, at the right instant', () => {
    expect(openStatus(hours, wallClock('2026-06-05 20:59:59'))).toEqual({
      state: 'open',
      until: { at: '2026-06-06T01:00:00.000Z', time: '21:00', day: 'today' },
    });
  });

  it('tells a diner at 9 PM that it opens tomorrow at 11 AM, and one at 10 AM that it opens at 11', () => {
    expect(openStatus(hours, wallClock('2026-06-05 21:00'))).toEqual({
      state: 'closed',
      next: { at: '2026-06-06T15:00:00.000Z', time: '11:00', day: 'tomorrow' },
    });
    expect(openStatus(hours, wallClock('2026-06-05 10:00'))).toMatchObject({ next: { time: '11:00', day: 'today' } });
  });
});

describe('a night that runs past midnight', () => {
  const lateFriday = givenHours({ weekly: onDays({ 5: [['18:00', '02:00']] }) });

  it('is still open at 1:30 on Saturday morning and closed at 2:00', () => {
    expect(isOpenAt(lateFriday, wallClock('2026-06-06 01:30'))).toBe(true);
    expect(isOpenAt(lateFriday, wallClock('2026-06-06 02:00'))).toBe(false);
    expect(isOpenAt(lateFriday, wallClock('2026-06-05 17:59'))).toBe(false);
  });

  it('on Friday evening closes tomorrow at 2 AM; at 1:30 on Saturday it closes today at 2 AM', () => {
    expect(openStatus(lateFriday, wallClock('2026-06-05 23:00'))).toEqual({
      state: 'open',
      until: { at: '2026-06-06T06:00:00.000Z', time: '02:00', day: 'tomorrow' },
    });
    expect(openStatus(lateFriday, wallClock('2026-06-06 01:30'))).toMatchObject({ until: { day: 'today' } });
  });

  it('after closing on Saturday opens again next Friday at 6 PM', () => {
    expect(openStatus(lateFriday, wallClock('2026-06-06 02:00'))).toEqual({
      state: 'closed',
      next: { at: '2026-06-12T22:00:00.000Z', time: '18:00', day: 5 },
    });
  });
});

describe('open around the clock', () => {
  it('never closes when every day is 24 hours', () => {
    const always = givenHours({ weekly: everyDay(['00:00', '00:00']) });
    expect(isOpenAt(always, wallClock('2026-06-05 03:17'))).toBe(true);
    expect(openStatus(always, wallClock('2026-06-05 03:17'))).toEqual({ state: 'open', until: null });
  });

  it('open 24 hours on weekdays, closes when Saturday begins', () => {
    const weekdays = givenHours({
      weekly: onDays({
        1: [['00:00', '00:00']],
        2: [['00:00', '00:00']],
        3: [['00:00', '00:00']],
        4: [['00:00', '00:00']],
        5: [['00:00', '00:00']],
      }),
    });
    expect(openStatus(weekdays, wallClock('2026-06-05 15:00'))).toMatchObject({
      until: { time: '00:00', day: 'tomorrow' },
    });
    // Wednesday: the days chain into one opening that ends Saturday at midnight.
    expect(openStatus(weekdays, wallClock('2026-06-03 15:00'))).toEqual({
      state: 'open',
      until: { at: '2026-06-06T04:00:00.000Z', time: '00:00', day: 6 },
    });
  });

  it('counts a night ending at midnight and the next day starting at midnight as one opening', () => {
    const hours = givenHours({ weekly: onDays({ 5: [['18:00', '00:00']], 6: [['00:00', '03:00']] }) });
    expect(openStatus(hours, wallClock('2026-06-05 23:00'))).toMatchObject({
      until: { at: '2026-06-06T07:00:00.000Z', time: '03:00', day: 'tomorrow' },
    });
  });
});

// 2026-05-27 (a Wednesday) stands in for Eid al-Adha.
describe('a special date', () => {
  const lateNights = everyDay(['11:00', '15:00'], ['18:00', '02:00']);

  it('closed all day for Eid, yet the night before still runs until 2 AM', () => {
    const hours = givenHours({ weekly: lateNights, special: [specialDay('2026-05-27', [], 'Eid al-Adha')] });
    expect(isOpenAt(hours, wallClock('2026-05-27 01:30'))).toBe(true);
    expect(openStatus(hours, wallClock('2026-05-27 01:30'))).toMatchObject({ until: { time: '02:00', day: 'today' } });
    expect(isOpenAt(hours, wallClock('2026-05-27 02:00'))).toBe(false);
    expect(isOpenAt(hours, wallClock('2026-05-27 12:00'))).toBe(false);
    expect(isOpenAt(hours, wallClock('2026-05-27 23:00'))).toBe(false);
    expect(statusText(openStatus(hours, wallClock('2026-05-27 12:00')))).toEqual({
      headline: 'Closed',
      detail: 'Opens tomorrow at 11 AM',
    });
  });

  it('with other hours for Eid, those hours replace the week’s', () => {
    const hours = givenHours({ special: [specialDay('2026-05-27', [['14:00', '23:00']], 'Eid al-Adha')] });
    expect(isOpenAt(hours, wallClock('2026-05-27 12:00'))).toBe(false);
    expect(statusText(openStatus(hours, wallClock('2026-05-27 12:00')))?.detail).toBe('Opens at 2 PM');
    expect(isOpenAt(hours, wallClock('2026-05-27 22:30'))).toBe(true);
    expect(statusText(openStatus(hours, wallClock('2026-05-27 22:30')))?.detail).toBe('Closes at 11 PM');
  });

  it('with a late Eid night, that night holds into the next morning', () => {
    const hours = givenHours({ special: [specialDay('2026-05-27', [['18:00', '03:00']], 'Eid night')] });
    expect(isOpenAt(hours, wallClock('2026-05-28 02:30'))).toBe(true);
    expect(isOpenAt(hours, wallClock('2026-05-28 03:00'))).toBe(false);
  });

  it('has no next opening when the only day of the week is closed for a holiday', () => {
    const fridaysOnly = givenHours({
      weekly: onDays({ 5: [['11:00', '21:00']] }),
      special: [specialDay('2026-06-12', [])],
    });
    const status = openStatus(fridaysOnly, wallClock('2026-06-05 22:00'));
    expect(status).toEqual({ state: 'closed', next: null });
    expect(statusText(status)).toEqual({ headline: 'Closed', detail: null });
  });
});

describe('temporarily closed, or hours unknown', () => {
  it('a temporarily closed location is never open, whatever its hours say', () => {
    const hours = givenHours({ temporarilyClosed: true });
    expect(isOpenAt(hours, wallClock('2026-06-05 12:00'))).toBe(false);
    expect(openStatus(hours, wallClock('2026-06-05 12:00'))).toEqual({ state: 'temporarily_closed' });
  });

  it('a location without hours shows no status, no week and no JSON-LD hours', () => {
    const hours = givenHours({ weekly: null });
    expect(isOpenAt(hours, wallClock('2026-06-05 12:00'))).toBe(false);
    expect(openStatus(hours, wallClock('2026-06-05 12:00'))).toEqual({ state: 'unknown' });
    expect(weeklySummary(hours)).toEqual([]);
    expect(openingHoursSpecification(hours)).toEqual([]);
  });
});

describe('daylight saving time in Indiana', () => {
  // Both nights are Sundays: on 2026-03-08 at 2:00 EST (07:00Z) Eastern clocks jump to 3:00 EDT; on
  // 2026-11-01 at 2:00 EDT (06:00Z) they go back to 1:00 EST.
  const oneToThreeOnSunday = givenHours({ weekly: onDays({ 0: [['01:00', '03:00']] }) });

  it('spring forward: a 1–3 AM opening lasts one real hour and closes at 07:00Z', () => {
    const at = new Date('2026-03-08T06:30:00Z'); // 01:30 EST
    expect(openStatus(oneToThreeOnSunday, at)).toEqual({
      state: 'open',
      until: { at: '2026-03-08T07:00:00.000Z', time: '03:00', day: 'today' },
    });
    expect(isOpenAt(oneToThreeOnSunday, new Date('2026-03-08T06:59:00Z'))).toBe(true);
    expect(isOpenAt(oneToThreeOnSunday, new Date('2026-03-08T07:00:00Z'))).toBe(false);
  });

  it('spring forward: a closing at 2:30 AM, a time that never happens, moves forward to 3:30 EDT as TZDate resolves it', () => {
    const hours = givenHours({ weekly: onDays({ 0: [['01:00', '02:30']] }) });
    expect(openStatus(hours, new Date('2026-03-08T06:30:00Z'))).toEqual({
      state: 'open',
      until: { at: '2026-03-08T07:30:00.000Z', time: '03:30', day: 'today' },
    });
    // The wall-clock rule (and its SQL twin) already says closed at 3:00 EDT, the first minute past 2:30.
    expect(isOpenAt(hours, new Date('2026-03-08T07:00:00Z'))).toBe(false);
  });

  it('fall back: a 1–3 AM opening lasts three real hours, through both 1:30s, and closes at 08:00Z', () => {
    const until = { at: '2026-11-01T08:00:00.000Z', time: '03:00', day: 'today' };
    expect(openStatus(oneToThreeOnSunday, new Date('2026-11-01T05:30:00Z'))).toEqual({ state: 'open', until }); // 01:30 EDT
    expect(openStatus(oneToThreeOnSunday, new Date('2026-11-01T06:30:00Z'))).toEqual({ state: 'open', until }); // 01:30 EST
    expect(isOpenAt(oneToThreeOnSunday, new Date('2026-11-01T07:59:00Z'))).toBe(true);
    expect(isOpenAt(oneToThreeOnSunday, new Date('2026-11-01T08:00:00Z'))).toBe(false);
  });

  it('fall back: a closing at 1:30 AM is the first 1:30, or the second once the first has passed', () => {
    const hours = givenHours({ weekly: onDays({ 0: [['00:00', '01:30']] }) });
    expect(openStatus(hours, new Date('2026-11-01T05:15:00Z'))).toMatchObject({
      until: { at: '2026-11-01T05:30:00.000Z' },
    });
    expect(openStatus(hours, new Date('2026-11-01T06:15:00Z'))).toMatchObject({
      until: { at: '2026-11-01T06:30:00.000Z', time: '01:30' },
    });
  });

  it('at the same instant an Eastern place has closed (9:30 PM) while a Central one is open (8:30 PM)', () => {
    const at = new Date('2026-06-01T01:30:00Z');
    const eastern = givenHours({ timeZone: EASTERN });
    const central = givenHours({ timeZone: CENTRAL });
    expect(isOpenAt(eastern, at)).toBe(false);
    expect(isOpenAt(central, at)).toBe(true);
    expect(openStatus(eastern, at)).toEqual({
      state: 'closed',
      next: { at: '2026-06-01T15:00:00.000Z', time: '11:00', day: 'tomorrow' },
    });
    expect(openStatus(central, at)).toEqual({
      state: 'open',
      until: { at: '2026-06-01T02:00:00.000Z', time: '21:00', day: 'today' },
    });
  });
});

describe('what a listing says', () => {
  const moment = (time: string, day: 'today' | 'tomorrow' | number) => ({ at: '2026-06-05T00:00:00.000Z', time, day });

  it.each<[OpenStatus, string | null]>([
    [{ state: 'open', until: moment('21:00', 'today') }, 'Closes at 9 PM'],
    [{ state: 'open', until: moment('21:30', 'today') }, 'Closes at 9:30 PM'],
    [{ state: 'open', until: moment('02:00', 'tomorrow') }, 'Closes at 2 AM'],
    [{ state: 'open', until: moment('00:00', 6) }, 'Closes Saturday at 12 AM'],
    [{ state: 'open', until: null }, 'Open 24 hours'],
  ])('open: %j reads "Open now · %s"', (status, detail) => {
    expect(statusText(status)).toEqual({ headline: 'Open now', detail });
  });

  it.each<[OpenStatus, string | null]>([
    [{ state: 'closed', next: moment('17:00', 'today') }, 'Opens at 5 PM'],
    [{ state: 'closed', next: moment('11:00', 'tomorrow') }, 'Opens tomorrow at 11 AM'],
    [{ state: 'closed', next: moment('11:00', 5) }, 'Opens Friday at 11 AM'],
    [{ state: 'closed', next: null }, null],
  ])('closed: %j reads "Closed · %s"', (status, detail) => {
    expect(statusText(status)).toEqual({ headline: 'Closed', detail });
  });

  it('says "Temporarily closed" with no detail, and nothing for unknown hours', () => {
    expect(statusText({ state: 'temporarily_closed' })).toEqual({ headline: 'Temporarily closed', detail: null });
    expect(statusText({ state: 'unknown' })).toBeNull();
  });

  it.each([
    ['21:00', '9 PM'],
    ['21:30', '9:30 PM'],
    ['00:00', '12 AM'],
    ['00:05', '12:05 AM'],
    ['12:00', '12 PM'],
    ['11:59', '11:59 AM'],
  ])('writes %s as %s', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });
});

describe('the week as text', () => {
  it('runs Monday to Sunday: closed days, 24-hour days, split days and late nights', () => {
    const hours = givenHours({
      weekly: onDays({
        1: [['00:00', '00:00']],
        2: [
          ['11:00', '15:00'],
          ['17:30', '22:00'],
        ],
        3: [['11:00', '21:00']],
        4: [['11:00', '21:00']],
        5: [['14:00', '02:00']],
        6: [['11:00', '23:00']],
      }),
    });
    expect(weeklySummary(hours)).toEqual([
      { day: 1, name: 'Monday', text: 'Open 24 hours' },
      { day: 2, name: 'Tuesday', text: '11 AM – 3 PM, 5:30 PM – 10 PM' },
      { day: 3, name: 'Wednesday', text: '11 AM – 9 PM' },
      { day: 4, name: 'Thursday', text: '11 AM – 9 PM' },
      { day: 5, name: 'Friday', text: '2 PM – 2 AM' },
      { day: 6, name: 'Saturday', text: '11 AM – 11 PM' },
      { day: 0, name: 'Sunday', text: 'Closed' },
    ]);
  });
});

describe('a business with several locations', () => {
  const at = wallClock('2026-06-05 20:00'); // Friday, 8 PM Eastern
  const closesAt9 = givenHours();
  const closesAt11 = givenHours({ weekly: everyDay(['11:00', '23:00']) });
  const always = givenHours({ weekly: everyDay(['00:00', '00:00']) });
  const opensAt21 = givenHours({ weekly: everyDay(['21:00', '23:00']) });
  const opensTomorrow = givenHours({ weekly: everyDay(['10:00', '12:00']) });
  const paused = givenHours({ temporarilyClosed: true });
  const unknown = givenHours({ weekly: null });

  it('is open if any location is, until the one that stays open latest closes', () => {
    expect(businessOpenStatus([closesAt9, opensAt21, closesAt11], at)).toMatchObject({
      state: 'open',
      until: { time: '23:00' },
    });
  });

  it('is open 24 hours when one location never closes', () => {
    expect(businessOpenStatus([closesAt11, always, closesAt9], at)).toEqual({ state: 'open', until: null });
  });

  it('when all are closed, opens with the earliest location, ignoring those paused or without hours', () => {
    expect(businessOpenStatus([unknown, opensTomorrow, paused, opensAt21], at)).toMatchObject({
      state: 'closed',
      next: { time: '21:00', day: 'today' },
    });
  });

  it('is temporarily closed when every location with hours is, and unknown when none has hours', () => {
    expect(businessOpenStatus([paused, unknown, paused], at)).toEqual({ state: 'temporarily_closed' });
    expect(businessOpenStatus([unknown, unknown], at)).toEqual({ state: 'unknown' });
    expect(businessOpenStatus([], at)).toEqual({ state: 'unknown' });
  });

  it('compares a Central and an Eastern location by the instant they open, not the clock time', () => {
    const centralAt9 = givenHours({ timeZone: CENTRAL, weekly: everyDay(['09:00', '10:00']) }); // 10 AM Eastern
    const easternAt930 = givenHours({ weekly: everyDay(['09:30', '10:00']) });
    const night = wallClock('2026-06-05 23:00');
    expect(businessOpenStatus([centralAt9, easternAt930], night)).toMatchObject({
      next: { at: '2026-06-06T13:30:00.000Z', time: '09:30' },
    });
  });
});

describe("today's hours beside the status (issue 31: can I go now?)", () => {
  const lunchAndDinner = givenHours({ weekly: everyDay(['11:00', '15:00'], ['17:00', '22:00']) });
  const lateNights = givenHours({ weekly: everyDay(['17:00', '02:00']) });
  const today = (hours: LocationHours, local: string) => todayText(businessToday([hours], wallClock(local)));

  it("shows today's hours while open and before opening, and when it opens next once today is over", () => {
    expect(today(givenHours(), '2026-06-05 12:00')).toEqual({ headline: 'Open now', detail: '11 AM – 9 PM' });
    expect(today(givenHours(), '2026-06-05 09:00')).toEqual({ headline: 'Closed', detail: '11 AM – 9 PM' });
    expect(today(lunchAndDinner, '2026-06-05 16:00')).toEqual({
      headline: 'Closed',
      detail: '11 AM – 3 PM, 5 PM – 10 PM',
    });
    expect(today(givenHours(), '2026-06-05 21:30')).toEqual({ headline: 'Closed', detail: 'Opens tomorrow at 11 AM' });
  });

  it("keeps 'Closes at 2 AM' after midnight, when last night's range is the one under way", () => {
    expect(today(lateNights, '2026-06-05 23:00')).toEqual({ headline: 'Open now', detail: '5 PM – 2 AM' });
    expect(hoursLeftToday(lateNights, wallClock('2026-06-06 01:00'))).toBeNull();
    expect(today(lateNights, '2026-06-06 01:00')).toEqual({ headline: 'Open now', detail: 'Closes at 2 AM' });
  });

  it("reads a special day's hours in place of the week's, and says nothing of a paused place's hours", () => {
    const holiday = givenHours({ special: [specialDay('2026-06-05', [['12:00', '16:00']], 'Eid')] });
    expect(today(holiday, '2026-06-05 13:00')).toEqual({ headline: 'Open now', detail: '12 PM – 4 PM' });
    expect(today(givenHours({ temporarilyClosed: true }), '2026-06-05 13:00')).toEqual({
      headline: 'Temporarily closed',
      detail: null,
    });
  });

  it('gives the hours of the location that decides the status: the one open, not the primary one closed', () => {
    const closedFriday = givenHours({ weekly: onDays({ 1: [['09:00', '17:00']] }) });
    const at = wallClock('2026-06-05 12:00');
    const business = businessToday([closedFriday, givenHours()], at);
    expect(business.status).toMatchObject({ state: 'open', until: { time: '21:00' } });
    expect(business.today).toEqual([['11:00', '21:00']]);
  });
});

describe('special days coming up', () => {
  it('lists those from the local today on, 30 days in all, in date order', () => {
    const hours = givenHours({
      special: [
        specialDay('2026-07-05', []),
        specialDay('2026-06-04', [], 'Yesterday'),
        specialDay('2026-07-04', [], 'Independence Day'),
        specialDay('2026-06-05', [['14:00', '18:00']], 'Today'),
      ],
    });
    // 22:00 on Friday 5 June in Indiana, already 6 June in UTC.
    const days = upcomingSpecialDays(hours, new Date('2026-06-06T02:00:00Z'));
    expect(days.map((d) => d.date)).toEqual(['2026-06-05', '2026-07-04']);
    expect(upcomingSpecialDays(hours, new Date('2026-06-06T02:00:00Z'), 1).map((d) => d.label)).toEqual(['Today']);
  });
});

describe('hours for search engines (schema.org JSON-LD)', () => {
  it('gives one specification per weekly range and per special-day range, closed days as 00:00–00:00', () => {
    const hours = givenHours({
      weekly: onDays({ 1: [['11:00', '21:00']], 5: [['00:00', '00:00']], 0: [['18:00', '02:00']] }),
      special: [specialDay('2026-05-27', [], 'Eid al-Adha'), specialDay('2026-07-04', [['12:00', '16:00']])],
    });
    expect(openingHoursSpecification(hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '11:00', closes: '21:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '00:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '18:00', closes: '02:00' },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-05-27',
        validThrough: '2026-05-27',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '12:00',
        closes: '16:00',
        validFrom: '2026-07-04',
        validThrough: '2026-07-04',
      },
    ]);
  });
});

describe('the status and the open-now rule agree (property)', () => {
  const time = fc.oneof(
    fc.constantFrom('00:00', '01:00', '01:30', '02:00', '02:30', '03:00', '11:00', '21:00', '23:59'),
    fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  );
  const dayRanges = fc.array(fc.tuple(time, time), { maxLength: 3 });
  const year2026 = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') });
  // Half the instants fall on the nights the clocks change, where the rules are easiest to get wrong.
  const dstNights = fc.oneof(
    fc.integer({ min: Date.parse('2026-03-07T04:00:00Z'), max: Date.parse('2026-03-09T12:00:00Z') }),
    fc.integer({ min: Date.parse('2026-10-31T04:00:00Z'), max: Date.parse('2026-11-02T12:00:00Z') }),
  );
  const scenario = fc.record({
    at: fc.oneof(year2026, dstNights).map((ms) => new Date(ms)),
    weekly: fc.option(fc.array(dayRanges, { minLength: 7, maxLength: 7 }), { nil: null, freq: 8 }),
    special: fc.array(fc.record({ offset: fc.integer({ min: -2, max: 9 }), ranges: dayRanges }), { maxLength: 3 }),
    temporarilyClosed: fc.boolean(),
    timeZone: fc.constantFrom(EASTERN, CENTRAL),
  });

  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

  /** Special days are placed relative to the instant's local date, so they matter to it. */
  function hoursOf(s: Scenario): LocationHours {
    const today = new TZDate(s.at.getTime(), s.timeZone);
    const special = s.special.map(({ offset, ranges }) =>
      specialDay(format(addDays(today, offset), 'yyyy-MM-dd'), ranges as TimeRange[]),
    );
    return {
      weekly: s.weekly as WeeklyHours | null,
      special,
      temporarilyClosed: s.temporarilyClosed,
      timeZone: s.timeZone,
    };
  }

  it("says 'open' exactly when isOpenAt does", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const hours = hoursOf(s);
        expect(openStatus(hours, s.at).state === 'open').toBe(isOpenAt(hours, s.at));
      }),
      { numRuns: 2000 },
    );
  });

  it('points only at moments after the instant asked about', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const status = openStatus(hoursOf(s), s.at);
        const moment = status.state === 'open' ? status.until : status.state === 'closed' ? status.next : null;
        if (moment) expect(Date.parse(moment.at)).toBeGreaterThan(s.at.getTime());
      }),
      { numRuns: 2000 },
    );
  });
});
