import { Check } from 'lucide-react';
import { useId } from 'react';
import { PASSPORT_RANKS, passportProgress, passportRank } from '../../../domain/passport';
import { cn } from '../../components/ui/class-names';
import { formatNumber } from '../../lib/format';
import { t, translate } from '../../lib/i18n';
import type { PassportData } from './passport-queries';

/** What is left to the next rank, or that the top one is reached. */
function nextRankText(visited: number): string {
  const next = PASSPORT_RANKS.find((rank) => rank.from > visited);
  if (!next) return t('You hold the highest rank. Keep exploring!');
  const left = next.from - visited;
  return t('{left, plural, one {# more stamp} other {# more stamps}} to {rank}', { left, rank: translate(next.name) });
}

/** SPEC §4 Passport rank: the holder's rank, the bar towards the next one and how many places are stamped. */
export function HolderStatsPage({ passport }: { passport: PassportData }) {
  const { visited } = passport;
  const rank = passportRank(visited);
  const progress = passportProgress(visited);
  const labelId = useId();
  return (
    <div className="flex flex-1 flex-col gap-5">
      <h2 className="font-serif text-xs font-bold tracking-[0.25em] text-[#0f3d2e] uppercase rtl:tracking-normal">
        {t('Explorer rank')}
      </h2>
      <div className="grid gap-1">
        <p className="font-serif text-3xl font-bold text-[#0f3d2e]">{translate(rank)}</p>
        <p className="text-muted">
          {t('Places visited:')} <span className="font-semibold text-ink">{formatNumber(visited)}</span>{' '}
          {t('of {total}', { total: passport.businesses.length })}
        </p>
      </div>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <p id={labelId} className="font-medium">
            {t('Progress to next rank')}
          </p>
          <p aria-hidden="true" className="tabular-nums text-muted">
            {t('{percent}%', { percent: progress })}
          </p>
        </div>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-3 overflow-hidden rounded-full bg-[#0f3d2e]/15"
        >
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-500"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="text-sm text-muted">{nextRankText(visited)}</p>
      </div>
      <ol aria-label={t('Ranks')} className="grid gap-1.5 text-sm">
        {PASSPORT_RANKS.map((step) => {
          const current = step.name === rank;
          const reached = visited >= step.from;
          return (
            <li
              key={step.name}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'flex items-center justify-between gap-3 rounded-md px-3 py-1.5',
                current ? 'bg-[#0f3d2e] font-semibold text-[#f5e7bd]' : 'text-ink/80',
              )}
            >
              <span className="flex items-center gap-2">
                <Check aria-hidden="true" className={cn('size-4', !reached && 'invisible')} />
                {translate(step.name)}
              </span>
              <span className="tabular-nums">{`${formatNumber(step.from)}+`}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
