import { failureDescription, readJson } from '../../../lib/api';
import { msg, t, translate } from '../../../lib/i18n';
import { type BusinessInfoBody, businessApi, type HalalProfileBody, useOwnerMutation } from '../owner-mutations';

/** Issue 16: what the owner is told after a save: what went live, and what waits for an admin. */
export const SAVED_LIVE = msg('Saved. Your changes are live.');
export const NAME_WAITS = msg("Saved. The new name waits for an admin's review; everything else is live.");
export const HALAL_WAITS = msg(
  "Saved. Changes to the halal level, slaughter or certificate wait for an admin's review.",
);

/** Issue 16 Business Info: contacts and photo go live, a new name waits for an admin (an admin's goes live). */
export function useSaveBusinessInfo(businessId: string) {
  return useOwnerMutation(
    businessId,
    (body: BusinessInfoBody) => readJson(businessApi.info.$put({ param: { businessId }, json: body })),
    {
      success: ({ waitsForReview }) => translate(waitsForReview ? NAME_WAITS : SAVED_LIVE),
      failure: (error) => [t('Failed to save business info.'), failureDescription(error)],
    },
  );
}

/** Issue 16 Halal details of the business or one location: the level, slaughter and certificate wait for review. */
export function useSaveHalalProfile(businessId: string) {
  return useOwnerMutation(
    businessId,
    (body: HalalProfileBody) => readJson(businessApi['halal-profile'].$put({ param: { businessId }, json: body })),
    {
      success: ({ waitsForReview }) => translate(waitsForReview ? HALAL_WAITS : SAVED_LIVE),
      failure: (error) => [t('Failed to save halal details.'), failureDescription(error)],
    },
  );
}

/** 'Confirm details are still correct': the listing's 'Last verified' becomes today. */
export function useConfirmHalalProfile(businessId: string) {
  return useOwnerMutation(
    businessId,
    (locationId: string | null) =>
      readJson(businessApi['halal-profile'].confirm.$post({ param: { businessId }, json: { locationId } })),
    {
      success: [t('Details confirmed'), t("Your listing's 'Last verified' date is now today.")],
      failure: (error) => [t('Failed to confirm the halal details.'), failureDescription(error)],
    },
  );
}
