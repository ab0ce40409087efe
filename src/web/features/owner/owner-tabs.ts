import { t } from '../../lib/i18n';

// SPEC §2 /business: eight tabs in this order, kept in the URL as ?tab= beside ?manage= (events by default).
// Issue 16 adds History (the business's audit log), shown only to an admin managing the business. Issue 37
// adds Menu and Offers (with the order and reserve links) after Events, and Insights (what the listing did for
// its owner) after Reviews.
export const ownerTabs = [
  'events',
  'menu',
  'offers',
  'gallery',
  'categories',
  'locations',
  'chats',
  'subscribers',
  'info',
  'reviews',
  'insights',
  // Issue 37.
  'ramadan',
  'history',
] as const;

export type OwnerTab = (typeof ownerTabs)[number];

/** The tabs a person sees: the owner's eleven, and History for an admin managing the business. */
export function visibleOwnerTabs(managing: boolean): readonly OwnerTab[] {
  return managing ? ownerTabs : ownerTabs.filter((tab) => tab !== 'history');
}

/** The tab a ?tab= value names among the visible ones; anything else is the default, events. */
export function ownerTabOf(value: string | null, managing = false): OwnerTab {
  return visibleOwnerTabs(managing).find((tab) => tab === value) ?? 'events';
}

/** The tab labels; gallery and subscribers carry their counts, Customer Chats its unread conversations. */
export function ownerTabLabel(
  tab: OwnerTab,
  counts: { images: number; activeSubscribers: number; unreadChats: number },
): string {
  switch (tab) {
    case 'events':
      return t('Events');
    case 'menu':
      return t('Menu');
    case 'offers':
      return t('Offers');
    case 'gallery':
      return t('Gallery ({count})', { count: counts.images });
    case 'categories':
      return t('Categories');
    case 'locations':
      return t('Locations');
    case 'chats':
      return counts.unreadChats > 0
        ? t('Customer Chats ({count})', { count: counts.unreadChats })
        : t('Customer Chats');
    case 'subscribers':
      return t('Subscribers ({count})', { count: counts.activeSubscribers });
    case 'info':
      return t('Business Info');
    case 'reviews':
      return t('Reviews');
    case 'insights':
      return t('Insights');
    case 'ramadan':
      return t('Ramadan');
    case 'history':
      return t('History');
  }
}
