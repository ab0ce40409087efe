import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { subscribeInput } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { t, translate } from '../../lib/i18n';
import { useNewsletterSignup } from './community-queries';

interface NewsletterValues {
  email: string;
}

const errorId = 'newsletter-email-error';

// SPEC §2 Home 'Newsletter signup in the footer'; §5: email required, trimmed.
export function NewsletterForm() {
  const signup = useNewsletterSignup();
  const { register, handleSubmit, formState, reset } = useForm<NewsletterValues>({
    resolver: zodResolver(subscribeInput),
    defaultValues: { email: '' },
  });
  const error = formState.errors.email?.message;
  const busy = signup.isPending;

  const onSubmit = handleSubmit(({ email }) => signup.mutate(email, { onSuccess: () => reset() }));

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('Newsletter')} className="grid gap-2">
      <Label htmlFor="newsletter-email" className="sr-only">
        {t('Email address')}
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('Enter your email')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="sm:flex-1"
          {...register('email')}
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
