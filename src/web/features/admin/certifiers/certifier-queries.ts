import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { CertifierInput } from '../../../../domain/schemas';
import { ApiError, api, readJson } from '../../../lib/api';
import { halalCertifiersKey } from '../../../lib/halal-certifier-queries';
import { t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import { ADMIN_LOAD_FAILURE, adminKeys } from '../admin-queries';

// Decision 020: the certifying bodies admins keep, and the changes to them. A change also refreshes the
// list the halal forms offer (`useHalalCertifiers`).

/** A body as the admins' list shows it: when it was retired, and how many halal profiles name it. */
export type AdminCertifier = InferResponseType<(typeof api.api.admin)['halal-certifiers']['$get'], 200>[number];

export function useAdminCertifiers() {
  return useQuery({
    queryKey: adminKeys.certifiers,
    queryFn: async (): Promise<AdminCertifier[]> => readJson(api.api.admin['halal-certifiers'].$get()),
    meta: ADMIN_LOAD_FAILURE,
  });
}

/** An admin mutation that also refreshes the list the halal forms read. */
function useCertifierMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  feedback: Parameters<typeof useAdminMutation<Input, Result>>[1],
) {
  const queryClient = useQueryClient();
  return useAdminMutation(async (input: Input) => {
    const result = await mutationFn(input);
    void queryClient.invalidateQueries({ queryKey: halalCertifiersKey });
    return result;
  }, feedback);
}

/** A 409 or 400 naming the name field is shown beside it, not as a toast. */
const fieldRefusal = (error: Error) => error instanceof ApiError && Boolean(error.fields?.name);

/** Add a body (no id) or change one's name and website (with its id). */
export function useSaveCertifier() {
  return useCertifierMutation(
    ({ id, body }: { id?: string; body: CertifierInput }) =>
      id
        ? readJson(api.api.admin['halal-certifiers'][':id'].$patch({ param: { id }, json: body }))
        : readJson(api.api.admin['halal-certifiers'].$post({ json: body })),
    {
      success: (saved, { id }) =>
        id
          ? [t('Certifying body saved'), t('{name} has been saved.', { name: saved.name })]
          : [t('Certifying body added'), t('{name} can now be chosen in the halal details.', { name: saved.name })],
      failure: (error) => (fieldRefusal(error) ? null : t('Failed to save the certifying body. Please try again.')),
    },
  );
}

/** Retire a body (no longer offered; the profiles naming it keep it) or restore it. */
export function useRetireCertifier() {
  return useCertifierMutation(
    ({ certifier, retired }: { certifier: AdminCertifier; retired: boolean }) => {
      const param = { id: certifier.id };
      return readJson(
        retired
          ? api.api.admin['halal-certifiers'][':id'].retire.$post({ param })
          : api.api.admin['halal-certifiers'][':id'].restore.$post({ param }),
      );
    },
    {
      success: (_, { certifier, retired }) =>
        retired
          ? [
              t('Certifying body retired'),
              t('{name} is no longer offered. Listings that name it keep showing it.', { name: certifier.name }),
            ]
          : [t('Certifying body restored'), t('{name} can be chosen again.', { name: certifier.name })],
      failure: t('Failed to save the certifying body. Please try again.'),
    },
  );
}
