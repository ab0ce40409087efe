import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientResponse, InferResponseType } from 'hono/client';
import { ApiError, api, readJson } from '../../lib/api';
import { type AdminBusinessBody, adminKeys } from './admin-queries';

/**
 * A mutation of the admin dashboard that refreshes every admin query once it succeeds, or when the
 * server answers 409: the screen was out of date (a dispute resolved in another tab, a logo already there).
 */
function useAdminMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return useMutation({
    mutationFn,
    // The live stream would refresh them too; this does not wait for it (or need it to be connected).
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}

export function useApproveBusiness() {
  return useAdminMutation((id: string) => readJson(api.api.admin.businesses[':id'].approve.$post({ param: { id } })));
}

export function useRejectBusiness() {
  return useAdminMutation(({ id, reason }: { id: string; reason: string }) =>
    readJson(api.api.admin.businesses[':id'].reject.$post({ param: { id }, json: { reason } })),
  );
}

export function useContactOwner() {
  return useAdminMutation(({ id, subject, message }: { id: string; subject: string; message: string }) =>
    readJson(api.api.admin.businesses[':id']['contact-owner'].$post({ param: { id }, json: { subject, message } })),
  );
}

/** Add Restaurant without an id; Edit with one. */
export function useSaveBusiness() {
  return useAdminMutation(({ id, body }: { id?: string; body: AdminBusinessBody }) =>
    id
      ? readJson(api.api.admin.businesses[':id'].$patch({ param: { id }, json: body }))
      : readJson(api.api.admin.businesses.$post({ json: body })),
  );
}

/** SPEC §5 Destructive confirmations: the server also wants the typed word. */
export function useDeleteBusiness() {
  return useAdminMutation((id: string) =>
    readJson(api.api.admin.businesses[':id'].$delete({ param: { id }, json: { confirm: 'DELETE' } })),
  );
}

export function useSetFeatured() {
  return useAdminMutation(
    async ({ id, featured }: { id: string; featured: boolean }): Promise<{ featured: boolean }> =>
      featured
        ? readJson(api.api.admin.businesses[':id'].featured.$put({ param: { id } }))
        : readJson(api.api.admin.businesses[':id'].featured.$delete({ param: { id } })),
  );
}

// Messages (SPEC §4 Contact message)

export function useMarkContactRead() {
  return useAdminMutation((id: string) => readJson(api.api.admin.contacts[':id'].read.$post({ param: { id } })));
}

/** Queues send-admin-response quoting the original, records the reply and sets the status to replied. */
export function useRespondToContact() {
  return useAdminMutation(({ id, subject, message }: { id: string; subject: string; message: string }) =>
    readJson(api.api.admin.contacts[':id'].respond.$post({ param: { id }, json: { subject, message } })),
  );
}

/** 'Email All': one message per active subscriber; answers how many were queued. */
export function useSendNewsletter() {
  return useAdminMutation((json: { subject: string; content: string }) =>
    readJson(api.api.admin.newsletter.send.$post({ json })),
  );
}

// Users (SPEC §4 User role, §5 Destructive confirmations)

export function useSetUserRole() {
  return useAdminMutation(({ id, role }: { id: string; role: 'admin' | 'user' }) =>
    readJson(api.api.admin.users[':id'].role.$patch({ param: { id }, json: { role } })),
  );
}

export function useAssignBusinessOwner() {
  return useAdminMutation(({ id, businessId }: { id: string; businessId: string }) =>
    readJson(api.api.admin.users[':id'].business.$post({ param: { id }, json: { businessId } })),
  );
}

export function useUnlinkBusinessOwner() {
  return useAdminMutation((id: string) => readJson(api.api.admin.users[':id'].business.$delete({ param: { id } })));
}

export function useBanUser() {
  return useAdminMutation(({ id, reason }: { id: string; reason: string }) =>
    readJson(api.api.admin.users[':id'].ban.$post({ param: { id }, json: { reason } })),
  );
}

export function useUnbanUser() {
  return useAdminMutation((id: string) => readJson(api.api.admin.users[':id'].unban.$post({ param: { id } })));
}

/** The server also wants the typed confirmation text. */
export function useDeleteUser() {
  return useAdminMutation((id: string) =>
    readJson(api.api.admin.users[':id'].$delete({ param: { id }, json: { confirm: 'DELETE USER' } })),
  );
}

// Disputes (SPEC §4 Dispute)

export function useResolveDispute() {
  return useAdminMutation(
    ({ id, status, adminNotes }: { id: string; status: 'approved' | 'rejected'; adminNotes: string | null }) =>
      readJson(api.api.admin.disputes[':id'].resolve.$post({ param: { id }, json: { status, adminNotes } })),
  );
}

// Logos (SPEC §5 Logo upload)

type UploadedLogo = InferResponseType<typeof api.api.admin.logos.$post, 201>;

/**
 * Multipart goes through fetch, like image uploads: the route reads the form itself to enforce the
 * size limit while streaming, so the typed client has no form input for it.
 */
export function useUploadLogo() {
  return useAdminMutation(({ businessId, file }: { businessId: string; file: File }) => {
    const body = new FormData();
    body.append('businessId', businessId);
    body.append('file', file);
    const response = fetch('/api/admin/logos', { method: 'POST', body, credentials: 'same-origin' });
    return readJson(response as Promise<unknown> as Promise<ClientResponse<UploadedLogo, 201, 'json'>>);
  });
}

export function useSetLogoActive() {
  return useAdminMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    readJson(api.api.admin.logos[':id'].$patch({ param: { id }, json: { isActive } })),
  );
}

export function useDeleteLogo() {
  return useAdminMutation((id: string) => readJson(api.api.admin.logos[':id'].$delete({ param: { id } })));
}
