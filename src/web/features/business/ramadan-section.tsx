import { Moon, Sunrise, UtensilsCrossed } from 'lucide-react';
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
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
                <Moon aria-hidden="true" className="size-4 shrink-0 text-brand" />
                <span className="font-medium text-ink">{t('Iftar tonight')}</span>
                <span>
                  {t('{opens} – {closes}', { opens: clock(place.iftar.opens), closes: clock(place.iftar.closes) })}
                </span>
                <span className="text-muted">{t('Maghrib {time}', { time: clock(place.iftar.maghrib) })}</span>
              </p>
            )}
            {place.suhoor && (
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
                <Sunrise aria-hidden="true" className="size-4 shrink-0 text-brand" />
                <span className="font-medium text-ink">{t('Suhoor')}</span>
                <span>
                  {t('{opens} – {closes}', { opens: clock(place.suhoor.opens), closes: clock(place.suhoor.closes) })}
                </span>
                {place.suhoor.openNow && <Badge>{t('Open for suhoor now')}</Badge>}
              </p>
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
