import { Bike, CalendarCheck, ShoppingBag, UtensilsCrossed } from 'lucide-react';
import type { ActionLinkKind } from '../../../domain/offers';
import { buttonClasses } from '../../components/ui/button';
import type { BusinessPageData } from '../../lib/business-queries';
import { t } from '../../lib/i18n';
import { insightLink } from '../../lib/insights';

const ICONS = { order_online: ShoppingBag, reserve: CalendarCheck, delivery: Bike, catering: UtensilsCrossed };

/** The visible label of a link's button. */
export function actionLinkLabel(kind: ActionLinkKind): string {
  switch (kind) {
    case 'order_online':
      return t('Order online');
    case 'reserve':
      return t('Reserve a table');
    case 'delivery':
      return t('Delivery');
    case 'catering':
      return t('Catering');
  }
}

/**
 * Issue 37: order online, reserve a table, delivery and catering, as buttons that open the business's own
 * pages; a location's own link names the location. Each tap counts in the owner's Insights (decision 036).
 */
export function BusinessActionLinks({
  business,
}: {
  business: Pick<BusinessPageData, 'id' | 'actionLinks' | 'locations'>;
}) {
  if (business.actionLinks.length === 0) return null;
  const placeOf = (id: string | null) => {
    const location = id ? business.locations.find((l) => l.id === id) : undefined;
    return location ? location.name || location.city || null : null;
  };
  return (
    <ul aria-label={t('Order and reserve')} className="flex flex-wrap gap-2">
      {business.actionLinks.map((link) => {
        const Icon = ICONS[link.kind];
        const place = placeOf(link.locationId);
        return (
          <li key={`${link.locationId ?? ''}:${link.kind}`}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={buttonClasses('outline', 'md')}
              // Its taps count in the owner's Insights: 'order online' on its own, the others together.
              {...insightLink(business.id, link.kind === 'order_online' ? 'order' : 'action')}
            >
              <Icon aria-hidden="true" className="size-4" />
              {place
                ? t('{action} ({place})', { action: actionLinkLabel(link.kind), place })
                : actionLinkLabel(link.kind)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
