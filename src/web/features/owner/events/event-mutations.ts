import { failureDescription, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { businessApi, type EventBody, useOwnerMutation } from '../owner-mutations';

/** Create Event without an id; Edit Event with one. */
export function useSaveEvent(businessId: string) {
  return useOwnerMutation(
    businessId,
    ({ eventId, body }: { eventId?: string; body: EventBody }) =>
      eventId
        ? readJson(businessApi.events[':eventId'].$patch({ param: { businessId, eventId }, json: body }))
        : readJson(businessApi.events.$post({ param: { businessId }, json: body })),
    {
      success: (_, { eventId }) => (eventId ? t('Event Updated') : t('Event Created')),
      failure: (error, { eventId }) => [
        eventId ? t('Failed to update event.') : t('Failed to create event.'),
        failureDescription(error),
      ],
    },
  );
}

export function useDeleteEvent(businessId: string) {
  return useOwnerMutation(
    businessId,
    (eventId: string) => readJson(businessApi.events[':eventId'].$delete({ param: { businessId, eventId } })),
    { success: t('Event Deleted'), failure: t('Failed to delete event.') },
  );
}
