import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountTypeLabel } from '../../../domain/profile';
import { type ProfileUpdateInput, profileUpdateInput } from '../../../domain/schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { t, translate } from '../../lib/i18n';
import { type Profile, useUpdateProfile } from './profile-queries';

// SPEC §2 /profile: names are editable; display name and account type are read-only.
export function ProfileForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const { register, handleSubmit, formState, reset } = useForm<ProfileUpdateInput>({
    // The same schema the server validates PATCH /api/profile with.
    resolver: zodResolver(profileUpdateInput),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: (saved) => reset({ firstName: saved.firstName, lastName: saved.lastName }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Personal Information')}</CardTitle>
        <CardDescription>{t('Your name as other members see it.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Personal information')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="profile-first-name" label={t('First Name')} error={errors.firstName?.message}>
              {(control) => <Input autoComplete="given-name" {...control} {...register('firstName')} />}
            </FormField>
            <FormField id="profile-last-name" label={t('Last Name')} error={errors.lastName?.message}>
              {(control) => <Input autoComplete="family-name" {...control} {...register('lastName')} />}
            </FormField>
          </div>
          <FormField
            id="profile-display-name"
            label={t('Display Name')}
            hint={t('Made from your first and last name.')}
          >
            {(control) => <Input {...control} value={profile.displayName} disabled readOnly />}
          </FormField>
          <FormField id="profile-account-type" label={t('Account Type')}>
            {(control) => <Input {...control} value={translate(accountTypeLabel(profile.role))} disabled readOnly />}
          </FormField>
          <SubmitButton busy={updateProfile.isPending}>{t('Save Changes')}</SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
