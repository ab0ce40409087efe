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

function schedule(now: Date, plan: DemoEventPlan) {
  const start = new Date(now);
  start.setDate(start.getDate() + plan.day);
  if (!plan.time) {
    start.setHours(0, 0, 0, 0);
    const end = new Date(start);
    end.setDate(end.getDate() + (plan.extraDays ?? 0));
    end.setHours(23, 59, 59, 0);
    return { eventDate: start, endDate: end };
  }
  start.setHours(plan.time[0], plan.time[1], 0, 0);
  return { eventDate: start, endDate: new Date(start.getTime() + (plan.hours ?? 2) * 3_600_000) };
}

/** An event that is still ahead today: five in the afternoon, or half an hour from now when that is later. */
function laterToday(now: Date, hours: number) {
  const start = new Date(now);
  start.setHours(17, 0, 0, 0);
  const soon = new Date(Math.ceil((now.getTime() + 30 * 60_000) / 300_000) * 300_000);
  if (start < soon) start.setTime(soon.getDate() === now.getDate() ? soon.getTime() : now.getTime());
  return { eventDate: start, endDate: new Date(start.getTime() + hours * 3_600_000) };
}
