import { ApiError, failureDescription, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { type ActionLinksBody, businessApi, type OfferBody, useOwnerMutation } from '../owner-mutations';

/** A refusal naming its fields is told under those fields by the form; any other failure by a toast. */
const toldByTheForm = (error: Error) => error instanceof ApiError && Object.keys(error.fields ?? {}).length > 0;

/** Add an offer without an id; edit one with its id (issue 37). */
export function useSaveOffer(businessId: string) {
  return useOwnerMutation(
    businessId,
    ({ offerId, body }: { offerId?: string; body: OfferBody }) =>
      offerId
        ? readJson(businessApi.offers[':offerId'].$patch({ param: { businessId, offerId }, json: body }))
        : readJson(businessApi.offers.$post({ param: { businessId }, json: body })),
    {
      success: (_, { offerId }) => (offerId ? t('Offer saved') : t('Offer added')),
      failure: (error, { offerId }) =>
        toldByTheForm(error)
          ? null
          : [offerId ? t('Failed to save the offer.') : t('Failed to add the offer.'), failureDescription(error)],
    },
  );
}

export function useDeleteOffer(businessId: string) {
  return useOwnerMutation(
    businessId,
    (offerId: string) => readJson(businessApi.offers[':offerId'].$delete({ param: { businessId, offerId } })),
    { success: t('Offer deleted'), failure: t('Failed to delete the offer.') },
  );
}

export function useSaveActionLinks(businessId: string) {
  return useOwnerMutation(
    businessId,
    (json: ActionLinksBody) => readJson(businessApi['action-links'].$put({ param: { businessId }, json })),
    {
      success: t('Links saved'),
      failure: (error) => (toldByTheForm(error) ? null : [t('Failed to save the links.'), failureDescription(error)]),
    },
  );
}
