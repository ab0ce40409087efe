import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { AdminLoadFailure } from '../admin-load-failure';
import { type AdminBusiness, type ModerationStatus, useAdminBusinesses } from '../admin-queries';
import { useAdminSearchTerm } from '../admin-search-box';

export interface ModerationListProps {
  status: ModerationStatus;
  /** The list's accessible name, e.g. 'Pending listings'. */
  label: string;
  empty: { icon: LucideIcon; title: string; text: string };
  children: (business: AdminBusiness) => ReactNode;
}

/** The listings of one moderation tab (searched by ?q=), 50 at a time with 'Load more'. */
export function ModerationList({ status, label, empty, children }: ModerationListProps) {
  const q = useAdminSearchTerm();
  const list = useAdminBusinesses(status, q);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  if (list.isPending) {
    return <LoadingBlocks label={t('Loading listings…')} blocks={['h-40', 'h-40']} />;
  }
  if (list.isError && items.length === 0) {
    return <AdminLoadFailure what={t('The listings')} onRetry={() => void list.refetch()} />;
  }
  return (
    <div className="grid gap-4">
      <p role="status" className="text-sm text-muted">
        {q
          ? t('{count, plural, one {# listing} other {# listings}} matching “{q}”', { count: total, q })
          : t('{count, plural, one {# listing} other {# listings}}', { count: total })}
      </p>
      {items.length === 0 ? (
        q ? (
          <EmptyState icon={empty.icon} title={t('No matches')} text={t('No listings match your search.')} />
        ) : (
          <EmptyState {...empty} />
        )
      ) : (
        <ul aria-label={label} className="grid gap-4">
          {items.map((business) => (
            <li key={business.id}>{children(business)}</li>
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} />
    </div>
  );
}
