import { Controller, useFormContext } from 'react-hook-form';
import { CategorySelect } from '../../../components/business/category-select';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { BusinessFormValues } from './business-form-values';

/** SPEC §5 Admin add restaurant: the listing's fields (the image has its own field). */
export function BusinessFormFields() {
  const { register, control, formState } = useFormContext<BusinessFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-4">
      <FormField id="business-form-name" label="Name" error={errors.name?.message}>
        {(c) => <Input required {...c} {...register('name')} />}
      </FormField>
      <Controller
        control={control}
        name="categoryId"
        render={({ field, fieldState }) => (
          <CategorySelect
            id="business-form-category"
            label="Category"
            value={field.value}
            onValueChange={field.onChange}
            required
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField id="business-form-description" label="Description" error={errors.description?.message}>
        {(c) => <Textarea rows={3} {...c} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="business-form-phone" label="Phone" error={errors.phone?.message}>
          {(c) => <Input type="tel" {...c} {...register('phone')} />}
        </FormField>
        <FormField id="business-form-email" label="Email" error={errors.email?.message}>
          {(c) => <Input type="email" {...c} {...register('email')} />}
        </FormField>
        <FormField id="business-form-website" label="Website" error={errors.websiteUrl?.message}>
          {(c) => <Input type="url" placeholder="https://" {...c} {...register('websiteUrl')} />}
        </FormField>
        <FormField id="business-form-instagram" label="Instagram" error={errors.instagram?.message}>
          {(c) => <Input placeholder="@handle" {...c} {...register('instagram')} />}
        </FormField>
      </div>
      <FormField id="business-form-address" label="Address" error={errors.address?.message}>
        {(c) => <Input {...c} {...register('address')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,1fr)_6rem_8rem]">
        <div className="col-span-2 sm:col-span-1">
          <FormField id="business-form-city" label="City" error={errors.city?.message}>
            {(c) => <Input {...c} {...register('city')} />}
          </FormField>
        </div>
        <FormField id="business-form-state" label="State" error={errors.state?.message}>
          {(c) => <Input {...c} {...register('state')} />}
        </FormField>
        <FormField id="business-form-zip" label="ZIP" error={errors.zip?.message}>
          {(c) => <Input inputMode="numeric" {...c} {...register('zip')} />}
        </FormField>
      </div>
    </div>
  );
}
