import { describe, expect, it } from 'vitest';
import { eventTimes, zonedDateParts, zonedInstant } from './events';

describe('event times (SPEC §3 events, §9 default event times)', () => {
  it('starts at midnight in Indiana when no time is given, and has no end without an end date', () => {
    const { eventDate, endDate } = eventTimes({ startDate: '2026-12-05' });
    expect(eventDate.toISOString()).toBe('2026-12-05T05:00:00.000Z');
    expect(endDate).toBeNull();
  });

  it('combines the date and time, and ends at 23:59:59 on an end date without a time', () => {
    const { eventDate, endDate } = eventTimes({ startDate: '2026-12-05', startTime: '18:30', endDate: '2026-12-06' });
    expect(eventDate.toISOString()).toBe('2026-12-05T23:30:00.000Z');
    expect(endDate?.toISOString()).toBe('2026-12-07T04:59:59.000Z');
  });

  it('uses the end time when there is one, and follows daylight saving time', () => {
    const summer = eventTimes({ startDate: '2026-07-04', startTime: '12:00', endDate: '2026-07-04', endTime: '14:15' });
    expect(summer.eventDate.toISOString()).toBe('2026-07-04T16:00:00.000Z');
    expect(summer.endDate?.toISOString()).toBe('2026-07-04T18:15:00.000Z');
  });

  it('turns an instant back into the date and time an owner typed', () => {
    expect(zonedDateParts(zonedInstant('2026-03-08', '03:30'))).toEqual({ date: '2026-03-08', time: '03:30' });
    expect(zonedDateParts(new Date('2026-12-05T23:30:00Z'))).toEqual({ date: '2026-12-05', time: '18:30' });
  });
});
