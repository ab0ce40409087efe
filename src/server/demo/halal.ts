/**
 * The halal profiles of the demo businesses (issue 16): what each one serves, as its description says,
 * and how sure the directory is of it. Dates are days before (or after) the day the demo is loaded, so
 * certificates are current, expiring or expired whenever that is. Rose Water Bakehouse, Spice Caravan
 * Grocers, Bayt Coffee Room and Kebab Rover have none ('Not checked yet').
 */

import type { AlcoholPolicy, HalalLevel, MuslimOwnedAnswer, PorkAnswer, SlaughterMethod } from '../../domain/halal';

/** The certifying bodies migration 0009 seeds; the loader looks their ids up by name. */
export const DEMO_CERTIFIERS = [
  'Hoosier Halal Standards Board',
  'Crossroads Zabiha Assurance',
  'Great Lakes Halal Review',
] as const;
export type DemoCertifier = (typeof DEMO_CERTIFIERS)[number];

export interface DemoCertificate {
  /** A body on the admins' list, or another one in the owner's words. */
  certifier: DemoCertifier | { other: string };
  /** Days from the load date to the certificate's last valid day; negative once it has expired. */
  expiresInDays: number;
  /** Days before the load that an admin checked it; absent while it waits for a check. */
  checkedDaysAgo?: number;
}

export interface DemoHalalProfile {
  business: string;
  /** The name of the branch this profile is for, when that branch differs from the business's own. */
  location?: string;
  level: HalalLevel | null;
  chicken: SlaughterMethod;
  beef: SlaughterMethod;
  lambGoat: SlaughterMethod;
  otherMeat?: SlaughterMethod;
  alcohol: AlcoholPolicy;
  pork: PorkAnswer;
  prayerSpace?: boolean;
  muslimOwned: MuslimOwnedAnswer;
  certificate?: DemoCertificate;
  /** Days before the load that an admin last verified the profile. */
  adminVerifiedDaysAgo?: number;
  /** Days before the load that the owner last re-confirmed it. */
  ownerConfirmedDaysAgo?: number;
}

/** More than 12 months: 'Last verified' shows as overdue. */
const FOURTEEN_MONTHS = 426;

const zabihaMeat = { chicken: 'zabiha', beef: 'zabiha', lambGoat: 'zabiha' } as const;
const noMeat = { chicken: 'not_served', beef: 'not_served', lambGoat: 'not_served', otherMeat: 'not_served' } as const;
const dry = { alcohol: 'none', pork: 'no' } as const;

export const DEMO_HALAL_PROFILES: DemoHalalProfile[] = [
  {
    business: 'Saffron Lantern Kitchen',
    level: 'fully',
    ...zabihaMeat,
    ...dry,
    prayerSpace: true,
    muslimOwned: 'yes',
    certificate: { certifier: 'Hoosier Halal Standards Board', expiresInDays: 240, checkedDaysAgo: 20 },
    adminVerifiedDaysAgo: 20,
    ownerConfirmedDaysAgo: 6,
  },
  {
    business: 'Zaytoon Grill House',
    level: 'fully',
    ...zabihaMeat,
    ...dry,
    muslimOwned: 'yes',
    certificate: { certifier: 'Crossroads Zabiha Assurance', expiresInDays: 150, checkedDaysAgo: 95 },
    adminVerifiedDaysAgo: 95,
  },
  {
    business: 'Jubba River Kitchen',
    level: 'fully',
    ...zabihaMeat,
    ...dry,
    prayerSpace: true,
    muslimOwned: 'yes',
    adminVerifiedDaysAgo: 60,
    ownerConfirmedDaysAgo: 12,
  },
  {
    business: 'Anatolia Hearth',
    level: 'options',
    ...zabihaMeat,
    alcohol: 'beer_wine',
    pork: 'no',
    muslimOwned: 'not_stated',
    ownerConfirmedDaysAgo: 30,
  },
  {
    business: 'Five Rivers Tandoor',
    level: 'fully',
    ...zabihaMeat,
    ...dry,
    prayerSpace: true,
    muslimOwned: 'yes',
    certificate: { certifier: 'Hoosier Halal Standards Board', expiresInDays: -10, checkedDaysAgo: 200 },
    adminVerifiedDaysAgo: 200,
  },
  {
    // The campus branch pours beer and wine; the food is the same.
    business: 'Five Rivers Tandoor',
    location: 'Bloomington West Side',
    level: 'options',
    ...zabihaMeat,
    alcohol: 'beer_wine',
    pork: 'no',
    muslimOwned: 'yes',
    ownerConfirmedDaysAgo: 25,
  },
  {
    business: 'Nile Breeze Eatery',
    level: 'fully',
    chicken: 'machine',
    beef: 'machine',
    lambGoat: 'not_served',
    ...dry,
    muslimOwned: 'not_stated',
    certificate: {
      certifier: { other: 'Wabash Valley Islamic Food Council' },
      expiresInDays: -40,
      checkedDaysAgo: FOURTEEN_MONTHS,
    },
    adminVerifiedDaysAgo: FOURTEEN_MONTHS,
  },
  {
    business: 'Silk Road Noodle Bar',
    level: 'fully',
    chicken: 'machine',
    beef: 'machine',
    lambGoat: 'zabiha',
    ...dry,
    muslimOwned: 'yes',
    adminVerifiedDaysAgo: FOURTEEN_MONTHS + 9,
  },
  {
    business: 'Atlas Couscous House',
    level: 'fully',
    ...zabihaMeat,
    ...dry,
    prayerSpace: true,
    muslimOwned: 'yes',
    adminVerifiedDaysAgo: 40,
  },
  {
    business: 'Cardamom & Crema',
    level: 'fully',
    ...noMeat,
    ...dry,
    prayerSpace: true,
    muslimOwned: 'yes',
    ownerConfirmedDaysAgo: 3,
  },
  {
    // Sandwiches are made with halal chicken when asked.
    business: 'Mocha Port Coffee Co.',
    level: 'on_request',
    chicken: 'machine',
    beef: 'not_stated',
    lambGoat: 'not_served',
    alcohol: 'none',
    pork: 'not_stated',
    muslimOwned: 'not_stated',
    adminVerifiedDaysAgo: FOURTEEN_MONTHS + 20,
  },
  {
    business: 'Date Palm Coffee Lounge',
    level: 'options',
    chicken: 'machine',
    beef: 'not_stated',
    lambGoat: 'not_served',
    ...dry,
    muslimOwned: 'not_stated',
    ownerConfirmedDaysAgo: 50,
  },
  {
    business: 'Golden Simit Bakery',
    level: 'fully',
    chicken: 'not_served',
    beef: 'zabiha',
    lambGoat: 'not_served',
    ...dry,
    muslimOwned: 'yes',
    adminVerifiedDaysAgo: 70,
    ownerConfirmedDaysAgo: 10,
  },
  {
    business: 'Kunafa Lane Sweets',
    level: 'fully',
    ...noMeat,
    ...dry,
    muslimOwned: 'yes',
    adminVerifiedDaysAgo: 150,
  },
  {
    // Declared with the submission seven months ago and never confirmed since: it needs a re-check.
    business: 'Kabul Oven Bakery',
    level: 'fully',
    ...noMeat,
    ...dry,
    muslimOwned: 'yes',
    ownerConfirmedDaysAgo: 215,
  },
  {
    business: 'Crossroads Halal Meat & Grocery',
    level: 'fully',
    ...zabihaMeat,
    ...dry,
    prayerSpace: true,
    muslimOwned: 'yes',
    certificate: { certifier: 'Crossroads Zabiha Assurance', expiresInDays: 300, checkedDaysAgo: 45 },
    adminVerifiedDaysAgo: 45,
    ownerConfirmedDaysAgo: 15,
  },
  {
    business: 'Olive Branch International Foods',
    level: 'options',
    chicken: 'machine',
    beef: 'machine',
    lambGoat: 'zabiha',
    alcohol: 'none',
    pork: 'not_stated',
    muslimOwned: 'not_stated',
    adminVerifiedDaysAgo: 100,
  },
  {
    business: 'Prairie Zabiha Butcher',
    level: 'fully',
    chicken: 'not_served',
    beef: 'zabiha',
    lambGoat: 'zabiha',
    ...dry,
    muslimOwned: 'yes',
    adminVerifiedDaysAgo: 30,
  },
  {
    // Its certificate runs out within a month: the owner gets the 30-day reminder.
    business: 'Shawarma Wheels Indy',
    level: 'fully',
    chicken: 'zabiha',
    beef: 'zabiha',
    lambGoat: 'not_served',
    ...dry,
    muslimOwned: 'yes',
    certificate: { certifier: 'Great Lakes Halal Review', expiresInDays: 18, checkedDaysAgo: 330 },
    adminVerifiedDaysAgo: 330,
    ownerConfirmedDaysAgo: 4,
  },
  {
    business: 'Chai Cart Co.',
    level: 'fully',
    ...noMeat,
    ...dry,
    muslimOwned: 'yes',
    ownerConfirmedDaysAgo: 8,
  },
  {
    // A new certificate the owner just added, waiting for an admin's check.
    business: 'Halal Taco Caravan',
    level: 'fully',
    chicken: 'zabiha',
    beef: 'zabiha',
    lambGoat: 'not_served',
    ...dry,
    muslimOwned: 'not_stated',
    certificate: { certifier: 'Great Lakes Halal Review', expiresInDays: 200 },
    ownerConfirmedDaysAgo: 2,
  },
];

/** The most days before the load of any halal date of the business (its listing must be older). */
export function oldestHalalDay(business: string): number {
  const days = DEMO_HALAL_PROFILES.filter((p) => p.business === business).flatMap((p) => [
    p.adminVerifiedDaysAgo ?? 0,
    p.ownerConfirmedDaysAgo ?? 0,
    p.certificate?.checkedDaysAgo ?? 0,
  ]);
  return Math.max(0, ...days);
}
