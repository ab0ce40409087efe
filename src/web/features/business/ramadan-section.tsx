import { type LucideIcon, Moon, Sunrise, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatTime } from '../../../domain/opening-hours';
import { priceText } from '../../../domain/prices';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import type { BusinessPageData } from '../../lib/business-queries';
import { activeIntlLocale, t } from '../../lib/i18n';

type Ramadan = NonNullable<BusinessPageData['ramadan']>;

const clock = (time: string) => formatTime(time, activeIntlLocale());

/**
 * Issue 37, during the season: each location's iftar tonight (opening, closing, and tonight's maghrib there)
 * and its suhoor (open now, or the next), then the Ramadan specials. The server works the times out.
 */
export function RamadanSection({ ramadan }: { ramadan: Ramadan }) {
  const named = ramadan.places.length > 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Moon aria-hidden="true" className="size-5 text-brand" />
          {t('Ramadan')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {ramadan.places.map((place) => (
          <div key={place.locationId} className="grid gap-1.5 text-sm">
            {named && <h3 className="font-semibold text-ink">{place.name}</h3>}
            {place.iftar && (
              <ServingLine icon={Moon} label={t('Iftar tonight')} times={place.iftar}>
                <span className="text-muted">{t('Maghrib {time}', { time: clock(place.iftar.maghrib) })}</span>
              </ServingLine>
            )}
            {place.suhoor && (
              <ServingLine icon={Sunrise} label={t('Suhoor')} times={place.suhoor}>
                {place.suhoor.openNow && <Badge>{t('Open for suhoor now')}</Badge>}
              </ServingLine>
            )}
          </div>
        ))}
        {ramadan.specials.length > 0 && (
          <div className="grid gap-2">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
              <UtensilsCrossed aria-hidden="true" className="size-4 text-brand" />
              {t('Ramadan specials')}
            </h3>
            <ul className="grid gap-2">
              {ramadan.specials.map((special) => (
                <li key={special.id} className="grid gap-0.5 rounded-lg bg-brand-soft/60 p-3 text-sm">
                  <p className="flex flex-wrap justify-between gap-x-3 font-medium text-ink">
                    <span className="[overflow-wrap:anywhere]">{special.name}</span>
                    <span className="font-bold text-brand-strong">{priceText(special.priceCents)}</span>
                  </p>
                  {special.description && <p className="text-stone-700">{special.description}</p>}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** One meal's line: its icon and name, when it opens and closes, and what else is said of it. */
function ServingLine({
  icon: Icon,
  label,
  times,
  children,
}: {
  icon: LucideIcon;
  label: string;
  times: { opens: string; closes: string };
  children: ReactNode;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
      <span className="font-medium text-ink">{label}</span>
      <span>{t('{opens} – {closes}', { opens: clock(times.opens), closes: clock(times.closes) })}</span>
      {children}
    </p>
  );
}
