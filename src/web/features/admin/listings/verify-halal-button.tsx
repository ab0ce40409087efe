import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, api, failureDescription, readJson } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { withFeedback } from '../../../lib/mutation-feedback';
import { type AdminBusiness, adminKeys } from '../admin-queries';

/**
 * Issue 16: an admin verifies the business's own halal profile: it sets 'Last verified' and marks a
 * current certificate as checked. A 404 means the profile went meanwhile; the list refreshes either way.
 */
function useVerifyHalal() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.businesses });
  return useMutation(
    withFeedback({
      mutationFn: (business: Pick<AdminBusiness, 'id'>) =>
        readJson(
          api.api.admin.businesses[':id']['halal-profile'].verify.$post({ param: { id: business.id }, json: {} }),
        ),
      feedback: {
        success: t('Halal details verified'),
        failure: (error) => [
          t('Failed to verify halal details.'),
          error instanceof ApiError && error.status === 404 ? failureDescription(error) : undefined,
        ],
      },
      onSuccess: refresh,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) void refresh();
      },
    }),
  );
}

/** 'Verify halal details' for a listing with a halal profile, with when an admin last verified it. */
export function VerifyHalalButton({ business }: { business: Pick<AdminBusiness, 'id' | 'halalProfile'> }) {
  const verify = useVerifyHalal();
  const profile = business.halalProfile;
  if (!profile) return null;

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => verify.mutate(business)}
        disabled={verify.isPending}
        aria-busy={verify.isPending}
      >
        {verify.isPending ? <Spinner /> : <BadgeCheck aria-hidden="true" className="size-4" />}
        {t('Verify halal details')}
      </Button>
      {profile.adminVerifiedAt && (
        <p className="text-xs text-muted">{t('Last verified {date}', { date: formatDate(profile.adminVerifiedAt) })}</p>
      )}
    </div>
  );
}
