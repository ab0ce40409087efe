import { useEffect, useState } from 'react';
import { DIRECTORY_TIME_ZONE } from '../../../domain/events';
import { intlLocale } from '../../../domain/locales';
import { formatTime } from '../../lib/format';
import { activeLocale } from '../../lib/i18n';

/**
 * 'Sunday, November 22, 2026 · 4:05 PM' on the business's clock (Indiana), the day as well as the time:
 * a browser elsewhere would otherwise show another day beside Indiana's hour.
 */
export function formatClock(date: Date): string {
  const day = date.toLocaleDateString(intlLocale(activeLocale()), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: DIRECTORY_TIME_ZONE,
  });
  return `${day} · ${formatTime(date)}`;
}

/** SPEC §2 /business header: the current date and time, refreshed every minute (SPEC §9: 60 seconds). */
export function DashboardClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="text-xs text-muted md:text-sm">
      <time dateTime={now.toISOString()}>{formatClock(now)}</time>
    </p>
  );
}
