import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { t } from '../../../lib/i18n';

/** Issue 16: a change the owner asked for that an admin has not reviewed yet. */
export function WaitingForReview({ children }: { children: ReactNode }) {
  return (
    <Alert tone="info" className="flex gap-2">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{t('Waiting for review.')}</span> {children}
      </p>
    </Alert>
  );
}
