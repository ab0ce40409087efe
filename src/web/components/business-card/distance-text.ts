import { formatDistance } from '../../../domain/geo';
import { intlLocale } from '../../../domain/locales';
import { formatNumber } from '../../lib/format';
import { activeLocale, t } from '../../lib/i18n';

/** How far a place is, in the visitor's language: '2.3 mi' close by, '12 mi' from ten miles on. */
export function distanceText(miles: number): string {
  return formatDistance(miles, t, intlLocale(activeLocale()));
}

/** A radius to search within, in whole miles: '25 mi'. */
export function radiusText(miles: number): string {
  return t('{distance} mi', { distance: formatNumber(miles) });
}
