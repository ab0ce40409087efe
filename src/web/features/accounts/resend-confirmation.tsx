import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { useResendConfirmation } from './account-recovery-queries';
import { type AccountEmailValues, accountEmailSchema } from './auth-schemas';

/**
 * A new confirmation link: a button for an address known to wait for confirmation (the one a sign-in was
 * refused for, or the signed-in person's own), else a form asking the address. The server answers the same
 * whether or not an account waits there (better-auth answers alike). What was done is said here, once.
 */
export function ResendConfirmation({ email }: { email?: string }) {
  const { user } = useSession();
  const resend = useResendConfirmation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const waiting = email ?? user?.email;

  if (!email && user?.emailVerified)
    return <p className="text-sm text-muted">{t('Your email address is already confirmed.')}</p>;
  if (sentTo) {
    return (
      <Alert tone="info" className="w-full text-start wrap-anywhere">
        {waiting
          ? t('We sent a new confirmation link to {email}.', { email: sentTo })
          : t('If {email} belongs to an account waiting for confirmation, we sent it a new link.', { email: sentTo })}
      </Alert>
    );
  }
  const send = (address: string) => resend.mutate(address, { onSuccess: () => setSentTo(address) });
  if (waiting) {
    return (
      <Button
        size="lg"
        variant={email ? 'outline' : 'primary'}
        className="w-full"
        disabled={resend.isPending}
        aria-busy={resend.isPending}
        onClick={() => send(waiting)}
      >
        {resend.isPending && <Spinner />}
        {t('Send New Link')}
      </Button>
    );
  }
  return <ResendForm busy={resend.isPending} onSend={send} />;
}

function ResendForm({ busy, onSend }: { busy: boolean; onSend: (email: string) => void }) {
  const { register, handleSubmit, formState } = useForm<AccountEmailValues>({
    resolver: zodResolver(accountEmailSchema),
    defaultValues: { email: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email }) => onSend(email))}
      className="grid w-full gap-4 text-start"
      aria-label={t('Send a new confirmation link')}
    >
      <FormField id="resend-email" label={t('Email')} error={formState.errors.email?.message}>
        {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
      </FormField>
      <SubmitButton busy={busy}>{t('Send New Link')}</SubmitButton>
    </form>
  );
}
