import { Clock, Flag, Mail, Star, Store, Users } from 'lucide-react';
import { formatNumber } from '../../lib/format';
import { msg, translate } from '../../lib/i18n';
import { type AdminStats, useAdminStats } from './admin-queries';

// SPEC §2 /admin stat cards, in this order, then issue 16's open reports.
const stats: { key: keyof AdminStats; label: string; icon: typeof Store }[] = [
  { key: 'totalListings', label: msg('Total Listings'), icon: Store },
  { key: 'pendingApproval', label: msg('Pending Approval'), icon: Clock },
  { key: 'featured', label: msg('Featured'), icon: Star },
  { key: 'unreadMessages', label: msg('Unread Messages'), icon: Mail },
  { key: 'totalUsers', label: msg('Total Users'), icon: Users },
  // Issue 16: community reports waiting in the Reports tab.
  { key: 'openReports', label: msg('Open Reports'), icon: Flag },
];

export function AdminStatCards() {
  const { data } = useAdminStats();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-busy={!data}>
      {stats.map(({ key, label, icon: Icon }) => (
        <div key={key} className="grid gap-1 rounded-xl border border-line bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm text-muted">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
            {translate(label)}
          </dt>
          <dd className="text-2xl font-bold text-ink tabular-nums">{data ? formatNumber(data[key]) : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
