import { Controller, useFormContext } from 'react-hook-form';
import { CategorySelect } from '../../../components/business/category-select';
import { CuisinesField } from '../../../components/business/cuisine-picker';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { t } from '../../../lib/i18n';
import { translatedError } from '../translated-error';
import type { BusinessFormValues } from './business-form-values';

/** SPEC §5 Admin add restaurant: the listing's fields (the image has its own field). */
export function BusinessFormFields() {
  const { register, control, formState } = useFormContext<BusinessFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-4">
      <FormField id="business-form-name" label={t('Name')} error={translatedError(errors.name?.message)}>
        {(c) => <Input required {...c} {...register('name')} />}
      </FormField>
      <Controller
        control={control}
        name="categoryId"
        render={({ field, fieldState }) => (
          <CategorySelect
            id="business-form-category"
            label={t('Category')}
            value={field.value}
            onValueChange={field.onChange}
            required
            error={translatedError(fieldState.error?.message)}
          />
        )}
      />
      <CuisinesField idPrefix="business-form-cuisines" />
      <FormField
        id="business-form-description"
        label={t('Description')}
        error={translatedError(errors.description?.message)}
      >
        {(c) => <Textarea rows={3} {...c} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="business-form-phone" label={t('Phone')} error={translatedError(errors.phone?.message)}>
          {(c) => <Input type="tel" {...c} {...register('phone')} />}
        </FormField>
        <FormField id="business-form-email" label={t('Email')} error={translatedError(errors.email?.message)}>
          {(c) => <Input type="email" {...c} {...register('email')} />}
        </FormField>
        <FormField id="business-form-website" label={t('Website')} error={translatedError(errors.websiteUrl?.message)}>
          {(c) => <Input type="url" placeholder="https://" {...c} {...register('websiteUrl')} />}
        </FormField>
        <FormField
          id="business-form-instagram"
          label={t('Instagram')}
          error={translatedError(errors.instagram?.message)}
        >
          {(c) => <Input placeholder={t('@handle')} {...c} {...register('instagram')} />}
        </FormField>
      </div>
      <FormField id="business-form-address" label={t('Address')} error={translatedError(errors.address?.message)}>
        {(c) => <Input {...c} {...register('address')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,1fr)_6rem_8rem]">
        <div className="col-span-2 sm:col-span-1">
          <FormField id="business-form-city" label={t('City')} error={translatedError(errors.city?.message)}>
            {(c) => <Input {...c} {...register('city')} />}
          </FormField>
        </div>
        <FormField id="business-form-state" label={t('State')} error={translatedError(errors.state?.message)}>
          {(c) => <Input {...c} {...register('state')} />}
        </FormField>
        <FormField id="business-form-zip" label={t('ZIP')} error={translatedError(errors.zip?.message)}>
          {(c) => <Input inputMode="numeric" {...c} {...register('zip')} />}
        </FormField>
      </div>
    </div>
  );
}
