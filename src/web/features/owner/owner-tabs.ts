// SPEC §2 /business: eight tabs in this order, kept in the URL as ?tab= beside ?manage= (events by default).
export const ownerTabs = [
  'events',
  'gallery',
  'categories',
  'locations',
  'chats',
  'subscribers',
  'info',
  'reviews',
] as const;

export type OwnerTab = (typeof ownerTabs)[number];

/** The tab a ?tab= value names; anything else is the default, events. */
export function ownerTabOf(value: string | null): OwnerTab {
  return ownerTabs.find((tab) => tab === value) ?? 'events';
}

/** The tab labels; gallery and subscribers carry their counts, Customer Chats its unread conversations. */
export function ownerTabLabel(
  tab: OwnerTab,
  counts: { images: number; activeSubscribers: number; unreadChats: number },
): string {
  switch (tab) {
    case 'events':
      return 'Events';
    case 'gallery':
      return `Gallery (${counts.images})`;
    case 'categories':
      return 'Categories';
    case 'locations':
      return 'Locations';
    case 'chats':
      return counts.unreadChats > 0 ? `Customer Chats (${counts.unreadChats})` : 'Customer Chats';
    case 'subscribers':
      return `Subscribers (${counts.activeSubscribers})`;
    case 'info':
      return 'Business Info';
    case 'reviews':
      return 'Reviews';
  }
}
