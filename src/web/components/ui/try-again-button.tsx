import { RefreshCw } from 'lucide-react';
import { t } from '../../lib/i18n';
import { Button } from './button';
import { Spinner } from './spinner';

/** What the listing's views need of a query to try it again. */
interface Retryable {
  isFetching: boolean;
  refetch: () => unknown;
}

/** The toast says what went wrong (the listing's query, business-queries.ts); the view keeps the way to try again. */
export function TryAgainButton({ query, className }: { query: Retryable; className?: string }) {
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
