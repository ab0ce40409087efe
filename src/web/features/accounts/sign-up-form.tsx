import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LIMITS } from '../../../domain/limits';
import { Alert } from '../../components/ui/alert';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { t, translate } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session/session-context';
import { AUTH_TEXTS, authErrorMessage, isExistingUnconfirmedAccount } from './auth-error-message';
import { type SignUpValues, signUpSchema } from './auth-schemas';
import { useClearedOnEdit } from './use-cleared-on-edit';

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { signUp } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  useClearedOnEdit(watch, setFormError);

  function fail(message: string) {
    setFormError(message);
    notifyError(message);
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await signUp(values);
    if (result.error) return fail(authErrorMessage('signUp', result.error));
    if (result.user && isExistingUnconfirmedAccount(result.user))
      return fail(translate(AUTH_TEXTS.unconfirmedAccountExists));
    onSignedUp(values.email);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Sign up')}>
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-first-name" label={t('First Name')} error={errors.firstName?.message}>
          {(control) => <Input autoComplete="given-name" {...control} {...register('firstName')} />}
        </FormField>
        <FormField id="signup-last-name" label={t('Last Name')} error={errors.lastName?.message}>
          {(control) => <Input autoComplete="family-name" {...control} {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id="signup-email" label={t('Email')} error={errors.email?.message}>
        {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>
      <FormField
        id="signup-password"
        label={t('Password')}
        error={errors.password?.message}
        hint={t('At least {count, plural, one {# character} other {# characters}}.', {
          count: LIMITS.passwordMin,
        })}
      >
        {(control) => <Input type="password" autoComplete="new-password" {...control} {...register('password')} />}
      </FormField>
      <SubmitButton busy={isSubmitting}>{t('Create Account')}</SubmitButton>
    </form>
  );
}
