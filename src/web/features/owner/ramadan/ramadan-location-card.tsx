import { Moon, Pencil, Sunrise } from 'lucide-react';
import { formatTime } from '../../../../domain/opening-hours';
import { Button } from '../../../components/ui/button';
import { formatCalendarDay } from '../../../lib/format';
import { activeIntlLocale, t } from '../../../lib/i18n';
import type { RamadanLocation } from './ramadan-queries';

const clock = (time: string) => formatTime(time, activeIntlLocale());

/** One location of the Ramadan tab: today's maghrib there, its iftar and suhoor ranges, and Edit. */
export function RamadanLocationCard({ location, onEdit }: { location: RamadanLocation; onEdit: () => void }) {
  const range = (from: string, to: string) =>
    t('{from} – {to}', { from: formatCalendarDay(from), to: formatCalendarDay(to) });
  return (
    <li className="grid gap-3 rounded-lg border border-line bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 className="font-semibold text-ink [overflow-wrap:anywhere]">{location.name}</h3>
          <p className="text-sm text-muted">
            {t('Maghrib today: {time}', { time: clock(location.maghribToday) })}
            {!location.pinned && ` · ${t('Approximate: this location has no map pin.')}`}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('Edit Ramadan hours for {name}', { name: location.name })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('Edit')}
        </Button>
      </div>
      <div className="grid gap-1 text-sm">
        <p className="flex items-center gap-1.5 font-medium text-ink">
          <Moon aria-hidden="true" className="size-4 text-brand" />
          {t('Iftar')}
        </p>
        {location.iftar.length === 0 ? (
          <p className="text-muted">{t('No iftar hours yet.')}</p>
        ) : (
          <ul className="grid gap-1 text-stone-700">
            {location.iftar.map((r) => (
              <li key={r.from}>
                {range(r.from, r.to)}:{' '}
                {r.opensAt
                  ? t('{opens} – {closes}', { opens: clock(r.opensAt), closes: clock(r.closes) })
                  : r.minutesBeforeMaghrib > 0
                    ? t('{minutes} min before maghrib – {closes}', {
                        minutes: r.minutesBeforeMaghrib,
                        closes: clock(r.closes),
                      })
                    : t('Maghrib – {closes}', { closes: clock(r.closes) })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-1 text-sm">
        <p className="flex items-center gap-1.5 font-medium text-ink">
          <Sunrise aria-hidden="true" className="size-4 text-brand" />
          {t('Suhoor')}
        </p>
        {location.suhoor.length === 0 ? (
          <p className="text-muted">{t('No suhoor hours yet.')}</p>
        ) : (
          <ul className="grid gap-1 text-stone-700">
            {location.suhoor.map((r) => (
              <li key={r.from}>
                {range(r.from, r.to)}: {t('{opens} – {closes}', { opens: clock(r.opens), closes: clock(r.closes) })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
