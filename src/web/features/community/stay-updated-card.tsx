import { Bell } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { useBusinessSubscription } from './community-queries';

interface StayUpdatedCardProps {
  businessId: string;
  businessName: string;
}

/** The button's words for each step of SPEC §4 'Public subscribe flow: idle, submitting, subscribed'. */
export function subscribeButtonText(state: { submitting: boolean; subscribed: boolean }): string {
  if (state.subscribed) return t('Subscribed!');
  return state.submitting ? t('Subscribing...') : t('Subscribe for Updates');
}

/**
 * The address as the shared validators read it, or what is wrong with it. The card is on the business page's
 * first screen: one field needs no form library, and the schema (zod with it) loads when the form is first
 * sent. Should it fail to load, the server's own check answers instead.
 */
async function checkedEmail(email: string): Promise<{ email: string } | { error: string }> {
  try {
    const { subscribeInput } = await import('../../../domain/schemas');
    const parsed = subscribeInput.safeParse({ email });
    return parsed.success ? parsed.data : { error: parsed.error.issues[0]?.message ?? 'Invalid email' };
  } catch {
    return { email: email.trim() };
  }
}

/** SPEC §2 /r/{slug} 'Stay Updated': anyone can follow a business by email; the form locks once done. */
export function StayUpdatedCard({ businessId, businessName }: StayUpdatedCardProps) {
  const { user } = useSession();
  const subscription = useBusinessSubscription(businessId);
  const [subscribed, setSubscribed] = useState(false);
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const submitting = subscription.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = await checkedEmail(email);
    if ('error' in checked) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    setError(undefined);
    subscription.mutate(checked.email, { onSuccess: () => setSubscribed(true) });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell aria-hidden="true" className="size-5 text-brand" />
          {t('Stay Updated')}
        </CardTitle>
        <CardDescription>{t('Get an email when {name} posts news or events.', { name: businessName })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('Stay Updated')}>
          <fieldset disabled={subscribed} className="grid gap-3">
            <FormField id="stay-updated-email" label={t('Email')} error={error}>
              {(control) => (
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  {...control}
                  ref={input}
                  name="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" className="w-full" disabled={submitting || subscribed} aria-busy={submitting}>
              {submitting && <Spinner />}
              {subscribeButtonText({ submitting, subscribed })}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
