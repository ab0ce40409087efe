import { failureDescription, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { businessApi, type MenuBody, useOwnerMutation } from '../owner-mutations';

/** PUT the whole menu: saved whole, or not at all. */
export function useSaveMenu(businessId: string) {
  return useOwnerMutation(
    businessId,
    (json: MenuBody) => readJson(businessApi.menu.$put({ param: { businessId }, json })),
    { success: t('Menu saved'), failure: (error) => [t('Failed to save the menu.'), failureDescription(error)] },
  );
}
