import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { QueryStates } from '../query-states';
import { HalalPhotos } from './halal-photos';
import { HalalQueueCard } from './halal-queue-card';
import { useHalalQueue } from './halal-queue-queries';

/**
 * Issue 34: the admins' 'Disputed and stale' tab. The diners' photos to accept, then the places whose
 * sources disagree about a halal fact, or whose facts have all lapsed, the most followed first; the team's
 * check of a fact settles it.
 */
export function HalalQueueTab() {
  const queue = useHalalQueue();
  return (
    <section aria-labelledby="halal-queue-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="halal-queue-heading" className="text-xl font-semibold text-ink">
          {t('Disputed and stale')}
        </h2>
        <p className="text-sm text-muted">
          {t(
            'Places whose sources disagree about a halal fact, or whose facts all need a re-check, the most followed first. A check by the team outweighs the owner and the diners.',
          )}
        </p>
      </div>
      <HalalPhotos />
      <QueryStates
        query={queue}
        loading={<LoadingBlocks label={t('Loading the places to check…')} blocks={['h-48']} />}
        what={t('The places to check')}
        empty={
          <EmptyState
            icon={ShieldCheck}
            title={t('Nothing is disputed or stale.')}
            text={t("When diners contradict a place's halal facts, or its facts lapse, the place appears here.")}
          />
        }
      >
        {(items) => (
          <ul aria-label={t('Places to check')} className="grid gap-4">
            {items.map((item) => (
              <li key={item.profileId}>
                <HalalQueueCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
