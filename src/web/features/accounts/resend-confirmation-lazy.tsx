import { Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { lazyComponent } from '../../lib/lazy-component';

const ResendConfirmation = lazyComponent(async () => (await import('./resend-confirmation')).ResendConfirmation);

/**
 * The resend control, whose code (a form, the auth client) loads when it is first shown: only a person
 * whose link failed, or whose sign-in waits for a confirmation, needs it.
 */
export function LazyResendConfirmation({ email }: { email?: string }) {
  return (
    <Suspense fallback={<Skeleton className="h-12 w-full" />}>
      <ResendConfirmation email={email} />
    </Suspense>
  );
}
