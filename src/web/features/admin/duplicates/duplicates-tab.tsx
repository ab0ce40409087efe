import { CopyCheck } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { QueryStates } from '../query-states';
import { DuplicatePairCard } from './duplicate-pair-card';
import { useDuplicates } from './duplicates-queries';

/**
 * Issue 35: the admins' 'Possible duplicates': places with the same phone, the same website, or a similar name
 * within 150 m. The admin merges one into the other, or says they are not duplicates.
 */
export function DuplicatesTab() {
  const duplicates = useDuplicates();
  return (
    <section aria-labelledby="duplicates-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="duplicates-heading" className="text-xl font-semibold text-ink">
          {t('Possible duplicates')}
        </h2>
        <p className="text-sm text-muted">
          {t(
            'Places with the same phone, the same website, or a similar name within 150 m. Merging keeps one place: the other’s reviews, stamps, subscribers, chats, photos and halal evidence move to it, and its address leads there.',
          )}
        </p>
      </div>
      <QueryStates
        query={duplicates}
        loading={<LoadingBlocks label={t('Loading possible duplicates…')} blocks={['h-64']} />}
        what={t('The possible duplicates')}
        empty={
          <EmptyState
            icon={CopyCheck}
            title={t('No possible duplicates')}
            text={t('When two places share a phone, a website or a name nearby, they appear here.')}
          />
        }
      >
        {(pairs) => (
          <ul aria-label={t('Possible duplicates')} className="grid gap-4">
            {pairs.map((pair) => (
              <li key={`${pair.first.id}|${pair.second.id}`}>
                <DuplicatePairCard pair={pair} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <LoadMoreButton list={duplicates} />
    </section>
  );
}
