import { zonedDateParts } from '../../domain/events';
import { civilDateOf } from '../../domain/ramadan';
import { addDays, dateText } from '../../domain/zoned-time';
import type { ramadanHours, ramadanSpecials } from '../db/schema';

// Issue 37: a few demo places give iftar and suhoor hours and Ramadan specials, over the month from the day the
// data set is loaded, so they show as soon as an admin sets the season (Admin → Ramadan) around today.

interface DemoPlace {
  id?: string;
  name: string;
}
interface DemoLocation {
  id?: string;
  businessId: string;
  isPrimary?: boolean;
}

type Hours = Omit<typeof ramadanHours.$inferInsert, 'businessId' | 'locationId'>;

const PLANS: Record<string, { hours: Hours[]; specials: { name: string; description: string; priceCents: number }[] }> =
  {
    // The demo owner's place: iftar 15 minutes before maghrib, suhoor before dawn.
    'Saffron Lantern Kitchen': {
      hours: [
        { kind: 'iftar', fromDate: '', toDate: '', opensAt: null, maghribLeadMinutes: 15, closesAt: '22:30' },
        { kind: 'suhoor', fromDate: '', toDate: '', opensAt: '03:00', closesAt: '05:15' },
      ],
      specials: [
        {
          name: 'Iftar buffet',
          description: 'Dates, lentil soup, samosas, chicken biryani and kheer.',
          priceCents: 2499,
        },
        {
          name: 'Family iftar platter',
          description: 'Feeds four: mixed grill, rice, salads and a jug of rooh afza.',
          priceCents: 5900,
        },
      ],
    },
    // Open through the night for suhoor, and iftar from a fixed time.
    'Zaytoon Grill House': {
      hours: [
        { kind: 'iftar', fromDate: '', toDate: '', opensAt: '18:30', maghribLeadMinutes: 0, closesAt: '23:00' },
        { kind: 'suhoor', fromDate: '', toDate: '', opensAt: '23:30', closesAt: '04:45' },
      ],
      specials: [
        { name: 'Suhoor plate', description: 'Foul, eggs, cheese, olives and fresh bread.', priceCents: 1299 },
      ],
    },
    'Kunafa Lane Sweets': {
      hours: [{ kind: 'iftar', fromDate: '', toDate: '', opensAt: null, maghribLeadMinutes: 0, closesAt: '23:59' }],
      specials: [
        { name: 'Kunafa for iftar', description: 'A warm tray for six, with syrup on the side.', priceCents: 3200 },
      ],
    },
  };

/** The demo places' Ramadan hours (their primary location's) and specials, dated around `now`. */
export function demoRamadan(places: readonly DemoPlace[], locations: readonly DemoLocation[], now: Date) {
  const today = civilDateOf(zonedDateParts(now).date);
  const from = dateText(addDays(today, -3));
  const to = dateText(addDays(today, 26));
  const hours: (typeof ramadanHours.$inferInsert)[] = [];
  const specials: (typeof ramadanSpecials.$inferInsert)[] = [];
  for (const place of places) {
    const plan = PLANS[place.name];
    const location = locations.find((l) => l.businessId === place.id && l.isPrimary);
    if (!plan || !place.id || !location?.id) continue;
    const businessId = place.id;
    for (const h of plan.hours) hours.push({ ...h, fromDate: from, toDate: to, businessId, locationId: location.id });
    specials.push(...plan.specials.map((s) => ({ ...s, businessId })));
  }
  return { hours, specials };
}
