import { eventTimes, zonedDateParts, zonedInstant } from '../../domain/events';

/** Demo events, placed relative to the moment the data set is loaded so they always look current. */

interface DemoEventPlan {
  business: string;
  title: string;
  description: string;
  location?: string;
  /** Days from today; 0 is today, negative is in the past. */
  day: number;
  /** Local start time as [hours, minutes]; without it the event runs all day (SPEC §3 events). */
  time?: [number, number];
  hours?: number;
  /** An all-day event spanning this many extra days. */
  extraDays?: number;
}

export interface DemoEvent {
  business: string;
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
    title: 'Family Biryani Night',
    description:
      'All-you-can-eat chicken and vegetable biryani with raita and double ka meetha. Kids under 6 eat free.',
    day: 1,
    time: [18, 0],
    hours: 3,
  },
  {
    business: 'Saffron Lantern Kitchen',
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
    title: 'Community Charity Dinner',
    description:
      'Every plate sold supports a local food pantry. Nasheed performances and a dessert table for the whole family.',
    day: 22,
    time: [17, 30],
    hours: 3,
  },
  {
    business: 'Saffron Lantern Kitchen',
    title: 'Haleem Weekend',
    description: 'Our slow-cooked haleem, available all weekend by the bowl or by the quart for pickup.',
    day: 30,
    extraDays: 1,
  },
  {
    business: 'Saffron Lantern Kitchen',
    title: 'Kids Cook-Along',
    description: 'Little chefs roll their own parathas and build a mango lassi. For ages 6 to 12 with a grown-up.',
    day: 40,
    time: [12, 0],
    hours: 2,
  },
  {
    business: 'Shawarma Wheels Indy',
    title: 'Downtown Lunch Stop',
    description: 'The truck is parked downtown for lunch with chicken and beef shawarma wraps and loaded fries.',
    location: 'Georgia St & Illinois St, Indianapolis',
    day: 0,
    hours: 3,
  },
  {
    business: 'Cardamom & Crema',
    title: 'Yemeni Coffee Tasting',
    description: 'Taste three Yemeni coffees side by side, with qishr and fresh honey cake. Free, but please RSVP.',
    day: 21,
    time: [10, 0],
    hours: 2,
  },
  {
    business: 'Kunafa Lane Sweets',
    title: 'Kunafa Night',
    description: 'A live kunafa station, oud music and Arabic coffee on the house until the trays run out.',
    day: -12,
    time: [19, 0],
    hours: 3,
  },
];

export function demoEvents(now: Date): DemoEvent[] {
  return PLANS.map((plan) => {
    const { eventDate, endDate } =
      plan.day === 0 && plan.time === undefined ? laterToday(now, plan.hours ?? 2) : schedule(now, plan);
    return {
      business: plan.business,
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
  const startDate = zonedDateParts(new Date(now.getTime() + plan.day * DAY_MS)).date;
  if (!plan.time) {
    const endDate = zonedDateParts(new Date(now.getTime() + (plan.day + (plan.extraDays ?? 0)) * DAY_MS)).date;
    return eventTimes({ startDate, endDate });
  }
  const eventDate = zonedInstant(startDate, hhmm(plan.time));
  return { eventDate, endDate: new Date(eventDate.getTime() + (plan.hours ?? 2) * 3_600_000) };
}

/** An event that is still ahead today: five in the afternoon in Indiana, or half an hour from now when that is later. */
function laterToday(now: Date, hours: number) {
  const fivePm = zonedInstant(zonedDateParts(now).date, '17:00');
  const soon = new Date(Math.ceil((now.getTime() + 30 * 60_000) / 300_000) * 300_000);
  const start = fivePm > soon ? fivePm : soon;
  return { eventDate: start, endDate: new Date(start.getTime() + hours * 3_600_000) };
}
