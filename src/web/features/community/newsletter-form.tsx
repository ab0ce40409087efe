import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { t, translate } from '../../lib/i18n';
import { useNewsletterSignup } from './community-queries';

const errorId = 'newsletter-email-error';

/**
 * The server's own rule for the address (domain/schemas.ts), with zod: read when the field is first touched,
 * not with the footer, which short pages show at once (decision 010: a one-field form keeps local state).
 */
const loadRule = async () => (await import('../../../domain/schemas')).subscribeInput;

// SPEC §2 Home 'Newsletter signup in the footer'; §5: email required, trimmed.
export function NewsletterForm() {
  const signup = useNewsletterSignup();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const busy = signup.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = (await loadRule()).safeParse({ email });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    signup.mutate(checked.data.email, { onSuccess: () => setEmail('') });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('Newsletter')} className="grid gap-2">
      <Label htmlFor="newsletter-email" className="sr-only">
        {t('Email address')}
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('Enter your email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          onFocus={() => void loadRule()}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="sm:flex-1"
        />
        <Button type="submit" variant="accent" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
          {t('Subscribe')}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-accent-soft">
          {translate(error)}
        </p>
      )}
    </form>
  );
}
