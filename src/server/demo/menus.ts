import { randomUUID } from 'node:crypto';
import type { MenuItemInput } from '../../domain/menu';
import type { businessActionLinks, businessLocations, businessOffers, menuItems, menuSections } from '../db/schema';
import type { DemoListing } from './rows';

// Issue 37: menus, offers and action links on a few demo places, so the feature shows on `npm start`.

type Dish = Partial<MenuItemInput> & { name: string; priceCents: number };
const zabiha = (meat: MenuItemInput['meat']) => ({ meat, handSlaughtered: 'yes' as const });
const veg = { vegetarian: true };

const MENUS: Record<string, { name: string; items: Dish[] }[]> = {
  'Saffron Lantern Kitchen': [
    {
      name: 'Biryani and rice',
      items: [
        {
          name: 'Chicken Dum Biryani',
          priceCents: 1599,
          description: 'Slow-cooked under a sealed lid.',
          ...zabiha('chicken'),
        },
        { name: 'Lamb Haleem', priceCents: 1399, description: 'Weekends only.', ...zabiha('lamb') },
        { name: 'Vegetable Biryani', priceCents: 1299, ...veg },
      ],
    },
    {
      name: 'Grill',
      items: [
        { name: 'Seekh Kebab', priceCents: 1499, ...zabiha('beef') },
        { name: 'Tandoori Fish', priceCents: 1699, meat: 'fish' },
      ],
    },
    { name: 'Drinks', items: [{ name: 'Mango Lassi', priceCents: 499, ...veg }] },
  ],
  'Zaytoon Grill House': [
    {
      name: 'Shawarma',
      items: [
        { name: 'Chicken Shawarma Plate', priceCents: 1450, ...zabiha('chicken') },
        { name: 'Beef Shawarma Wrap', priceCents: 1195, meat: 'beef', handSlaughtered: 'no' },
      ],
    },
    {
      name: 'Mezze',
      items: [
        { name: 'Hummus with Pita', priceCents: 795, ...veg },
        { name: 'Wine-braised Octopus', priceCents: 1895, meat: 'seafood', containsAlcohol: true },
      ],
    },
  ],
};

/** A calendar day `days` after `today` (YYYY-MM-DD). */
function dayAfter(today: string, days: number): string {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `locations`: the demo's location rows, for the links one location has of its own. */
export function demoMenuRows(
  listings: DemoListing[],
  today: string,
  ownerId: string | null,
  locations: (typeof businessLocations.$inferInsert)[] = [],
) {
  const byName = new Map(listings.map((l) => [l.business.name, l.id]));
  const sections: (typeof menuSections.$inferInsert)[] = [];
  const items: (typeof menuItems.$inferInsert)[] = [];
  for (const [name, menu] of Object.entries(MENUS)) {
    const businessId = byName.get(name);
    if (!businessId) continue;
    menu.forEach((section, position) => {
      const id = randomUUID();
      sections.push({ id, businessId, name: section.name, position });
      items.push(...section.items.map((dish, i) => ({ ...dish, sectionId: id, businessId, position: i })));
    });
  }
  const saffron = byName.get('Saffron Lantern Kitchen');
  const zaytoon = byName.get('Zaytoon Grill House');
  const offers: (typeof businessOffers.$inferInsert)[] = [];
  const links: (typeof businessActionLinks.$inferInsert)[] = [];
  if (saffron) {
    offers.push({
      businessId: saffron,
      title: 'Weekday lunch thali for $9.99',
      text: 'Monday to Friday, 11 am to 2 pm.',
      startsOn: dayAfter(today, -3),
      endsOn: dayAfter(today, 25),
      needsPassportStamp: true,
      createdBy: ownerId,
    });
    links.push(
      { businessId: saffron, kind: 'order_online', url: 'https://order.example.com/saffron-lantern', position: 0 },
      { businessId: saffron, kind: 'reserve', url: 'https://tables.example.com/saffron-lantern', position: 1 },
    );
    // The Fishers kitchen delivers through its own page: 'Delivery (Fishers)' on the listing.
    const fishers = locations.find((l) => l.businessId === saffron && l.name === 'Fishers')?.id;
    if (fishers) {
      links.push({
        businessId: saffron,
        locationId: fishers,
        kind: 'delivery',
        url: 'https://delivery.example.com/saffron-lantern-fishers',
        position: 2,
      });
    }
  }
  if (zaytoon) {
    // Over already: shown nowhere, kept in the owner's list.
    offers.push({
      businessId: zaytoon,
      title: 'Free baklava with any platter',
      startsOn: dayAfter(today, -40),
      endsOn: dayAfter(today, -10),
    });
    links.push({ businessId: zaytoon, kind: 'catering', url: 'https://zaytoon.example.com/catering', position: 3 });
  }
  return { sections, items, offers, links };
}
