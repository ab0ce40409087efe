import type { z } from 'zod';
import { zonedDateParts } from '../../../../domain/events';
import type { eventInput } from '../../../../domain/schemas';
import { formatterOnFirstUse } from '../../../lib/format';
import type { OwnerEvent } from '../owner-queries';

/** What the Create/Edit Event form holds: every field a string, as the inputs give them. */
export type EventFormValues = z.input<typeof eventInput>;

/**
 * An empty form, or the event's fields on the directory's clock. A start at midnight and an end at
 * 23:59 are the defaults of a date without a time (SPEC §3 events), so they come back as no time.
 */
export function eventFormValues(event?: OwnerEvent): EventFormValues {
  if (!event)
    return { title: '', description: '', startDate: '', startTime: '', endDate: '', endTime: '', location: '' };
  const start = zonedDateParts(new Date(event.eventDate));
  const end = event.endDate ? zonedDateParts(new Date(event.endDate)) : null;
  return {
    title: event.title,
    description: event.description ?? '',
    startDate: start.date,
    startTime: start.time === '00:00' ? '' : start.time,
    endDate: end?.date ?? '',
    endTime: end && end.time !== '23:59' ? end.time : '',
    location: event.location ?? '',
  };
}

const eventTimeFormat = formatterOnFirstUse({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'Sun, Nov 22, 2026, 4:05 PM EST': events are shown on Indiana's clock, wherever the owner is. */
export function formatEventTime(instant: string): string {
  return eventTimeFormat().format(new Date(instant));
}
