import { readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { businessApi, type CategoriesBody, useOwnerMutation } from '../owner-mutations';

export function useSetCategories(businessId: string) {
  return useOwnerMutation(
    businessId,
    (body: CategoriesBody) => readJson(businessApi.categories.$put({ param: { businessId }, json: body })),
    { success: t('Categories Updated'), failure: t('Failed to update categories.') },
  );
}
