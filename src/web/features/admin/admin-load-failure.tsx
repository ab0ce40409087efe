import { RotateCw } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';

/** Inline, next to the 'Error loading data' toast: what failed, and a way to try again. */
export function AdminLoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-3">
      <span>{t('{what} could not be loaded.', { what })}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('Try Again')}
      </Button>
    </Alert>
  );
}
