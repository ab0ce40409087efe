import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { HalalProfileFields } from '../../../components/halal/halal-profile-fields';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { OwnerHalalProfile, PendingEdits } from '../owner-queries';
import { useConfirmHalalProfile, useSaveHalalProfile } from './business-info-mutations';
import { CertificateFileField } from './certificate-file-field';
import {
  type HalalDetailsBody,
  type HalalDetailsValues,
  halalDetailsInput,
  halalDetailsValues,
  halalFieldOf,
  pendingProfileOf,
} from './halal-details-values';
import { WaitingForReview } from './waiting-for-review';

const ID_PREFIX = 'owner-halal';

interface HalalDetailsFormProps {
  businessId: string;
  /** Whose profile: the whole business (null) or one location. */
  locationId: string | null;
  /** The profile on the listing now, if any. */
  live: OwnerHalalProfile | undefined;
  pending: PendingEdits;
  managing: boolean;
}

/**
 * Issue 16: one halal profile. Alcohol, pork, prayer space and Muslim-owned go live when saved; the level,
 * slaughter methods and certificate wait for an admin's review. 'Confirm details are still correct' is the
 * owner's 'Last verified'.
 */
export function HalalDetailsForm({ businessId, locationId, live, pending, managing }: HalalDetailsFormProps) {
  const save = useSaveHalalProfile(businessId);
  const confirmDetails = useConfirmHalalProfile(businessId);
  const [uploading, setUploading] = useState(false);
  const asked = pendingProfileOf(pending, locationId);
  const form = useForm<HalalDetailsValues, unknown, HalalDetailsBody>({
    // The profile schema the server validates PUT /api/owner/businesses/:businessId/halal-profile with.
    resolver: zodResolver(halalDetailsInput),
    defaultValues: halalDetailsValues(live, asked, managing),
  });

  const onSubmit = form.handleSubmit(({ halal }) =>
    save.mutate(
      { locationId, profile: halal },
      {
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fields) return;
          for (const [field, message] of Object.entries(error.fields)) {
            form.setError(halalFieldOf(field) as FieldPath<HalalDetailsValues>, { message });
          }
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Halal details')}>
        {asked && (
          <WaitingForReview>
            {managing
              ? t(
                  "The owner asked to change the halal level, slaughter or certificate. Review it in the admin dashboard's Pending tab.",
                )
              : t(
                  'The halal level, slaughter and certificate below are what you asked for. Your listing keeps its current ones until an admin approves them.',
                )}
          </WaitingForReview>
        )}
        <HalalProfileFields idPrefix={ID_PREFIX}>
          <CertificateFileField
            businessId={businessId}
            idPrefix={ID_PREFIX}
            savedUrl={halalDetailsValues(live, asked, managing).halal.certificateUrl}
            onBusyChange={setUploading}
          />
        </HalalProfileFields>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending || uploading} aria-busy={save.isPending}>
            {save.isPending && <Spinner />}
            {t('Save halal details')}
          </Button>
          {live && (
            <Button
              variant="outline"
              disabled={confirmDetails.isPending}
              aria-busy={confirmDetails.isPending}
              onClick={() => confirmDetails.mutate(locationId)}
            >
              {confirmDetails.isPending && <Spinner />}
              {t('Confirm details are still correct')}
            </Button>
          )}
        </div>
        {live?.ownerConfirmedAt && (
          <p className="text-sm text-muted">
            {t('Last confirmed by the owner on {date}.', { date: formatDate(live.ownerConfirmedAt) })}
          </p>
        )}
      </form>
    </FormProvider>
  );
}
