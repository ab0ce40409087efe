import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { PhotoField } from '../../components/business/photo-field';
import { CertificateFileField } from '../../components/halal/certificate-file-field';
import { formFieldOf } from '../../components/halal/halal-form';
import { HalalProfileFields } from '../../components/halal/halal-profile-fields';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api';
import { msg, t, translate } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { uploadNewListingCertificate } from '../../lib/upload-certificate';
import { BusinessDetailsFields } from './business-details-fields';
import { LocationsFields } from './locations-fields';
import {
  emptySubmission,
  type SubmissionFormBody,
  type SubmissionFormValues,
  submissionFormInput,
} from './submission-form-values';
import { type SubmittedBusiness, useSubmitBusiness } from './submission-queries';

export const noCategoryMessage = msg('Please select at least one category');

// SPEC §2 /submit-business, §5 Business submission.
export function SubmissionForm({ onSubmitted }: { onSubmitted: (business: SubmittedBusiness) => void }) {
  const submitBusiness = useSubmitBusiness();
  const [photoBusy, setPhotoBusy] = useState(false);
  const [certificateBusy, setCertificateBusy] = useState(false);
  const form = useForm<SubmissionFormValues, unknown, SubmissionFormBody>({
    // The same schema the server validates POST /api/submissions with, the halal details as edited.
    resolver: zodResolver(submissionFormInput),
    defaultValues: emptySubmission(),
  });
  const { handleSubmit, watch, setError } = form;
  const ready = watch('name').trim().length > 0 && watch('categoryIds').length > 0;
  const submitting = submitBusiness.isPending;

  const onSubmit = handleSubmit(
    (values) =>
      submitBusiness.mutate(values, {
        onSuccess: onSubmitted,
        // A 400 names the fields it refused ('name', 'locations.0.email', 'halal.certifierId'…): show them where they are.
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fields) return;
          for (const [field, message] of Object.entries(error.fields)) {
            setError(formFieldOf(field) as FieldPath<SubmissionFormValues>, { message });
          }
        },
      }),
    (errors) => {
      if (errors.categoryIds) notifyError(translate(noCategoryMessage));
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Business Details')}</CardTitle>
        <CardDescription>
          {t('Only the name and a category are required; the more you share, the better.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label={t('Business submission')}>
            <BusinessDetailsFields />
            <PhotoField
              id="submission-photo"
              alt={t('Preview of your upload')}
              onBusyChange={setPhotoBusy}
              clearOnFailure
            />
            <LocationsFields />
            <HalalProfileFields idPrefix="submission-halal">
              <CertificateFileField
                idPrefix="submission-halal"
                upload={uploadNewListingCertificate}
                onBusyChange={setCertificateBusy}
              />
            </HalalProfileFields>
            <div className="grid gap-2">
              <SubmitButton busy={submitting} disabled={!ready || photoBusy || certificateBusy}>
                {submitting ? t('Submitting...') : t('Submit Business')}
              </SubmitButton>
              {!ready && (
                <p className="text-center text-sm text-muted">
                  {t('Enter the business name and choose a category to submit.')}
                </p>
              )}
            </div>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
