import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import { type AdminUser, userName } from '../admin-queries';

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
