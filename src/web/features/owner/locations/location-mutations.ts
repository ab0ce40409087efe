import { failureDescription, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { businessApi, type LocationBody, type LocationHoursBody, useOwnerMutation } from '../owner-mutations';

/** Add Location without an id; Edit Location with one. SPEC §8: the server's reason when it gives one. */
export function useSaveLocation(businessId: string) {
  return useOwnerMutation(
    businessId,
    ({ locationId, body }: { locationId?: string; body: LocationBody }) =>
      locationId
        ? readJson(businessApi.locations[':locationId'].$patch({ param: { businessId, locationId }, json: body }))
        : readJson(businessApi.locations.$post({ param: { businessId }, json: body })),
    {
      success: (_, { locationId }) => (locationId ? t('Location Updated') : t('Location Added')),
      failure: (error) => [t('Failed to save location.'), failureDescription(error)],
    },
  );
}

/** Issue 17 'Save hours' of one location, by its owner or an admin managing the business. */
export function useSaveLocationHours(businessId: string) {
  return useOwnerMutation(
    businessId,
    ({ locationId, body }: { locationId: string; body: LocationHoursBody }) =>
      readJson(businessApi.locations[':locationId'].hours.$put({ param: { businessId, locationId }, json: body })),
    { success: t('Hours Updated'), failure: (error) => [t('Failed to save hours.'), failureDescription(error)] },
  );
}

export function useDeleteLocation(businessId: string) {
  return useOwnerMutation(
    businessId,
    (locationId: string) =>
      readJson(businessApi.locations[':locationId'].$delete({ param: { businessId, locationId } })),
    {
      success: t('Location Deleted'),
      failure: (error) => [t('Failed to delete location.'), failureDescription(error)],
    },
  );
}
