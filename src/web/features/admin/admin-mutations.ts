import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { LIMITS } from '../../../domain/limits';
import { ApiError, api, failureDescription, isErrorCode, postForm, readJson } from '../../lib/api';
import { t } from '../../lib/i18n';
import { type MutationFeedback, withFeedback } from '../../lib/mutation-feedback';
import {
  type AdminBusiness,
  type AdminBusinessBody,
  type AdminUser,
  adminKeys,
  type BusinessLogo,
  type ContactMessage,
  type LogosOverview,
  userName,
} from './admin-queries';

/**
 * A mutation of the admin dashboard, with its toasts, that refreshes every admin query once it succeeds,
 * or when the server answers 409: the screen was out of date (a dispute resolved in another tab, a logo
 * already there).
 */
export function useAdminMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  feedback: MutationFeedback<Result, Input>,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return useMutation(
    withFeedback({
      mutationFn,
      feedback,
      // The live stream would refresh them too; this does not wait for it (or need it to be connected).
      onSuccess: refresh,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void refresh();
      },
    }),
  );
}

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

// Messages (SPEC §4 Contact message)

export function useMarkContactRead() {
  return useAdminMutation((id: string) => readJson(api.api.admin.contacts[':id'].read.$post({ param: { id } })), {
    success: t('Marked as Read'),
    failure: t('Failed to update contact status.'),
  });
}

/** Queues send-admin-response quoting the original, records the reply and sets the status to replied. */
export function useRespondToContact() {
  return useAdminMutation(
    ({
      contact,
      subject,
      message,
    }: {
      contact: Pick<ContactMessage, 'id' | 'email'>;
      subject: string;
      message: string;
    }) =>
      readJson(api.api.admin.contacts[':id'].respond.$post({ param: { id: contact.id }, json: { subject, message } })),
    {
      success: (_, { contact }) => [t('Response Sent'), t('Your reply was sent to {email}.', { email: contact.email })],
      failure: t('Failed to send response. Please try again.'),
    },
  );
}

/** 'Email All': one message per active subscriber; answers how many were queued. */
export function useSendNewsletter() {
  return useAdminMutation(
    (json: { subject: string; content: string }) => readJson(api.api.admin.newsletter.send.$post({ json })),
    {
      success: ({ sent }) => [
        t('Newsletter Sent'),
        t('Newsletter sent to {sent, plural, one {# subscriber} other {# subscribers}}', { sent }),
      ],
      // 409: everyone unsubscribed since the list was loaded.
      failure: (error) => [
        t('Failed to send newsletter. Please try again.'),
        isErrorCode(error, 'NO_SUBSCRIBERS') ? failureDescription(error) : undefined,
      ],
    },
  );
}

// Users (SPEC §4 User role, §5 Destructive confirmations)

/** What becomes of the businesses of someone made a plain user: linked still, but not theirs to run. */
function demotedMessage(user: AdminUser) {
  const name = userName(user);
  const names = user.businesses.map((b) => b.name).join(', ');
  if (!names) return t('{name} is no longer an admin.', { name });
  return t(
    '{name} is no longer an admin. They stay linked to {businesses} but cannot manage it until you make them its business owner again.',
    { name, businesses: names },
  );
}

export function useSetUserRole() {
  return useAdminMutation(
    ({ user, role }: { user: AdminUser; role: 'admin' | 'user' }) =>
      readJson(api.api.admin.users[':id'].role.$patch({ param: { id: user.id }, json: { role } })),
    {
      success: (_, { user, role }) => [
        t('User Role Updated'),
        role === 'admin' ? t('{name} is now an admin.', { name: userName(user) }) : demotedMessage(user),
      ],
      failure: t('Failed to update user role.'),
    },
  );
}

type AssignedBusiness = InferResponseType<(typeof api.api.admin.users)[':id']['business']['$post'], 200>;

/** Who owns it now, and what became of the owner it was taken from (mailed; a user again if that was their only listing). */
function assignedText(name: string, business: AssignedBusiness): string {
  const previous = business.previousOwner;
  if (!previous) return t('{name} now owns {business}.', { name, business: business.name });
  const values = { name, business: business.name, previous: userName(previous) };
  return previous.demoted
    ? t('{name} now owns {business}. {previous} was told by email and is no longer a business owner.', values)
    : t('{name} now owns {business}. {previous} was told by email.', values);
}

export function useAssignBusinessOwner() {
  return useAdminMutation(
    ({ user, businessId }: { user: AdminUser; businessId: string }) =>
      readJson(api.api.admin.users[':id'].business.$post({ param: { id: user.id }, json: { businessId } })),
    {
      success: (business, { user }) => [t('Business Owner Assigned'), assignedText(userName(user), business)],
      failure: t('Failed to assign business owner.'),
    },
  );
}

export function useUnlinkBusinessOwner() {
  return useAdminMutation(
    (user: AdminUser) => readJson(api.api.admin.users[':id'].business.$delete({ param: { id: user.id } })),
    {
      success: (_, user) => [
        t('Business Owner Unlinked'),
        t('{name} no longer owns a business.', { name: userName(user) }),
      ],
      failure: t('Failed to unlink business owner'),
    },
  );
}

export function useBanUser() {
  return useAdminMutation(
    ({ user, reason }: { user: AdminUser; reason: string }) =>
      readJson(api.api.admin.users[':id'].ban.$post({ param: { id: user.id }, json: { reason } })),
    {
      success: (_, { user }) => [t('User Banned'), t('{name} has been banned.', { name: userName(user) })],
      failure: t('Failed to ban user. Please try again.'),
    },
  );
}

export function useUnbanUser() {
  return useAdminMutation(
    (user: AdminUser) => readJson(api.api.admin.users[':id'].unban.$post({ param: { id: user.id } })),
    {
      success: (_, user) => [t('User Unbanned'), t('{name} can sign in again.', { name: userName(user) })],
      failure: t('Failed to unban user. Please try again.'),
    },
  );
}

/** The server also wants the typed confirmation text. */
export function useDeleteUser() {
  return useAdminMutation(
    (user: AdminUser) =>
      readJson(api.api.admin.users[':id'].$delete({ param: { id: user.id }, json: { confirm: 'DELETE USER' } })),
    {
      success: (_, user) => [t('User Deleted'), t("{name}''s account has been deleted.", { name: userName(user) })],
      failure: t('Failed to delete user account. Please try again.'),
    },
  );
}

// Disputes (SPEC §4 Dispute)

export function useResolveDispute() {
  return useAdminMutation(
    ({ id, status, adminNotes }: { id: string; status: 'approved' | 'rejected'; adminNotes: string | null }) =>
      readJson(api.api.admin.disputes[':id'].resolve.$post({ param: { id }, json: { status, adminNotes } })),
    {
      success: (_, { status }) =>
        status === 'approved'
          ? t('Dispute has been approved and email notification sent.')
          : t('Dispute has been rejected and email notification sent.'),
      failure: (error) => [
        t('Failed to resolve dispute. Please try again.'),
        isDisputeAlreadyResolved(error) ? failureDescription(error) : undefined,
      ],
    },
  );
}

/** 409: the dispute was resolved meanwhile (another tab); the refreshed list shows the outcome. */
export function isDisputeAlreadyResolved(error: Error) {
  return isErrorCode(error, 'ALREADY_RESOLVED');
}

// Logos (SPEC §5 Logo upload)

type UploadedLogo = InferResponseType<typeof api.api.admin.logos.$post, 201>;
type LogoCandidate = LogosOverview['businessesWithoutLogo'][number];

export function useUploadLogo() {
  return useAdminMutation(
    ({ business, file }: { business: LogoCandidate; file: File }) => {
      const body = new FormData();
      body.append('businessId', business.id);
      body.append('file', file);
      return postForm<UploadedLogo>('/api/admin/logos', body);
    },
    {
      success: (_, { business }) => [t('Logo uploaded'), t('{name} has a logo now.', { name: business.name })],
      failure: (error) => {
        // SPEC §5 Logo upload: the business got its logo meanwhile (another tab).
        if (isErrorCode(error, 'LOGO_EXISTS'))
          return t('This business already has a logo. Delete the existing one first.');
        // 413 and 415 carry the reason (too large, not a PNG or SVG).
        if (error instanceof ApiError && (error.status === 413 || error.status === 415))
          return [t('Failed to upload logo.'), failureDescription(error)];
        return t('Failed to upload logo.');
      },
    },
  );
}

export function useSetLogoActive() {
  return useAdminMutation(
    ({ logo, isActive }: { logo: BusinessLogo; isActive: boolean }) =>
      readJson(api.api.admin.logos[':id'].$patch({ param: { id: logo.id }, json: { isActive } })),
    {
      success: (_, { logo, isActive }) => [isActive ? t('Logo activated') : t('Logo deactivated'), logo.businessName],
      failure: t('Failed to update logo status.'),
    },
  );
}

export function useDeleteLogo() {
  return useAdminMutation(
    (logo: BusinessLogo) => readJson(api.api.admin.logos[':id'].$delete({ param: { id: logo.id } })),
    {
      success: (_, logo) => [t('Logo deleted'), logo.businessName],
      failure: t('Failed to delete logo.'),
    },
  );
}
