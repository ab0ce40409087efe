import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { t } from '../../lib/i18n';
import { useRequestPasswordReset } from './account-recovery-queries';
import { type AccountEmailValues, accountEmailSchema } from './auth-schemas';

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const requestReset = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<AccountEmailValues>({
    resolver: zodResolver(accountEmailSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => requestReset.mutate(email, { onSuccess: () => onSent(email) }));

  return (
    <form noValidate onSubmit={onSubmit} className="grid w-full gap-4 text-start" aria-label={t('Reset password')}>
      <FormField id="forgot-email" label={t('Email')} error={formState.errors.email?.message}>
        {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>
      <SubmitButton busy={requestReset.isPending}>{t('Send Reset Link')}</SubmitButton>
    </form>
  );
}
