import type { InferResponseType } from 'hono/client';
import { ApiError, api, failureDescription, isErrorCode, postForm, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import type { BusinessLogo, LogosOverview } from '../admin-queries';

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
