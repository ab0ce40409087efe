import type { InferResponseType } from 'hono/client';
import { LIMITS } from '../../../../domain/limits';
import { api, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import type { AdminBusiness, AdminBusinessBody } from '../admin-queries';

export function useApproveBusiness() {
  return useAdminMutation(
    (business: AdminBusiness) =>
      readJson(api.api.admin.businesses[':id'].approve.$post({ param: { id: business.id } })),
    {
      success: (_, business) => [t('Business Approved'), t('{name} is now live on the site.', { name: business.name })],
      failure: t('Failed to approve business.'),
    },
  );
}

export function useRejectBusiness() {
  return useAdminMutation(
    ({ business, reason }: { business: Pick<AdminBusiness, 'id' | 'name'>; reason: string }) =>
      readJson(api.api.admin.businesses[':id'].reject.$post({ param: { id: business.id }, json: { reason } })),
    {
      success: (_, { business }) => [t('Business Rejected'), t('{name} has been rejected.', { name: business.name })],
      failure: t('Failed to reject business.'),
    },
  );
}

export function useContactOwner() {
  return useAdminMutation(
    ({
      business,
      subject,
      message,
    }: {
      business: Pick<AdminBusiness, 'id' | 'owner'>;
      subject: string;
      message: string;
    }) =>
      readJson(
        api.api.admin.businesses[':id']['contact-owner'].$post({
          param: { id: business.id },
          json: { subject, message },
        }),
      ),
    {
      success: (_, { business }) => [
        t('Response Sent'),
        business.owner?.email
          ? t('Your message was sent to {email}.', { email: business.owner.email })
          : t('Your message was sent to the owner.'),
      ],
      failure: t('Failed to send response. Please try again.'),
    },
  );
}

/** Add Restaurant without an id; Edit with one. SPEC §8 'Failed to add restaurant.' / 'Failed to update business information.' */
export function useSaveBusiness() {
  return useAdminMutation(
    ({ id, body }: { id?: string; body: AdminBusinessBody }) =>
      id
        ? readJson(api.api.admin.businesses[':id'].$patch({ param: { id }, json: body }))
        : readJson(api.api.admin.businesses.$post({ json: body })),
    {
      success: (_, { id, body }) =>
        id
          ? [t('Business Updated'), t('{name} has been saved.', { name: body.name })]
          : [t('Restaurant Added'), t('{name} is now live on the site.', { name: body.name })],
      failure: (_, { id }) => (id ? t('Failed to update business information.') : t('Failed to add restaurant.')),
    },
  );
}

/** SPEC §5 Destructive confirmations: the server also wants the typed word. */
export function useDeleteBusiness() {
  return useAdminMutation(
    (business: Pick<AdminBusiness, 'id' | 'name'>) =>
      readJson(api.api.admin.businesses[':id'].$delete({ param: { id: business.id }, json: { confirm: 'DELETE' } })),
    {
      success: (_, business) => [t('Business Deleted'), t('{name} has been deleted.', { name: business.name })],
      failure: [t('Deletion Failed'), t('Failed to delete the business. Please try again.')],
    },
  );
}

type FeaturedAnswer = InferResponseType<(typeof api.api.admin.businesses)[':id']['featured']['$put'], 200>;

/**
 * SPEC §8 'Added to Featured' / 'Removed from Featured'. The home page shows only the first three
 * featured listings (SPEC §9), so the toast says so when the new one waits in line behind them.
 */
export function addedToFeaturedText(name: string, answer: Pick<FeaturedAnswer, 'position' | 'onHomePage'>): string {
  if (answer.onHomePage) return t('{name} is now featured on the home page.', { name });
  const count = LIMITS.featuredOnHome;
  const inLine = answer.position - count;
  if (inLine === 1)
    return t(
      '{name} is featured, but the home page shows {count} listings: it is next in line and shows there when a place opens up.',
      { name, count },
    );
  return t(
    '{name} is featured, but the home page shows {count} listings: it is number {position} in line and shows there when a place opens up.',
    { name, count, position: inLine },
  );
}

export function useSetFeatured() {
  return useAdminMutation(
    async ({
      business,
      featured,
    }: {
      business: Pick<AdminBusiness, 'id' | 'name'>;
      featured: boolean;
    }): Promise<FeaturedAnswer | { featured: false }> =>
      featured
        ? readJson(api.api.admin.businesses[':id'].featured.$put({ param: { id: business.id } }))
        : readJson(api.api.admin.businesses[':id'].featured.$delete({ param: { id: business.id } })),
    {
      success: (answer, { business }) =>
        answer.featured
          ? [t('Added to Featured'), addedToFeaturedText(business.name, answer)]
          : [t('Removed from Featured'), t('{name} is no longer featured.', { name: business.name })],
      failure: t('Failed to update featured status.'),
    },
  );
}
