import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { type OwnerEvent, useOwnerEvents } from '../owner-queries';
import { TabHeader } from '../tab-header';
import { EventCard } from './event-card';
import { EventDialog } from './event-dialog';
import { useDeleteEvent } from './event-mutations';

/** The dialog is closed, creating, or editing an event. */
type Editing = { event?: OwnerEvent } | null;

/** SPEC §2 Events tab: the business's events, oldest first, with create, edit and delete. */
export function EventsTab({ businessId }: { businessId: string }) {
  const events = useOwnerEvents(businessId);
  const remove = useDeleteEvent(businessId);
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useConfirm();

  async function deleteEvent(event: OwnerEvent) {
    // SPEC §5: the confirmation names the event.
    const answer = await confirm({
      title: t('Delete Event'),
      description: t('Are you sure you want to delete "{title}"?', { title: event.title }),
      confirmLabel: t('Delete'),
      tone: 'danger',
    });
    if (answer) remove.mutate(event.id);
  }

  return (
    <div className="grid gap-4">
      <TabHeader
        title={t('Events')}
        description={t('Let customers know what is happening at your business.')}
        action={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" className="size-4" />
            {t('Add Event')}
          </Button>
        }
      />
      {events.isPending ? (
        <LoadingBlocks label={t('Loading events…')} blocks={['h-24', 'h-24']} className="grid gap-3" />
      ) : events.isError ? (
        <p className="text-muted">{t('Events could not be loaded. Please refresh the page.')}</p>
      ) : events.data.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={t('No Events Yet')}
          text={t('Add your first event so customers know what is coming up.')}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {events.data.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              onEdit={() => setEditing({ event })}
              onDelete={() => deleteEvent(event)}
              deleting={remove.isPending && remove.variables === event.id}
            />
          ))}
        </ul>
      )}
      <EventDialog
        businessId={businessId}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        event={editing?.event}
      />
    </div>
  );
}
