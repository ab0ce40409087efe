import type { LocationHours } from '../../../domain/hours';
import { weeklySummary } from '../../../domain/opening-hours';
import { wallReading } from '../../../domain/zoned-time';
import { cn } from '../../components/ui/class-names';
import { activeIntlLocale, t, translate } from '../../lib/i18n';

interface WeeklyHoursTableProps {
  hours: LocationHours;
  /** The table's caption, e.g. 'Weekly hours at Carmel'. */
  caption: string;
  /** The browser's clock; null until mounted, when no day is marked as today. */
  now: Date | null;
}

/** Issue 17: the week, Monday to Sunday, today's row (on the location's clock) emphasised. */
export function WeeklyHoursTable({ hours, caption, now }: WeeklyHoursTableProps) {
  const today = now ? wallReading(now, hours.timeZone).weekday : null;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('Day')}</th>
          <th scope="col">{t('Hours')}</th>
        </tr>
      </thead>
      <tbody>
        {weeklySummary(hours, t, activeIntlLocale()).map((day) => {
          const isToday = day.day === today;
          // The summary's words may come in the visitor's language.
          const closed = day.text === 'Closed' || day.text === translate('Closed');
          return (
            <tr
              key={day.day}
              aria-current={isToday ? 'date' : undefined}
              className={cn('border-b border-line last:border-0', isToday && 'bg-brand-soft font-semibold text-ink')}
            >
              <th scope="row" className="py-1.5 pe-4 ps-2 text-start align-top font-medium text-ink">
                {day.name}
              </th>
              <td className={cn('py-1.5 pe-2 text-end', closed ? 'text-muted' : 'text-stone-700')}>{day.text}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
