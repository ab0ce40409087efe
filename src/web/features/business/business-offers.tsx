import { Stamp, Tag } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import type { BusinessPageData } from '../../lib/business-queries';
import { formatCalendarDay } from '../../lib/format';
import { t } from '../../lib/i18n';

/** Issue 37: the offers running today, shown only when there are some. */
export function BusinessOffers({ offers }: { offers: BusinessPageData['offers'] }) {
  if (offers.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Tag aria-hidden="true" className="size-5 text-brand" />
          {t('Offers')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {offers.map((offer) => (
            <li key={offer.id} className="grid gap-1 rounded-lg border border-line p-3">
              <h3 dir="auto" className="font-semibold break-words text-ink">
                {offer.title}
              </h3>
              {offer.text && (
                <p dir="auto" className="text-sm break-words whitespace-pre-line text-stone-700">
                  {offer.text}
                </p>
              )}
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
                <span>{t('Until {date}', { date: formatCalendarDay(offer.endsOn) })}</span>
                {offer.needsPassportStamp && (
                  <Badge variant="accent" className="gap-1">
                    <Stamp aria-hidden="true" className="size-3.5" />
                    {t('Show your passport stamp')}
                  </Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
