import { CalendarClock, MapPin } from 'lucide-react';
import { t } from '../../../lib/i18n';
import { EditAndDelete } from '../edit-and-delete';
import type { OwnerEvent } from '../owner-queries';
import { formatEventTime } from './event-form-values';

interface EventCardProps {
  event: OwnerEvent;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One event of the Events tab: title, description, start, optional end and location. */
export function EventCard({ event, onEdit, onDelete, deleting }: EventCardProps) {
  return (
    <li className="grid gap-2 rounded-lg border border-line bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="pt-2 font-semibold text-ink [overflow-wrap:anywhere]">{event.title}</h3>
        <EditAndDelete name={event.title} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
      </div>
      {event.description && <p className="whitespace-pre-line text-sm text-stone-700">{event.description}</p>}
      <p className="flex items-start gap-1.5 text-sm text-muted">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('Starts:')} <time dateTime={event.eventDate}>{formatEventTime(event.eventDate)}</time>
          {event.endDate && (
            <>
              <br />
              {t('Ends:')} <time dateTime={event.endDate}>{formatEventTime(event.endDate)}</time>
            </>
          )}
        </span>
      </p>
      {event.location && (
        <p className="flex items-start gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {event.location}
        </p>
      )}
    </li>
  );
}
