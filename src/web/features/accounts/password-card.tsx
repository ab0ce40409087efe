import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { t } from '../../lib/i18n';
import { type PasswordChangeValues, passwordChangeSchema } from './auth-schemas';
import { useChangePassword, useSignOutOtherDevices } from './profile-queries';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Issue 29: a new password (every other device is then signed out), and 'Sign out other devices' alone. */
export function PasswordCard() {
  const changePassword = useChangePassword();
  const signOutOthers = useSignOutOtherDevices();
  const { register, handleSubmit, formState, reset } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate({ currentPassword, newPassword }, { onSuccess: () => reset(EMPTY) }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Password and Devices')}</CardTitle>
        <CardDescription>
          {t('A new password signs out every other device where your account is open.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Change password')}>
          <FormField
            id="profile-current-password"
            label={t('Current Password')}
            error={errors.currentPassword?.message}
          >
            {(control) => (
              <Input type="password" autoComplete="current-password" {...control} {...register('currentPassword')} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="profile-new-password" label={t('New Password')} error={errors.newPassword?.message}>
              {(control) => (
                <Input type="password" autoComplete="new-password" {...control} {...register('newPassword')} />
              )}
            </FormField>
            <FormField
              id="profile-confirm-password"
              label={t('Confirm New Password')}
              error={errors.confirmPassword?.message}
            >
              {(control) => (
                <Input type="password" autoComplete="new-password" {...control} {...register('confirmPassword')} />
              )}
            </FormField>
          </div>
          <SubmitButton busy={changePassword.isPending}>{t('Change Password')}</SubmitButton>
        </form>
        <div className="grid gap-2 border-t border-line pt-4">
          <p className="text-sm text-muted">{t('Signed in on a phone or computer you no longer use?')}</p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            {t('Sign out other devices')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
