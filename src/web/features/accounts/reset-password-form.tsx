import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LIMITS } from '../../../domain/limits';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { AuthRequestError, useResetPassword } from './account-recovery-queries';
import { type ResetPasswordValues, resetPasswordSchema } from './auth-schemas';

interface ResetPasswordFormProps {
  token: string;
  /** The server refused the token: the screen says the link is invalid. */
  onRefused: () => void;
}

export function ResetPasswordForm({ token, onRefused }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(({ password }) =>
    resetPassword.mutate(
      { token, newPassword: password },
      {
        onSuccess: async () => {
          // A reset signs every device out, this one too: forget its session before going to sign in.
          await refresh();
          navigate('/auth?tab=login', { replace: true });
        },
        onError: (error) => {
          if (error instanceof AuthRequestError && error.code === 'INVALID_TOKEN') onRefused();
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid w-full gap-4 text-start"
      aria-label={t('Choose a new password')}
    >
      <FormField
        id="reset-password"
        label={t('New Password')}
        error={errors.password?.message}
        hint={t('At least {count, plural, one {# character} other {# characters}}.', {
          count: LIMITS.passwordMin,
        })}
      >
        {(control) => <Input type="password" autoComplete="new-password" {...control} {...register('password')} />}
      </FormField>
      <FormField id="reset-confirm-password" label={t('Confirm New Password')} error={errors.confirmPassword?.message}>
        {(control) => (
          <Input type="password" autoComplete="new-password" {...control} {...register('confirmPassword')} />
        )}
      </FormField>
      <SubmitButton busy={resetPassword.isPending}>{t('Reset Password')}</SubmitButton>
    </form>
  );
}
