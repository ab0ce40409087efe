import { Scale } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { useAdminDisputes } from '../admin-queries';
import { QueryStates } from '../query-states';
import { DisputeCard } from './dispute-card';

/** SPEC §2 /admin Disputes: review disputes newest first; pending ones can be resolved. */
export function DisputesTab() {
  const disputes = useAdminDisputes();
  const pending = disputes.data?.filter((dispute) => dispute.status === 'pending').length ?? 0;
  return (
    <section aria-labelledby="disputes-heading" className="grid gap-4">
      <h2 id="disputes-heading" className="text-xl font-semibold text-ink">
        {t('Review Disputes')}
      </h2>
      <QueryStates
        query={disputes}
        loading={<LoadingBlocks label={t('Loading disputes…')} blocks={['h-48']} />}
        what={t('The disputes')}
        empty={
          <EmptyState
            icon={Scale}
            title={t('No disputes')}
            text={t('When an owner disputes a review of their business, it appears here.')}
          />
        }
      >
        {(items) => (
          <>
            <p role="status" className="text-sm text-muted">
              {t('{count, plural, one {# dispute} other {# disputes}}, {pending} pending', {
                count: items.length,
                pending,
              })}
            </p>
            <ul aria-label={t('Review disputes')} className="grid gap-4">
              {items.map((dispute) => (
                <li key={dispute.id}>
                  <DisputeCard dispute={dispute} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </section>
  );
}
