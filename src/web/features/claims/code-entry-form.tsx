import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { serverReason } from '../../lib/api';
import { t } from '../../lib/i18n';
import type { ClaimablePlace } from './claim-prompt';
import { type ShownClaim, useCancelClaim, useConfirmCode, useStartCodeClaim } from './claim-queries';

/** 'Enter the code' and 'Confirm'; a new code, or none at all, on the way. */
export function CodeEntryForm({ business, claim }: { business: ClaimablePlace; claim: ShownClaim }) {
  const confirm = useConfirmCode(business.id, business.slug);
  const resend = useStartCodeClaim(business.id);
  const cancel = useCancelClaim(business.id);
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate(code.trim());
  }

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4" noValidate>
      <p className="text-sm break-words text-ink" role="status">
        {t('We emailed a 6-digit code to {email}. It works for 30 minutes.', { email: claim.email ?? '' })}
      </p>
      <FormField id={`claim-code-${business.id}`} label={t('Enter the code')}>
        {(control) => (
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            dir="ltr"
            className="max-w-40 text-lg tracking-widest"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            {...control}
          />
        )}
      </FormField>
      {confirm.isError && (
        <Alert>{serverReason(confirm.error) ?? t('The code could not be checked. Please try again.')}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          disabled={confirm.isPending || code.length !== 6}
          aria-busy={confirm.isPending || undefined}
        >
          {confirm.isPending && <Spinner />}
          {t('Confirm')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={resend.isPending}
          onClick={() => resend.mutate(claim.email ?? undefined)}
        >
          {t('Send a new code')}
        </Button>
        <Button type="button" variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate(undefined)}>
          {t('Cancel my claim')}
        </Button>
      </div>
    </form>
  );
}
