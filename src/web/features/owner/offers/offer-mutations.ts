import { failureDescription, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { type ActionLinksBody, businessApi, type OfferBody, useOwnerMutation } from '../owner-mutations';

export function useAddOffer(businessId: string) {
  return useOwnerMutation(
    businessId,
    (json: OfferBody) => readJson(businessApi.offers.$post({ param: { businessId }, json })),
    { success: t('Offer added'), failure: (error) => [t('Failed to add the offer.'), failureDescription(error)] },
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
    { success: t('Links saved'), failure: (error) => [t('Failed to save the links.'), failureDescription(error)] },
  );
}
