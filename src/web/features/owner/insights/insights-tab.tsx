import { useState } from 'react';
import { INSIGHT_PERIODS, type InsightMetric, type InsightPeriod, percentChange } from '../../../../domain/insights';
import { cn } from '../../../components/ui/class-names';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { TryAgainButton } from '../../../components/ui/try-again-button';
import { formatCalendarDay, formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { TabHeader } from '../tab-header';
import { CHART_SERIES, InsightsChart } from './insights-chart';
import { type BusinessInsights, useBusinessInsights } from './insights-queries';

/** The numbers shown, in this order, each with its name. */
const METRICS: readonly { metric: InsightMetric; label: () => string }[] = [
  { metric: 'impression', label: () => t('Shown in results') },
  { metric: 'view', label: () => t('Page views') },
  { metric: 'phone', label: () => t('Calls') },
  { metric: 'directions', label: () => t('Direction requests') },
  { metric: 'website', label: () => t('Website visits') },
  { metric: 'order', label: () => t('Online orders') },
  { metric: 'action', label: () => t('Other action links') },
  { metric: 'chat', label: () => t('Chats started') },
  { metric: 'save', label: () => t('Saves') },
  { metric: 'stamp', label: () => t('Passport stamps') },
  { metric: 'subscription', label: () => t('Subscriptions') },
];

const periodLabel = (days: InsightPeriod) => t('Last {count} days', { count: days });

/**
 * Issue 37: what the listing did for its owner — the last 7, 30 or 90 days against the days before, a
 * chart by day and the searches that showed the place most. Counted on the server, without tracking anyone.
 */
export function InsightsTab({ businessId }: { businessId: string }) {
  const [days, setDays] = useState<InsightPeriod>(30);
  const insights = useBusinessInsights(businessId, days);
  return (
    <div className="grid gap-5">
      <TabHeader
        title={t('Insights')}
        description={t(
          'What your listing did for you. Counted on our own server, without tracking anyone: robots and your own visits are left out.',
        )}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-ink">{t('Period')}</legend>
        <div className="flex flex-wrap gap-2">
          {INSIGHT_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={period === days}
              onClick={() => setDays(period)}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                period === days ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:bg-canvas',
              )}
            >
              {periodLabel(period)}
            </button>
          ))}
        </div>
      </fieldset>
      {insights.isPending ? (
        <LoadingBlocks label={t('Loading insights…')} blocks={['h-40', 'h-56']} />
      ) : insights.isError ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-muted">{t('Your insights could not be loaded.')}</p>
          <TryAgainButton query={insights} />
        </div>
      ) : (
        <InsightsBody insights={insights.data} busy={insights.isPlaceholderData} />
      )}
    </div>
  );
}

function InsightsBody({ insights, busy }: { insights: BusinessInsights; busy: boolean }) {
  const from = formatCalendarDay(insights.from, { short: true });
  const to = formatCalendarDay(insights.to, { short: true });
  return (
    <div className={cn('grid gap-6', busy && 'opacity-60')} aria-busy={busy}>
      <section aria-labelledby="insights-totals" className="grid gap-3">
        <h3 id="insights-totals" className="font-semibold text-ink">
          {t('{from} – {to}, against the {count} days before', { from, to, count: insights.days })}
        </h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {METRICS.map(({ metric, label }) => (
            <MetricCard key={metric} label={label()} {...insights.totals[metric]} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="insights-by-day" className="grid gap-3">
        <h3 id="insights-by-day" className="font-semibold text-ink">
          {t('By day')}
        </h3>
        <InsightsChart daily={insights.daily} />
        <details className="rounded-lg border border-line bg-white">
          <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-ink">{t('The numbers by day')}</summary>
          {/* Ninety rows scroll in their own box, which the keyboard can reach and scroll. */}
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable to scroll it
            tabIndex={0}
            aria-label={t('The numbers by day')}
            className="max-h-80 overflow-auto px-4 pb-3"
          >
            <table className="w-full text-sm">
              <thead>
                <tr className="text-start text-muted">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('Day')}
                  </th>
                  {CHART_SERIES.map(({ key, label }) => (
                    <th key={key} scope="col" className="py-1 text-end font-medium">
                      {label()}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...insights.daily].reverse().map((day) => (
                  <tr key={day.day} className="border-t border-line">
                    <th scope="row" className="py-1 text-start font-normal">
                      {formatCalendarDay(day.day, { short: true })}
                    </th>
                    {CHART_SERIES.map(({ key }) => (
                      <td key={key} className="py-1 text-end tabular-nums">
                        {formatNumber(day[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </details>
      </section>
      <section aria-labelledby="insights-searches" className="grid gap-3">
        <h3 id="insights-searches" className="font-semibold text-ink">
          {t('Searches that showed your place')}
        </h3>
        {insights.searches.length === 0 ? (
          <p className="text-sm text-muted">{t('No searches showed your place in this period yet.')}</p>
        ) : (
          <ol className="grid gap-1">
            {insights.searches.map((search) => (
              <li
                key={search.term}
                className="flex items-baseline justify-between gap-3 border-b border-line py-1.5 last:border-0"
              >
                <span className="[overflow-wrap:anywhere] text-ink">{search.term}</span>
                <span className="shrink-0 text-sm text-muted tabular-nums">
                  {t('{count, plural, one {# time} other {# times}}', { count: search.count })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function MetricCard({ label, current, previous }: { label: string; current: number; previous: number }) {
  const change = percentChange(current, previous);
  const changeText =
    change === null
      ? current > 0
        ? t('New this period')
        : t('None yet')
      : change === 0
        ? t('No change')
        : change > 0
          ? t('Up {percent}%', { percent: formatNumber(change) })
          : t('Down {percent}%', { percent: formatNumber(-change) });
  return (
    <li className="grid gap-1 rounded-lg border border-line bg-white p-3">
      <span className="text-sm text-muted">{label}</span>
      <span className="text-2xl font-semibold text-ink tabular-nums">{formatNumber(current)}</span>
      <span
        className={cn(
          'text-xs',
          change !== null && change > 0
            ? 'text-brand-strong'
            : change !== null && change < 0
              ? 'text-danger'
              : 'text-muted',
        )}
      >
        {changeText}
        <span className="sr-only">{t(', {count} in the period before', { count: formatNumber(previous) })}</span>
      </span>
    </li>
  );
}
