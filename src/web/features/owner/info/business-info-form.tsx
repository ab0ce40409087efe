import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { type OwnerBusinessInfoInput, ownerBusinessInfoInput } from '../../../../domain/schemas';
import { CuisinesField } from '../../../components/business/cuisine-picker';
import { PhotoField } from '../../../components/business/photo-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import type { OwnerDashboard, PendingEdits } from '../owner-queries';
import { useSaveBusinessInfo } from './business-info-mutations';
import { type BusinessInfoValues, businessInfoValues } from './business-info-values';
import { WaitingForReview } from './waiting-for-review';

interface BusinessInfoFormProps {
  business: OwnerDashboard;
  pending: PendingEdits;
  managing: boolean;
}

/** Issue 16: the owner edits their listing's info; a new name is reviewed by an admin before it shows. */
export function BusinessInfoForm({ business, pending, managing }: BusinessInfoFormProps) {
  const save = useSaveBusinessInfo(business.id);
  const [photoBusy, setPhotoBusy] = useState(false);
  const form = useForm<BusinessInfoValues, unknown, OwnerBusinessInfoInput>({
    // The schema the server validates PUT /api/owner/businesses/:businessId/info with.
    resolver: zodResolver(ownerBusinessInfoInput),
    defaultValues: businessInfoValues(business, pending, managing),
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      // The server's reasons go beside the fields they concern.
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.fields) return;
        for (const [field, message] of Object.entries(error.fields)) {
          setError(field as FieldPath<BusinessInfoValues>, { message });
        }
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Business info')}>
        {pending.name && (
          <WaitingForReview>
            {managing
              ? t('The owner asked to rename the listing "{name}". Review it in the admin dashboard\'s Pending tab.', {
                  name: pending.name,
                })
              : t('Your listing shows "{current}" until an admin approves the new name "{name}".', {
                  current: business.name,
                  name: pending.name,
                })}
          </WaitingForReview>
        )}
        <FormField
          id="owner-info-name"
          label={t('Business Name')}
          hint={managing ? undefined : t('A new name is reviewed by an admin before it shows on your listing.')}
          error={errors.name?.message}
        >
          {(c) => <Input required autoComplete="organization" {...c} {...register('name')} />}
        </FormField>
        <FormField id="owner-info-description" label={t('Description')} error={errors.description?.message}>
          {(c) => <Textarea rows={4} {...c} {...register('description')} />}
        </FormField>
        <CuisinesField idPrefix="owner-info-cuisines" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="owner-info-phone" label={t('Phone')} error={errors.phone?.message}>
            {(c) => <Input type="tel" autoComplete="tel" {...c} {...register('phone')} />}
          </FormField>
          <FormField id="owner-info-email" label={t('Email')} error={errors.email?.message}>
            {(c) => <Input type="email" autoComplete="email" {...c} {...register('email')} />}
          </FormField>
          <FormField id="owner-info-website" label={t('Website')} error={errors.websiteUrl?.message}>
            {(c) => <Input type="url" placeholder="https://" autoComplete="url" {...c} {...register('websiteUrl')} />}
          </FormField>
          <FormField id="owner-info-instagram" label={t('Instagram')} error={errors.instagram?.message}>
            {(c) => <Input placeholder={t('@yourbusiness')} {...c} {...register('instagram')} />}
          </FormField>
        </div>
        <PhotoField id="owner-info-photo" alt={t("Shown on your listing's cards")} onBusyChange={setPhotoBusy} />
        <div>
          <Button type="submit" disabled={save.isPending || photoBusy} aria-busy={save.isPending}>
            {save.isPending && <Spinner />}
            {t('Save changes')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
