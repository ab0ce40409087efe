import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatNumber } from '../../lib/format';
import { t } from '../../lib/i18n';

interface RestaurantInfoCardProps {
  photoCount: number;
  upcomingEventCount: number;
}

/** SPEC §2 /r/{slug} 'Restaurant Info': counts of photos and upcoming events. */
export function RestaurantInfoCard({ photoCount, upcomingEventCount }: RestaurantInfoCardProps) {
  const rows = [
    { label: t('Photos'), value: photoCount },
    { label: t('Upcoming Events'), value: upcomingEventCount },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Restaurant Info')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2">
          {rows.map((row) => (
            <div
              key={row.label}
              className="flex items-center justify-between gap-4 border-b border-line pb-2 last:border-0 last:pb-0"
            >
              <dt className="text-muted">{row.label}</dt>
              <dd className="font-semibold text-ink tabular-nums">{formatNumber(row.value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
