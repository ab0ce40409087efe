import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { serverReason } from '../../lib/api';
import { t } from '../../lib/i18n';
import type { ClaimablePlace } from './claim-prompt';
import { type ClaimState, useStartCodeClaim } from './claim-queries';

interface EmailCodeFormProps {
  business: ClaimablePlace;
  state: ClaimState;
  onBack: () => void;
}

/** 'Email me a code': to the address the listing shows, or one the person types at its website's domain. */
export function EmailCodeForm({ business, state, onBack }: EmailCodeFormProps) {
  const start = useStartCodeClaim(business.id);
  const [email, setEmail] = useState('');
  const { listingEmail, websiteDomain } = state;

  function submit(event: FormEvent) {
    event.preventDefault();
    start.mutate(email.trim() || undefined);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {listingEmail && (
        <p className="text-sm break-words text-ink">
          {t('We will email a code to the address this listing shows: {email}', { email: listingEmail })}
        </p>
      )}
      {websiteDomain && (
        <FormField
          id={`claim-email-${business.id}`}
          label={
            listingEmail
              ? t('Or another address at {domain} (optional)', { domain: websiteDomain })
              : t('Your email address at {domain}', { domain: websiteDomain })
          }
        >
          {(control) => (
            <Input
              type="email"
              autoComplete="email"
              dir="ltr"
              placeholder={`name@${websiteDomain}`}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...control}
            />
          )}
        </FormField>
      )}
      {start.isError && (
        <Alert>{serverReason(start.error) ?? t('The code could not be sent. Please try again.')}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={start.isPending} aria-busy={start.isPending || undefined}>
          {start.isPending && <Spinner />}
          {t('Email me a code')}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('Back')}
        </Button>
      </div>
    </form>
  );
}
