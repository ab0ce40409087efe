import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, failureDescription, readJson } from '../../../lib/api';
import { withFeedback } from '../../../lib/mutation-feedback';
import { ownerKeys } from '../owner-queries';

const hoursApi = api.api.owner.businesses[':businessId'].locations[':locationId'].hours;

export type LocationHoursBody = InferRequestType<typeof hoursApi.$put>['json'];

/**
 * Issue 17 'Save hours' of one location, by its owner or an admin managing the business; the whole
 * dashboard is read again once it succeeds, like every owner change (owner-mutations.ts).
 */
export function useSaveLocationHours(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: ({ locationId, body }: { locationId: string; body: LocationHoursBody }) =>
        readJson(hoursApi.$put({ param: { businessId, locationId }, json: body })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all(businessId) }),
      feedback: {
        success: 'Hours Updated',
        failure: (error) => ['Failed to save hours.', failureDescription(error)],
      },
    }),
  );
}
