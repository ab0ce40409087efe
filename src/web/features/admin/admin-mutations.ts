import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api';
import { type AdminBusinessBody, adminKeys } from './admin-queries';

/** A mutation of the admin dashboard that refreshes every admin query once it succeeds. */
function useAdminMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The live stream would refresh them too; this does not wait for it (or need it to be connected).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
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
