import { Link } from 'react-router';
import { accountTypeLabel } from '../../../../domain/profile';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { t, translate } from '../../../lib/i18n';
import type { AdminUser } from '../admin-queries';
import { userName } from '../admin-queries';
import { UserActions } from './user-actions';

/** SPEC §2 /admin Users: one profile with its role, ban and businesses; the signed-in admin's own row has no actions. */
export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const headingId = `user-${user.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="min-w-0 text-lg font-semibold break-words text-ink">
            {userName(user)}
          </h3>
          {isSelf && <Badge variant="outline">{t('You')}</Badge>}
          <Badge variant={user.role === 'admin' ? 'accent' : user.role === 'business_owner' ? 'brand' : 'muted'}>
            {translate(accountTypeLabel(user.role))}
          </Badge>
          {user.banned && <Badge className="bg-danger-soft text-danger-strong">{t('Banned')}</Badge>}
        </div>
        <p className="text-sm break-all text-muted">{user.email}</p>
        <p className="text-sm text-muted">
          {user.emailVerified
            ? t('Joined {date}', { date: formatDate(user.createdAt) })
            : t('Joined {date} · Email not confirmed', { date: formatDate(user.createdAt) })}
        </p>
        {user.banned && (
          <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-strong">
            <span className="font-semibold">
              {user.bannedAt ? t('Banned {date}:', { date: formatDate(user.bannedAt) }) : t('Banned:')}
            </span>{' '}
            {user.banReason ?? t('No reason recorded')}
          </p>
        )}
        {user.businesses.length > 0 && (
          <p className="text-sm text-muted">
            {t('Owns:')}{' '}
            {user.businesses.map((business, index) => (
              <span key={business.id}>
                {index > 0 && ', '}
                <Link to={`/r/${business.slug}`} className="text-brand underline-offset-4 hover:underline">
                  {business.name}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      {!isSelf && (
        <div className="border-t border-line pt-3">
          <UserActions user={user} />
        </div>
      )}
    </article>
  );
}
