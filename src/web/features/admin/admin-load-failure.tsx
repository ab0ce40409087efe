import { RotateCw } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/** Inline, next to the 'Error loading data' toast: what failed, and a way to try again. */
export function AdminLoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-3">
      <span>{what} could not be loaded.</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </Alert>
  );
}
