import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isErrorCode, logFailure } from '../../lib/api';
import { t } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';

/** What the listing's views need of a query to say it failed and to try again. */
interface Loadable {
  isError: boolean;
  isFetching: boolean;
  errorUpdatedAt: number;
  error: unknown;
  refetch: () => unknown;
}

/**
 * SPEC §8: failures are toasts. Once per failure: a retry that fails again says so again. `message` is shown as
 * given (in the visitor's language); `logLabel` goes to the console only.
 */
export function useFailureToast(query: Loadable, logLabel: string, message: string) {
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  const { error } = query;
  useEffect(() => {
    if (!failedAt) return;
    logFailure(logLabel, error);
    // A category that does not exist is told by its page ('Category not found'), not as a failure.
    if (!isErrorCode(error, 'NOT_FOUND')) notifyError(message);
  }, [failedAt, error, logLabel, message]);
}

/** The toast says what went wrong; the view keeps the way to try again. */
export function TryAgainButton({ query, className }: { query: Loadable; className?: string }) {
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
      aria-busy={query.isFetching}
    >
      {query.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
      {t('Try again')}
    </Button>
  );
}
