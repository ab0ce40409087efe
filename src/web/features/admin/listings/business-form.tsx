import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { CertificateFileField } from '../../../components/halal/certificate-file-field';
import { formFieldOf } from '../../../components/halal/halal-form';
import { HalalProfileFields } from '../../../components/halal/halal-profile-fields';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { uploadListingCertificateAsAdmin, uploadNewListingCertificate } from '../../../lib/upload-certificate';
import type { AdminBusiness } from '../admin-queries';
import { AdminImageField } from './admin-image-field';
import { BusinessFormFields } from './business-form-fields';
import {
  type BusinessFormBody,
  type BusinessFormValues,
  businessFormInput,
  businessFormValues,
} from './business-form-values';
import { useSaveBusiness } from './listing-mutations';

interface BusinessFormProps {
  /** The listing to edit; without one, the form adds a restaurant. */
  business?: AdminBusiness;
  onDone: () => void;
}

// SPEC §5 Admin add restaurant.
export function BusinessForm({ business, onDone }: BusinessFormProps) {
  const save = useSaveBusiness();
  const [imageBusy, setImageBusy] = useState(false);
  const [certificateBusy, setCertificateBusy] = useState(false);
  // Decision 004: a listing's own certificate belongs to it; one for a restaurant not added yet, to its uploader.
  const uploadCertificate = business
    ? (file: File) => uploadListingCertificateAsAdmin(business.id, file)
    : uploadNewListingCertificate;
  const form = useForm<BusinessFormValues, unknown, BusinessFormBody>({
    // The schema the server validates POST and PATCH /api/admin/businesses with, the halal details as edited.
    resolver: zodResolver(businessFormInput),
    defaultValues: businessFormValues(business),
  });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(
    (body) =>
      save.mutate(
        { id: business?.id, body },
        {
          onSuccess: onDone,
          // The server's reasons go beside the fields they concern.
          onError: (error) => {
            if (!(error instanceof ApiError) || !error.fields) return;
            for (const [field, message] of Object.entries(error.fields)) {
              setError(formFieldOf(field) as FieldPath<BusinessFormValues>, { message });
            }
          },
        },
      ),
    (errors) => {
      if (errors.name || errors.categoryId) notifyError(t('Please fill in at least the name and category.'));
    },
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4"
        aria-label={business ? t('Edit business') : t('Add restaurant')}
      >
        <BusinessFormFields />
        <AdminImageField onBusyChange={setImageBusy} />
        <HalalProfileFields>
          <CertificateFileField
            idPrefix="business-form-halal"
            upload={uploadCertificate}
            onBusyChange={setCertificateBusy}
          />
        </HalalProfileFields>
        <DialogActions>
          <Button type="submit" disabled={save.isPending || imageBusy || certificateBusy} aria-busy={save.isPending}>
            {save.isPending && <Spinner />}
            {business ? t('Save Changes') : t('Add Restaurant')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
