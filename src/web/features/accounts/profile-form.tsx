import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountTypeLabel } from '../../../domain/profile';
import { type ProfileUpdateInput, profileUpdateInput } from '../../../domain/schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
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
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>Your name as other members see it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Personal information">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="profile-first-name" label="First Name" error={errors.firstName?.message}>
              {(control) => <Input autoComplete="given-name" {...control} {...register('firstName')} />}
            </FormField>
            <FormField id="profile-last-name" label="Last Name" error={errors.lastName?.message}>
              {(control) => <Input autoComplete="family-name" {...control} {...register('lastName')} />}
            </FormField>
          </div>
          <FormField id="profile-display-name" label="Display Name" hint="Made from your first and last name.">
            {(control) => <Input {...control} value={profile.displayName} disabled readOnly />}
          </FormField>
          <FormField id="profile-account-type" label="Account Type">
            {(control) => <Input {...control} value={accountTypeLabel(profile.role)} disabled readOnly />}
          </FormField>
          <SubmitButton busy={updateProfile.isPending}>Save Changes</SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
