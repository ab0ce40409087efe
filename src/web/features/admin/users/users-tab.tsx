import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-context';
import { AdminLoadFailure } from '../admin-load-failure';
import { useAdminUsers } from '../admin-queries';
import { AdminSearchBox, useAdminSearchTerm } from '../admin-search-box';
import { UserRow } from './user-row';

/** SPEC §2 /admin Users: every profile, newest first, searched by name or email, 50 at a time. */
export function UsersTab() {
  const { user: me } = useSession();
  const q = useAdminSearchTerm();
  const list = useAdminUsers(q);
  const users = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <h2 id="users-heading" className="text-xl font-semibold text-ink">
        {t('Users')}
      </h2>
      <AdminSearchBox id="users-search" label={t('Search users')} placeholder={t('Name or email')} />
      {list.isPending ? (
        <LoadingBlocks label={t('Loading users…')} blocks={['h-32', 'h-32']} />
      ) : list.isError && users.length === 0 ? (
        <AdminLoadFailure what={t('The users')} onRetry={() => void list.refetch()} />
      ) : (
        <div className="grid gap-4">
          <p role="status" className="text-sm text-muted">
            {q
              ? t('{count, plural, one {# user} other {# users}} matching “{q}”', { count: total, q })
              : t('{count, plural, one {# user} other {# users}}', { count: total })}
          </p>
          {users.length === 0 ? (
            q ? (
              <EmptyState icon={Users} title={t('No matches')} text={t('No users match your search.')} />
            ) : (
              <EmptyState icon={Users} title={t('No users yet')} text={t('People who sign up appear here.')} />
            )
          ) : (
            <ul aria-label={t('Users')} className="grid gap-4">
              {users.map((user) => (
                <li key={user.id}>
                  <UserRow user={user} isSelf={user.id === me?.id} />
                </li>
              ))}
            </ul>
          )}
          <LoadMoreButton list={list} />
        </div>
      )}
    </section>
  );
}
