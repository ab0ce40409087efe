import { Controller, useFormContext } from 'react-hook-form';
import { CuisinesField } from '../../components/business/cuisine-picker';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { t } from '../../lib/i18n';
import { CategoryPicker } from './category-picker';
import type { SubmissionFormValues } from './submission-form-values';

/** SPEC §2 /submit-business: name and categories (required), then the optional cuisines, description and contacts. */
export function BusinessDetailsFields() {
  const { register, control, formState } = useFormContext<SubmissionFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-4">
      <FormField id="submission-name" label={t('Business Name')} error={errors.name?.message}>
        {(control) => <Input required autoComplete="organization" {...control} {...register('name')} />}
      </FormField>
      <Controller
        control={control}
        name="categoryIds"
        render={({ field, fieldState }) => (
          <CategoryPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <CuisinesField idPrefix="submission-cuisines" />
      <FormField id="submission-description" label={t('Description')} error={errors.description?.message}>
        {(control) => (
          <Textarea
            rows={4}
            placeholder={t('What do you serve? What makes it special?')}
            {...control}
            {...register('description')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="submission-phone" label={t('Phone')} error={errors.phone?.message}>
          {(control) => <Input type="tel" autoComplete="tel" {...control} {...register('phone')} />}
        </FormField>
        <FormField id="submission-email" label={t('Email')} error={errors.email?.message}>
          {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
        </FormField>
        <FormField id="submission-website" label={t('Website')} error={errors.websiteUrl?.message}>
          {(control) => (
            <Input type="url" placeholder="https://" autoComplete="url" {...control} {...register('websiteUrl')} />
          )}
        </FormField>
        <FormField id="submission-instagram" label={t('Instagram')} error={errors.instagram?.message}>
          {(control) => <Input placeholder={t('@yourbusiness')} {...control} {...register('instagram')} />}
        </FormField>
      </div>
    </div>
  );
}
