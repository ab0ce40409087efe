import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { AdminLoadFailure } from '../admin-load-failure';
import { ClaimCard } from './claim-card';
import { useClaimsQueue } from './claim-queries';

/**
 * Issue 35: the 'Claims' tab, the documents people sent to prove a place is theirs (a business licence, a
 * utility bill, a certificate), oldest first. Approved, the place is theirs; rejected, they are told why.
 */
export function ClaimsTab() {
  const [page, setPage] = useState(1);
  const queue = useClaimsQueue(page);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {t('Claims')}
        </h2>
        <p className="text-sm text-muted">
          {t('People who sent a document to prove a place is theirs. Codes by email need no review.')}
        </p>
      </div>
      {queue.isPending ? (
        <LoadingBlocks label={t('Loading claims…')} blocks={['h-40', 'h-40']} />
      ) : queue.isError ? (
        <AdminLoadFailure what={t('The claims')} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('No claims are waiting.')}</p>
      ) : (
        <>
          <ul aria-label={t('Claims waiting')} className="grid gap-4 lg:grid-cols-2">
            {queue.data.items.map((claim) => (
              <li key={claim.id}>
                <ClaimCard claim={claim} />
              </li>
            ))}
          </ul>
          {(page > 1 || queue.data.hasMore) && (
            <nav aria-label={t('Claims pages')} className="flex flex-wrap items-center gap-3">
              <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {t('Previous')}
              </Button>
              <span className="text-sm text-muted">{t('Page {page}', { page })}</span>
              <Button variant="outline" size="sm" disabled={!queue.data.hasMore} onClick={() => setPage(page + 1)}>
                {t('Next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
