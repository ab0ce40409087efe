import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { LIMITS } from '../../../domain/limits';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import type { BusinessEvent } from './business-queries';
import { eventDayLabel, eventTimeText } from './event-schedule';

interface UpcomingEventsProps {
  events: BusinessEvent[];
  /** All upcoming events; the list shows the first three. */
  total: number;
}

/** SPEC §2 /r/{slug} Upcoming Events: the first 3, then '...and N more upcoming events'. */
export function UpcomingEvents({ events, total }: UpcomingEventsProps) {
  const shown = events.slice(0, LIMITS.upcomingEventsShown);
  const more = total - LIMITS.upcomingEventsShown;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5 text-brand" />
          {t('Upcoming Events')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {shown.length === 0 ? (
          <p className="text-muted">{t('No upcoming events')}</p>
        ) : (
          <ul className="grid gap-3">
            {shown.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </ul>
        )}
        {more > 0 && (
          <p className="text-sm font-medium text-muted">
            {t('{count, plural, one {...and # more upcoming event} other {...and # more upcoming events}}', {
              count: more,
            })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function EventItem({ event }: { event: BusinessEvent }) {
  const start = new Date(event.eventDate);
  const end = event.endDate ? new Date(event.endDate) : null;
  return (
    <li className="grid gap-1.5 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="accent">{eventDayLabel(start)}</Badge>
        <h3 className="font-semibold text-ink">{event.title}</h3>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-muted">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={event.eventDate}>{eventTimeText(start, end)}</time>
      </p>
      {event.location && (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {event.location}
        </p>
      )}
      {event.description && <p className="text-sm text-stone-700">{event.description}</p>}
    </li>
  );
}
