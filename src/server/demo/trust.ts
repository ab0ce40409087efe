/**
 * Community trust in the demo (issue 16): a few open 'Report a problem' reports for the Reports tab, and
 * one place that three of its reviewers confirmed is still halal ('Verified by the community'). Reporters
 * and confirmers are the reviewer accounts (index into DEMO_REVIEWERS); the demo user has none, so a
 * person trying the product can report or confirm anything.
 */

import type { ReportReason } from '../../domain/trust';

export interface DemoReport {
  business: string;
  reporter: number;
  reason: ReportReason;
  note: string;
  daysAgo: number;
}

export const DEMO_REPORTS: DemoReport[] = [
  {
    business: 'Five Rivers Tandoor',
    reporter: 4,
    reason: 'halal',
    note: 'The certificate on the wall expired in the spring. Staff said a renewed one is on its way.',
    daysAgo: 6,
  },
  {
    business: 'Nile Breeze Eatery',
    reporter: 2,
    reason: 'address_hours',
    note: 'They moved two doors down, to suite 140, and now open at 11 on Sundays.',
    daysAgo: 2,
  },
  {
    business: 'Kebab Rover',
    reporter: 0,
    reason: 'other',
    note: 'The truck parks at the Fishers farmers market on Saturday mornings now; worth adding.',
    daysAgo: 9,
  },
];

/** Reviewers of the place (within the last 12 months) who confirmed it is still halal, and how long ago. */
export const DEMO_CONFIRMATIONS: { business: string; reviewer: number; daysAgo: number }[] = [
  { business: 'Cardamom & Crema', reviewer: 1, daysAgo: 2 },
  { business: 'Cardamom & Crema', reviewer: 2, daysAgo: 30 },
  { business: 'Cardamom & Crema', reviewer: 3, daysAgo: 70 },
];

/**
 * Issue 34: diners' answers to 'Is this still true?' (reviewers, whose accounts the loader makes old enough
 * to count). Cardamom & Crema's 'No alcohol' is confirmed by four diners; at Anatolia Hearth a diner says the
 * owner's 'No alcohol' changed, so its sources disagree.
 */
export const DEMO_FACT_ANSWERS: {
  business: string;
  reviewer: number;
  fact: 'alcohol' | 'level';
  answer: 'yes' | 'no';
  daysAgo: number;
  note?: string;
}[] = [
  { business: 'Cardamom & Crema', reviewer: 1, fact: 'alcohol', answer: 'yes', daysAgo: 2 },
  { business: 'Cardamom & Crema', reviewer: 2, fact: 'alcohol', answer: 'yes', daysAgo: 16 },
  { business: 'Cardamom & Crema', reviewer: 3, fact: 'alcohol', answer: 'yes', daysAgo: 40 },
  { business: 'Cardamom & Crema', reviewer: 4, fact: 'alcohol', answer: 'yes', daysAgo: 75 },
  {
    business: 'Anatolia Hearth',
    reviewer: 4,
    fact: 'alcohol',
    answer: 'no',
    daysAgo: 3,
    note: 'They serve beer on the patio since the summer.',
  },
];
