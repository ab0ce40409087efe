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
  const changeEmail = useChangeEmail();
  const { register, handleSubmit, watch, formState } = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: currentEmail },
  });
  const changed = isEmailChange(currentEmail, watch('email'));

  const onSubmit = handleSubmit(({ email }) => {
    if (isEmailChange(currentEmail, email)) changeEmail.mutate(email);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Email Address')}</CardTitle>
        <CardDescription>
          {t('We send a confirmation link to the new address; the change happens when you click it.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Email address')}>
          <FormField id="profile-email" label={t('Email')} error={formState.errors.email?.message}>
            {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
          </FormField>
          <SubmitButton busy={changeEmail.isPending} disabled={!changed}>
            {t('Update Email')}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
