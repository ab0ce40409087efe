import { queryOptions, useQuery } from '@tanstack/react-query';
import { CalendarDays, ChevronDown, Clock, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { LIMITS } from '../../../domain/limits';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/class-names';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { api, readJson } from '../../lib/api';
import type { BusinessEvent } from '../../lib/business-queries';
import { t } from '../../lib/i18n';
import { catalogKeys } from '../../lib/query-keys';
import { eventDayLabel, eventTimeText } from './event-schedule';

/** Issue 31: GET /api/businesses/:slug/events, the upcoming events after the page's first three. */
export const moreEventsQuery = (slug: string) =>
  queryOptions({
    queryKey: [...catalogKeys.business(slug), 'more-events'],
    queryFn: async (): Promise<BusinessEvent[]> =>
      readJson(api.api.businesses[':slug'].events.$get({ param: { slug } })),
  });

interface UpcomingEventsProps {
  /** The business's slug, to read the events after the first three. */
  slug: string;
  events: BusinessEvent[];
  /** All upcoming events; the list shows the first three. */
  total: number;
}

/**
 * SPEC §2 /r/{slug} Upcoming Events: the first 3, then '...and N more upcoming events', which opens the
 * rest in place (issue 31), read when asked for.
 */
export function UpcomingEvents({ slug, events, total }: UpcomingEventsProps) {
  const [open, setOpen] = useState(false);
  const restId = useId();
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
        {more > 0 && open && (
          <div id={restId}>
            <MoreEvents slug={slug} />
          </div>
        )}
        {more > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? restId : undefined}
            onClick={() => setOpen(!open)}
            className="flex min-h-11 items-center gap-1.5 justify-self-start rounded-lg px-2 text-start text-sm font-semibold text-brand-strong hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {open
              ? t('Show fewer events')
              : t('{count, plural, one {...and # more upcoming event} other {...and # more upcoming events}}', {
                  count: more,
                })}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
            />
          </button>
        )}
      </CardContent>
    </Card>
  );
}

/** The events after the first three, read once they are asked for. */
function MoreEvents({ slug }: { slug: string }) {
  const rest = useQuery(moreEventsQuery(slug));
  if (rest.isPending)
    return <LoadingBlocks label={t('Loading events…')} blocks={['h-20', 'h-20']} className="grid gap-3" />;
  if (rest.isError)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
        {t('The other events could not be loaded.')}
        <Button variant="link" onClick={() => void rest.refetch()}>
          {t('Try again')}
        </Button>
      </p>
    );
  return (
    <ul aria-label={t('More upcoming events')} className="grid gap-3">
      {rest.data.map((event) => (
        <EventItem key={event.id} event={event} />
      ))}
    </ul>
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
