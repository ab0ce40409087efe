import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { LogosOverview } from '../admin-queries';

/** SPEC §2 Logos manager counts. */
export function LogoCounts({ counts }: { counts: LogosOverview['counts'] }) {
  const items = [
    { key: 'total', label: t('Total Logos'), value: counts.total },
    { key: 'active', label: t('Active Logos'), value: counts.active },
    { key: 'withoutLogo', label: t('Businesses Without Logos'), value: counts.withoutLogo },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {items.map(({ key, label, value }) => (
        <div key={key} className="grid content-between gap-1 rounded-lg border border-line bg-stone-50 p-3">
          <dt className="text-xs text-muted sm:text-sm">{label}</dt>
          <dd className="text-xl font-bold text-ink tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
