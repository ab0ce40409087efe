import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber, formatShortDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { DayCounts } from './insights-queries';

// The series drawn, each with its colour (the brand's green, a blue and an amber, all 3:1 on white).
const SERIES = [
  { key: 'impressions', label: () => t('Shown in results'), stroke: '#15803d' },
  { key: 'views', label: () => t('Page views'), stroke: '#1d4ed8' },
  { key: 'taps', label: () => t('Calls, directions and links'), stroke: '#b45309' },
] as const;

const HEIGHT = 220;
const dayInstant = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/**
 * Issue 37: the period's days as lines (uPlot, which this tab alone loads). The numbers it draws are also
 * in the table beside it, for a screen reader and for anyone who wants them exact.
 */
export function InsightsChart({ daily }: { daily: readonly DayCounts[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      daily.map((day) => dayInstant(day.day)),
      ...SERIES.map(({ key }) => daily.map((day) => day[key])),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1e3), 'UTC'),
        series: [
          { label: t('Day'), value: (_, ts) => (ts == null ? '' : formatShortDate(new Date(ts * 1000))) },
          ...SERIES.map(({ label, stroke }) => ({
            label: label(),
            stroke,
            width: 2,
            value: (_: uPlot, n: number | null) => (n == null ? '' : formatNumber(n)),
          })),
        ],
        axes: [
          { values: (_, ticks) => ticks.map((ts) => formatShortDate(new Date(ts * 1000))) },
          { values: (_, ticks) => ticks.map((n) => formatNumber(n)) },
        ],
        scales: { y: { range: (_, __, max) => [0, Math.max(4, max)] } },
      },
      data,
      element,
    );
    // The chart follows its box's width (a turned phone, a resized window), where the browser can say so.
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [daily]);
  return <div ref={box} aria-hidden="true" className="min-w-0 overflow-hidden" />;
}

export { SERIES as CHART_SERIES };
