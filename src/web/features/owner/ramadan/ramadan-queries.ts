import { useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { failureDescription, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { businessApi, useOwnerMutation } from '../owner-mutations';

// Issue 37: the Ramadan tab's data (GET /api/owner/businesses/:id/ramadan) and its changes.

export type OwnerRamadan = InferResponseType<(typeof businessApi)['ramadan']['$get'], 200>;
export type RamadanLocation = OwnerRamadan['locations'][number];
export type RamadanSpecial = OwnerRamadan['specials'][number];
export type RamadanHoursBody = InferRequestType<
  (typeof businessApi.locations)[':locationId']['ramadan-hours']['$put']
>['json'];
export type RamadanSpecialBody = InferRequestType<(typeof businessApi)['ramadan-specials']['$post']>['json'];

/** Under the dashboard's key: every change to the business refreshes it. */
export const ramadanKey = (businessId: string) => ['owner', businessId, 'ramadan'] as const;

export function useOwnerRamadan(businessId: string) {
  return useQuery({
    queryKey: ramadanKey(businessId),
    queryFn: async (): Promise<OwnerRamadan> => readJson(businessApi.ramadan.$get({ param: { businessId } })),
  });
}

export function useSaveRamadanHours(businessId: string) {
  return useOwnerMutation(
    businessId,
    ({ locationId, body }: { locationId: string; body: RamadanHoursBody }) =>
      readJson(
        businessApi.locations[':locationId']['ramadan-hours'].$put({ param: { businessId, locationId }, json: body }),
      ),
    {
      success: t('Ramadan hours saved'),
      failure: (error) => [t('Failed to save Ramadan hours.'), failureDescription(error)],
    },
  );
}

/** Add Special without an id; Edit Special with one. */
export function useSaveSpecial(businessId: string) {
  const specials = businessApi['ramadan-specials'];
  return useOwnerMutation(
    businessId,
    ({ specialId, body }: { specialId?: string; body: RamadanSpecialBody }) =>
      specialId
        ? readJson(specials[':specialId'].$patch({ param: { businessId, specialId }, json: body }))
        : readJson(specials.$post({ param: { businessId }, json: body })),
    {
      success: (_, { specialId }) => (specialId ? t('Special updated') : t('Special added')),
      failure: (error) => [t('Failed to save the special.'), failureDescription(error)],
    },
  );
}

export function useDeleteSpecial(businessId: string) {
  return useOwnerMutation(
    businessId,
    (specialId: string) =>
      readJson(businessApi['ramadan-specials'][':specialId'].$delete({ param: { businessId, specialId } })),
    { success: t('Special deleted'), failure: t('Failed to delete the special.') },
  );
}
