import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { lazyResolver } from '../../lib/lazy-resolver';
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

// The card is on the business page's first screen; its schema loads when the form is first checked.
const resolver = lazyResolver<{ email: string }>(async () => {
  const [{ zodResolver }, { subscribeInput }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../domain/schemas'),
  ]);
  return zodResolver(subscribeInput);
});

/** SPEC §2 /r/{slug} 'Stay Updated': anyone can follow a business by email; the form locks once done. */
export function StayUpdatedCard({ businessId, businessName }: StayUpdatedCardProps) {
  const { user } = useSession();
  const subscription = useBusinessSubscription(businessId);
  const [subscribed, setSubscribed] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: user?.email ?? '' },
  });
  const submitting = subscription.isPending;

  const onSubmit = handleSubmit(({ email }) => subscription.mutate(email, { onSuccess: () => setSubscribed(true) }));

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
        <form noValidate onSubmit={onSubmit} aria-label={t('Stay Updated')}>
          <fieldset disabled={subscribed} className="grid gap-3">
            <FormField id="stay-updated-email" label={t('Email')} error={formState.errors.email?.message}>
              {(control) => (
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  {...control}
                  {...register('email')}
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
