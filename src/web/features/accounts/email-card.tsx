import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { t } from '../../lib/i18n';
import { type EmailChangeValues, emailChangeSchema } from './auth-schemas';
import { useChangeEmail } from './profile-queries';

/** True when there is a new address to send a confirmation to (SPEC §2 /profile: else the button is disabled). */
export function isEmailChange(currentEmail: string, newEmail: string) {
  const next = newEmail.trim().toLowerCase();
  return next !== '' && next !== currentEmail.trim().toLowerCase();
}

export function EmailCard({ currentEmail }: { currentEmail: string }) {
  const changeEmail = useChangeEmail(currentEmail);
  const { register, handleSubmit, watch, formState, resetField } = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: currentEmail, password: '' },
  });
  const changed = isEmailChange(currentEmail, watch('email'));

  const onSubmit = handleSubmit(({ email, password }) => {
    if (isEmailChange(currentEmail, email))
      changeEmail.mutate({ newEmail: email, password }, { onSettled: () => resetField('password') });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Email Address')}</CardTitle>
        <CardDescription>
          {t(
            'We first ask your current address to approve the change, then send a confirmation link to the new address; the change happens when you click it.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Email address')}>
          <FormField id="profile-email" label={t('Email')} error={formState.errors.email?.message}>
            {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
          </FormField>
          {changed && (
            <FormField
              id="profile-email-password"
              label={t('Current Password')}
              error={formState.errors.password?.message}
            >
              {(control) => (
                <Input type="password" autoComplete="current-password" {...control} {...register('password')} />
              )}
            </FormField>
          )}
          <SubmitButton busy={changeEmail.isPending} disabled={!changed}>
            {t('Update Email')}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
