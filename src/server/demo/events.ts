import { eventTimes, zonedDateParts, zonedInstant } from '../../domain/events';

/** Demo events, placed relative to the moment the data set is loaded so they always look current. */

/** What sort of event it is, which decides the hours it may start at. */
export type DemoEventKind = 'morning' | 'lunch' | 'daytime' | 'evening' | 'all-day';

/**
 * Start hours on Indiana's clock, [from, to), that suit each kind: a tasting in the morning, a lunch stop
 * at midday, a class in the day, a dinner in the evening. All-day events start at midnight (SPEC §3).
 */
export const START_HOURS: Record<DemoEventKind, [from: number, to: number]> = {
  morning: [7, 11],
  lunch: [11, 14],
  daytime: [9, 17],
  evening: [17, 22],
  'all-day': [0, 1],
};

interface DemoEventPlan {
  business: string;
  kind: DemoEventKind;
  title: string;
  description: string;
  location?: string;
  /** Days from today; 0 is today, negative is in the past. */
  day: number;
  /** Today if its start is still at least half an hour away, else tomorrow, so it is always upcoming. */
  nextOccurrence?: boolean;
  /** Local start time as [hours, minutes]; without it the event runs all day (SPEC §3 events). */
  time?: [number, number];
  hours?: number;
  /** An all-day event spanning this many extra days. */
  extraDays?: number;
}

export interface DemoEvent {
  business: string;
  kind: DemoEventKind;
  title: string;
  description: string;
  location: string | null;
  eventDate: Date;
  endDate: Date | null;
}

// Saffron Lantern Kitchen has five upcoming events, so its page shows '...and N more'.
const PLANS: DemoEventPlan[] = [
  {
    business: 'Saffron Lantern Kitchen',
    kind: 'evening',
    title: 'Family Biryani Night',
    description:
      'All-you-can-eat chicken and vegetable biryani with raita and double ka meetha. Kids under 6 eat free.',
    day: 1,
    time: [18, 0],
    hours: 3,
  },
  {
    business: 'Saffron Lantern Kitchen',
    kind: 'daytime',
    title: 'Hyderabadi Cooking Class',
    description:
      'Learn to layer and seal a dum biryani with our head chef. Ingredients and lunch included; seats are limited.',
    location: 'Fishers location, 9715 E 116th St',
    day: 15,
    time: [11, 0],
    hours: 3,
  },
  {
    business: 'Saffron Lantern Kitchen',
    kind: 'evening',
    title: 'Community Charity Dinner',
    description:
      'Every plate sold supports a local food pantry. Nasheed performances and a dessert table for the whole family.',
    day: 22,
    time: [17, 30],
    hours: 3,
  },
  {
    business: 'Saffron Lantern Kitchen',
    kind: 'all-day',
    title: 'Haleem Weekend',
    description: 'Our slow-cooked haleem, available all weekend by the bowl or by the quart for pickup.',
    day: 30,
    extraDays: 1,
  },
  {
    business: 'Saffron Lantern Kitchen',
    kind: 'daytime',
    title: 'Kids Cook-Along',
    description: 'Little chefs roll their own parathas and build a mango lassi. For ages 6 to 12 with a grown-up.',
    day: 40,
    time: [12, 0],
    hours: 2,
  },
  {
    business: 'Shawarma Wheels Indy',
    kind: 'lunch',
    title: 'Downtown Lunch Stop',
    description: 'The truck is parked downtown for lunch with chicken and beef shawarma wraps and loaded fries.',
    location: 'Georgia St & Illinois St, Indianapolis',
    day: 0,
    nextOccurrence: true,
    time: [11, 30],
    hours: 3,
  },
  {
    business: 'Cardamom & Crema',
    kind: 'morning',
    title: 'Yemeni Coffee Tasting',
    description: 'Taste three Yemeni coffees side by side, with qishr and fresh honey cake. Free, but please RSVP.',
    day: 21,
    time: [10, 0],
    hours: 2,
  },
  {
    business: 'Kunafa Lane Sweets',
    kind: 'evening',
    title: 'Kunafa Night',
    description: 'A live kunafa station, oud music and Arabic coffee on the house until the trays run out.',
    day: -12,
    time: [19, 0],
    hours: 3,
  },
];

export function demoEvents(now: Date): DemoEvent[] {
  return PLANS.map((plan) => {
    const { eventDate, endDate } = schedule(now, plan);
    return {
      business: plan.business,
      kind: plan.kind,
      title: plan.title,
      description: plan.description,
      location: plan.location ?? null,
      eventDate,
      endDate,
    };
  });
}

const DAY_MS = 86_400_000;
const hhmm = ([h, m]: [number, number]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** The plan's day and time on Indiana's clock, the clock owners enter events on. */
function schedule(now: Date, plan: DemoEventPlan) {
  const dateIn = (days: number) => zonedDateParts(new Date(now.getTime() + days * DAY_MS)).date;
  if (!plan.time) {
    return eventTimes({ startDate: dateIn(plan.day), endDate: dateIn(plan.day + (plan.extraDays ?? 0)) });
  }
  let eventDate = zonedInstant(dateIn(plan.day), hhmm(plan.time));
  if (plan.nextOccurrence && eventDate.getTime() < now.getTime() + 30 * 60_000) {
    eventDate = zonedInstant(dateIn(plan.day + 1), hhmm(plan.time));
  }
  return { eventDate, endDate: new Date(eventDate.getTime() + (plan.hours ?? 2) * 3_600_000) };
}
