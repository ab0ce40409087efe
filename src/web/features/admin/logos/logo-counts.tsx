import type { LogosOverview } from '../admin-queries';

/** SPEC §2 Logos manager counts. */
export function LogoCounts({ counts }: { counts: LogosOverview['counts'] }) {
  const items = [
    { label: 'Total Logos', value: counts.total },
    { label: 'Active Logos', value: counts.active },
    { label: 'Businesses Without Logos', value: counts.withoutLogo },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {items.map(({ label, value }) => (
        <div key={label} className="grid content-between gap-1 rounded-lg border border-line bg-stone-50 p-3">
          <dt className="text-xs text-muted sm:text-sm">{label}</dt>
          <dd className="text-xl font-bold text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
