import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { t, translate } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session/session-context';
import { AUTH_TEXTS, authErrorMessage } from './auth-error-message';
import { type SignInValues, signInSchema } from './auth-schemas';
import { LazyResendConfirmation } from './resend-confirmation-lazy';
import { useClearedOnEdit } from './use-cleared-on-edit';

interface SignInFormProps {
  defaultEmail?: string;
  onSignedIn: () => void;
}

export function SignInForm({ defaultEmail = '', onSignedIn }: SignInFormProps) {
  const { signIn } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  // The address a sign-in was refused for because it is not confirmed yet: told here, with a new link.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = formState;
  useClearedOnEdit(watch, setFormError);
  useClearedOnEdit(watch, setUnconfirmed);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setUnconfirmed(null);
    const { error } = await signIn(values);
    if (error?.code === 'EMAIL_NOT_VERIFIED') {
      setUnconfirmed(values.email.trim());
      return;
    }
    if (error) {
      const message = authErrorMessage('signIn', error);
      setFormError(message);
      notifyError(message);
      return;
    }
    onSignedIn();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Sign in')}>
      {formError && <Alert>{formError}</Alert>}
      {unconfirmed && <UnconfirmedNotice email={unconfirmed} />}
      <FormField id="login-email" label={t('Email')} error={errors.email?.message}>
        {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>
      <FormField id="login-password" label={t('Password')} error={errors.password?.message}>
        {(control) => <Input type="password" autoComplete="current-password" {...control} {...register('password')} />}
      </FormField>
      <Link
        to="/forgot-password"
        className="justify-self-end rounded text-sm font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {t('Forgot password?')}
      </Link>
      <SubmitButton busy={isSubmitting}>{t('Sign In')}</SubmitButton>
    </form>
  );
}

/**
 * SPEC §8 Login's text for an unconfirmed address, said once (here, not also as a toast) with the way out:
 * a new confirmation link for the address the person typed.
 */
function UnconfirmedNotice({ email }: { email: string }) {
  return (
    <div className="grid gap-3">
      <Alert>{translate(AUTH_TEXTS.emailNotConfirmed)}</Alert>
      <LazyResendConfirmation email={email} />
    </div>
  );
}
