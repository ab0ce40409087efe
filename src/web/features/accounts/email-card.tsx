import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { notifyError, notifySuccess } from '../../lib/notify';
import { AUTH_TEXTS } from './auth-error-message';
import { useChangeEmail } from './profile-queries';

/** True when there is a new address to send a confirmation to (SPEC §2 /profile: else the button is disabled). */
export function isEmailChange(currentEmail: string, newEmail: string) {
  const next = newEmail.trim().toLowerCase();
  return next !== '' && next !== currentEmail.trim().toLowerCase();
}

export function EmailCard({ currentEmail }: { currentEmail: string }) {
  const [newEmail, setNewEmail] = useState(currentEmail);
  const [error, setError] = useState<string>();
  const changeEmail = useChangeEmail();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const email = newEmail.trim();
    if (!isEmailChange(currentEmail, email)) return;
    if (!z.email().safeParse(email).success) return setError(AUTH_TEXTS.invalidEmail);
    setError(undefined);
    try {
      await changeEmail.mutateAsync(email);
      notifySuccess('Confirmation Sent', `Check ${email} to confirm the change.`);
    } catch (cause) {
      console.error('Email change failed', cause);
      notifyError('Failed to update email. Please try again.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email Address</CardTitle>
        <CardDescription>
          We send a confirmation link to the new address; the change happens when you click it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Email address">
          <FormField id="profile-email" label="Email" error={error}>
            {(control) => (
              <Input
                type="email"
                autoComplete="email"
                {...control}
                value={newEmail}
                onChange={(event) => setNewEmail(event.target.value)}
              />
            )}
          </FormField>
          <SubmitButton busy={changeEmail.isPending} disabled={!isEmailChange(currentEmail, newEmail)}>
            Update Email
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
