import type { HalalProfileInput } from './schemas';

// Issue 16, halal trust: what a location serves and how sure the directory is of it. The words here are
// the ones visitors read; the rules decide the evidence tier, the 'Last verified' line and the
// certificate reminders. The directory never gives "not halal" as a verdict: a fact is stated or it is not.

/** How much of the menu is halal. */
export const HALAL_LEVELS = {
  fully: 'Fully halal',
  options: 'Halal options',
  on_request: 'Halal on request',
} as const;
export type HalalLevel = keyof typeof HALAL_LEVELS;

/** The meats a profile speaks of, each with how it is slaughtered. */
export const MEATS = { chicken: 'Chicken', beef: 'Beef', lamb_goat: 'Lamb/goat', other: 'Other meat' } as const;
export type Meat = keyof typeof MEATS;

/** Each meat's field in a halal profile (as the forms and the API name it), with the meat's words. */
export const MEAT_FIELDS = [
  ['chicken', MEATS.chicken],
  ['beef', MEATS.beef],
  ['lambGoat', MEATS.lamb_goat],
  ['otherMeat', MEATS.other],
] as const satisfies readonly (readonly [keyof HalalProfileInput, string])[];

export const SLAUGHTER_METHODS = {
  zabiha: 'Hand-slaughtered (zabiha)',
  machine: 'Machine-slaughtered',
  not_served: 'Not served',
  not_stated: 'Not stated',
} as const;
export type SlaughterMethod = keyof typeof SLAUGHTER_METHODS;

export const ALCOHOL_POLICIES = {
  none: 'No alcohol',
  beer_wine: 'Beer and wine',
  full_bar: 'Full bar',
  not_stated: 'Not stated',
} as const;
export type AlcoholPolicy = keyof typeof ALCOHOL_POLICIES;

/** Pork on the premises. */
export const PORK_ANSWERS = { no: 'No', yes: 'Yes', not_stated: 'Not stated' } as const;
export type PorkAnswer = keyof typeof PORK_ANSWERS;

/** Muslim-owned is declared by the owner or not stated: it is never shown as "no". */
export const MUSLIM_OWNED_ANSWERS = { yes: 'Muslim-owned', not_stated: 'Not stated' } as const;
export type MuslimOwnedAnswer = keyof typeof MUSLIM_OWNED_ANSWERS;

/** The evidence behind a listing's halal facts, weakest first. */
export const EVIDENCE_TIERS = {
  not_checked: 'Not checked yet',
  owner_declared: 'Owner declared',
  certificate_on_file: 'Certificate on file',
  community_verified: 'Verified by the community',
} as const;
export type EvidenceTier = keyof typeof EVIDENCE_TIERS;

/** The stored keys of a map of words, for validation (`z.enum`). */
export function keysOf<K extends string>(words: Record<K, string>): [K, ...K[]] {
  return Object.keys(words) as [K, ...K[]];
}

/** The listing's halal filters (in the URL as `?halal=certified,zabiha`), with their labels. */
export const HALAL_FILTERS = {
  fully: 'Fully halal',
  certified: 'Certified',
  zabiha: 'Zabiha',
  no_alcohol: 'No alcohol',
  prayer_space: 'Prayer space',
  muslim_owned: 'Muslim-owned',
} as const;
export type HalalFilter = keyof typeof HALAL_FILTERS;

/** The known halal filters a `halal` parameter names, each once, in the order of HALAL_FILTERS. */
export function halalFilterList(value: string | undefined | null): HalalFilter[] {
  const asked = new Set((value ?? '').split(',').map((name) => name.trim()));
  return keysOf(HALAL_FILTERS).filter((name) => asked.has(name));
}

/** A profile that states nothing is no profile: the listing then reads 'Not checked yet'. */
export function statesAnything(profile: HalalProfileInput): boolean {
  const { level, prayerSpace, certifierId, certifierOther, certificateUrl, certificateExpiresOn, ...answers } = profile;
  return (
    level !== null ||
    prayerSpace ||
    certifierId !== null ||
    certifierOther !== null ||
    certificateUrl !== null ||
    certificateExpiresOn !== null ||
    Object.values(answers).some((answer) => answer !== 'not_stated')
  );
}

/** A certifying body of the admins' list, as the forms read it (decision 020). */
export interface CertifierChoice {
  id: string;
  /** Retired by an admin: no longer offered, still named by the profiles that chose it. */
  retired: boolean;
}

/**
 * The certifying bodies a profile may name: those not retired, and the one it already names even when
 * that one was retired since, so a profile saved unchanged keeps its body.
 */
export function offeredCertifiers<C extends CertifierChoice>(certifiers: readonly C[], keptId: string | null): C[] {
  return certifiers.filter((certifier) => !certifier.retired || certifier.id === keptId);
}

/** Confirmations from independent visitors that raise a listing to 'Verified by the community'. */
export const COMMUNITY_CONFIRMATIONS_NEEDED = 3;
/** Confirmations, stamps and verifications older than this many months no longer count. */
export const VERIFICATION_VALID_MONTHS = 12;
/** Days before a certificate expires on which its owner is mailed, furthest first. */
export const CERTIFICATE_REMINDER_DAYS = [30, 7] as const;
export type CertificateReminder = (typeof CERTIFICATE_REMINDER_DAYS)[number];

/** `instant` moved back by `months` calendar months (the 31st falls back to the month's last day). */
export function monthsBefore(instant: Date, months: number): Date {
  const earlier = new Date(instant);
  const day = earlier.getUTCDate();
  earlier.setUTCDate(1);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, 0)).getUTCDate();
  earlier.setUTCDate(Math.min(day, lastDay));
  return earlier;
}

/** Whole days from `from` to `to`, both calendar dates (YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A certificate counts until the end of its expiry date (a calendar date in Indiana). */
export function isCertificateCurrent(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && daysBetween(today, expiresOn) >= 0;
}

export interface EvidenceFacts {
  /** Whether the location has a halal profile at all. */
  hasProfile: boolean;
  /** When an admin checked the certificate on file, if one has. */
  certificateCheckedAt: Date | null;
  /** The certificate's expiry date (YYYY-MM-DD), if one is on file. */
  certificateExpiresOn: string | null;
  /** When each independent visitor confirmed it is still halal (one per person). */
  confirmations: readonly Date[];
}

/**
 * The tier a listing shows: 'Verified by the community' once three independent visitors confirmed it
 * within 12 months; else 'Certificate on file' while an admin-checked certificate is current (an expired
 * one drops back); else 'Owner declared' for a profile; else 'Not checked yet'.
 */
export function evidenceTier(facts: EvidenceFacts, now: Date, today: string): EvidenceTier {
  const since = monthsBefore(now, VERIFICATION_VALID_MONTHS);
  const recent = facts.confirmations.filter((at) => at >= since && at <= now).length;
  if (recent >= COMMUNITY_CONFIRMATIONS_NEEDED) return 'community_verified';
  if (!facts.hasProfile) return 'not_checked';
  if (facts.certificateCheckedAt && isCertificateCurrent(facts.certificateExpiresOn, today)) {
    return 'certificate_on_file';
  }
  return 'owner_declared';
}

export interface VerificationStatus {
  /** The latest of an admin's verification and the owner's re-confirmation; null when neither happened. */
  lastVerified: Date | null;
  /** True when the listing was never verified, or not in the last 12 months: the page says so. */
  overdue: boolean;
}

/** 'Last verified': set by an admin verifying the profile or certificate, or the owner re-confirming it. */
export function verificationStatus(
  adminVerifiedAt: Date | null,
  ownerConfirmedAt: Date | null,
  now: Date,
): VerificationStatus {
  const dates = [adminVerifiedAt, ownerConfirmedAt].filter((d): d is Date => d !== null);
  const lastVerified = dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
  return { lastVerified, overdue: !lastVerified || lastVerified < monthsBefore(now, VERIFICATION_VALID_MONTHS) };
}

/**
 * The reminder to mail today for a certificate expiring on `expiresOn`, if any: the nearest of 30 and 7
 * days that has been reached and not sent yet. A certificate added with 5 days left gets the 7-day one
 * only; an expired one gets none.
 */
export function certificateReminderDue(
  expiresOn: string,
  today: string,
  alreadySent: readonly CertificateReminder[],
): CertificateReminder | null {
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return null;
  const reached = CERTIFICATE_REMINDER_DAYS.filter((days) => daysLeft <= days);
  const nearest = reached[reached.length - 1];
  return nearest !== undefined && !alreadySent.includes(nearest) ? nearest : null;
}
