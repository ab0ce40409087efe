import { zonedInstant } from './events';
import {
  ALCOHOL_POLICIES,
  HALAL_LEVELS,
  MUSLIM_OWNED_ANSWERS,
  monthsBefore,
  PORK_ANSWERS,
  SLAUGHTER_METHODS,
} from './halal';

// Issue 34: every halal fact of a place is the projection of its evidence. Evidence is (fact, value, source,
// who, when, valid until); the rule that turns it into the value a visitor reads is `projectFact`, used by
// the server (it stores the projection), the rendered pages and the offline app alike. Nothing here ever
// reads "not halal": a fact is known, disputed, due for a re-check or not checked yet.

/** The facts of a place that carry evidence, with the words the page gives each. */
export const HALAL_FACTS = {
  level: 'Halal level',
  chicken: 'Chicken',
  beef: 'Beef',
  lamb_goat: 'Lamb/goat',
  other_meat: 'Other meat',
  alcohol: 'Alcohol',
  pork: 'Pork on premises',
  prayer_space: 'Prayer space',
  muslim_owned: 'Ownership',
  certificate: 'Certified by',
} as const;
export type HalalFact = keyof typeof HALAL_FACTS;

const SLAUGHTER_FOUND = {
  zabiha: SLAUGHTER_METHODS.zabiha,
  machine: SLAUGHTER_METHODS.machine,
  not_served: SLAUGHTER_METHODS.not_served,
} as const;

/**
 * The values each fact may take as evidence, with their words: what the team may find on a visit or a call.
 * 'Not stated' is no value (a fact not stated has no evidence), and the facts a profile states only as
 * present (prayer space, Muslim-owned, a named certifying body) have 'yes' alone.
 */
export const FACT_VALUES = {
  level: HALAL_LEVELS,
  chicken: SLAUGHTER_FOUND,
  beef: SLAUGHTER_FOUND,
  lamb_goat: SLAUGHTER_FOUND,
  other_meat: SLAUGHTER_FOUND,
  alcohol: { none: ALCOHOL_POLICIES.none, beer_wine: ALCOHOL_POLICIES.beer_wine, full_bar: ALCOHOL_POLICIES.full_bar },
  pork: { no: PORK_ANSWERS.no, yes: PORK_ANSWERS.yes },
  prayer_space: { yes: 'Yes' },
  muslim_owned: { yes: MUSLIM_OWNED_ANSWERS.yes },
  certificate: { yes: 'Yes' },
} as const satisfies Record<HalalFact, Record<string, string>>;

/** Whether `value` is one the fact takes (a key of its FACT_VALUES). */
export function isFactValue(fact: HalalFact, value: string): boolean {
  return Object.hasOwn(FACT_VALUES[fact], value);
}

/**
 * The facts an owner's word changes at once; the others (level, slaughter, certificate: REVIEWED_HALAL_FIELDS)
 * wait for an admin's approval of the owner's edit.
 */
export const UNREVIEWED_FACTS: readonly HalalFact[] = ['alcohol', 'pork', 'prayer_space', 'muslim_owned'];

/** Where evidence comes from, strongest first. Context (a map tag, say) is shown but never decides alone. */
export const EVIDENCE_SOURCES = {
  certificate: 'Certificate checked by the team',
  admin: "The team's visit or call",
  community: 'Diners who ate there',
  owner: "The owner's statement",
  context: 'Context',
} as const;
export type EvidenceSource = keyof typeof EVIDENCE_SOURCES;

const STRENGTH: Record<EvidenceSource, number> = { certificate: 5, admin: 4, community: 3, owner: 2, context: 1 };

/** How long each source counts, in calendar months (a certificate counts through its expiry date instead). */
export const EVIDENCE_FRESH_MONTHS = { admin: 12, community: 12, owner: 6, context: 12 } as const;

/** A diner's answer to 'Is this still true?' about one fact. */
export const FACT_ANSWERS = { yes: 'Yes', no: 'No, it changed', not_sure: 'Not sure' } as const;
export type FactAnswer = keyof typeof FACT_ANSWERS;

/** The community's defaults (settings TRUST_QUORUM and TRUST_MIN_ACCOUNT_AGE_HOURS). */
export const DEFAULT_TRUST_QUORUM = 3;
export const DEFAULT_TRUST_MIN_ACCOUNT_AGE_HOURS = 24;
/** Answers one person may give in a day (every answer counts, counted or not). */
export const FACT_ANSWERS_PER_DAY = 20;
/** The longest note an answer may carry. */
export const FACT_ANSWER_NOTE_MAX = 500;

/** One piece of evidence about one fact of one place. */
export interface Evidence {
  source: EvidenceSource;
  /** The value it speaks of (a key of the fact's words: 'none' for alcohol, 'zabiha' for a meat…). */
  value: string;
  /** False for 'No, it changed': the value is no longer true. */
  affirms: boolean;
  /** When it was given. */
  at: Date;
  /** When it stops counting. */
  validUntil: Date;
  /** Who gave it (a person's id); the community counts one answer per person, the latest. */
  by: string | null;
  /** A community answer counts only from an account old enough and not discounted by an admin. */
  counted: boolean;
  /** The document behind it: a diner's photo the team accepted. */
  document?: string | null;
}

export type FactStatus = 'known' | 'disagree' | 'needs_recheck' | 'not_checked';

/** The words of each status that is not a plain known value. */
export const FACT_STATUSES = {
  known: 'Known',
  disagree: 'Sources disagree',
  needs_recheck: 'Needs a re-check',
  not_checked: 'Not checked yet',
} as const;

/** What a place shows of one fact, and why. */
export interface FactProjection {
  status: FactStatus;
  /** The value shown: known, or the last one known when it needs a re-check; null otherwise. */
  value: string | null;
  /** The source that decided it (or last decided it, when it needs a re-check). */
  source: EvidenceSource | null;
  /** When the deciding evidence was given (for the community, its newest agreeing answer). */
  asOf: string | null;
  /** Until when the deciding evidence counts (a known value turns 'Needs a re-check' then). */
  validUntil: string | null;
  /** The people whose agreeing answers make the community's evidence (0 for other sources). */
  confirmations: number;
  /** The earliest moment time alone may change this projection (null: only new evidence will). */
  nextChange: string | null;
  /** The document behind the deciding evidence, when it has one (a diner's photo the team accepted). */
  document?: string;
}

interface Claim {
  source: EvidenceSource;
  value: string;
  affirms: boolean;
  at: Date;
  validUntil: Date;
  confirmations: number;
  document?: string | null;
}

const latestPerPerson = (answers: Evidence[]): Evidence[] => {
  const latest = new Map<string, Evidence>();
  for (const answer of answers) {
    const key = answer.by ?? `anonymous-${latest.size}`;
    const kept = latest.get(key);
    if (!kept || kept.at < answer.at) latest.set(key, answer);
  }
  return [...latest.values()];
};

/**
 * The community's claims about a fact: for each value, 'v' when at least `quorum` people (counted, current,
 * their latest answer) agree, and 'not v' when a contrary answer is newer than every agreeing one. Both at
 * once are the community disagreeing with itself: an agreement holds only while no contrary answer is newer
 * than its newest. The agreement lasts until its quorum-th freshest answer expires.
 */
function communityClaims(answers: Evidence[], quorum: number): Claim[] {
  const byValue = new Map<string, Evidence[]>();
  for (const answer of latestPerPerson(answers))
    byValue.set(answer.value, [...(byValue.get(answer.value) ?? []), answer]);
  const claims: Claim[] = [];
  for (const [value, said] of byValue) {
    const agreeing = said.filter((a) => a.affirms).sort((a, b) => b.at.getTime() - a.at.getTime());
    const contrary = said.filter((a) => !a.affirms).sort((a, b) => b.at.getTime() - a.at.getTime());
    const newestAgreeing = agreeing[0]?.at ?? null;
    const newestContrary = contrary[0] ?? null;
    // Enough people agree: the community speaks for the value, until its quorum-th freshest answer expires.
    if (newestAgreeing && agreeing.length >= quorum) {
      const lasting = agreeing.map((a) => a.validUntil.getTime()).sort((a, b) => b - a)[quorum - 1] ?? 0;
      claims.push({
        source: 'community',
        value,
        affirms: true,
        at: newestAgreeing,
        validUntil: new Date(lasting),
        confirmations: agreeing.length,
      });
    }
    // Someone says it changed since the last agreeing answer: the community also speaks against the value
    // (beside an agreement, the two disagree).
    if (newestContrary && (!newestAgreeing || newestContrary.at > newestAgreeing)) {
      claims.push({ ...newestContrary, source: 'community', value, affirms: false, confirmations: 0 });
    }
  }
  return claims;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The value a place shows of one fact, from every piece of its evidence:
 * - only current evidence counts (given at or before `now`, valid after it), context never decides alone;
 * - the strongest current source that affirms a value wins; two values at that strength, or a contrary
 *   claim at least as strong, show 'Sources disagree';
 * - with nothing current, a fact once known 'Needs a re-check' (with its last value), else it is 'Not
 *   checked yet'.
 */
export function projectFact(evidence: readonly Evidence[], now: Date, quorum = DEFAULT_TRUST_QUORUM): FactProjection {
  const needed = Math.max(1, quorum);
  const given = evidence.filter((e) => e.at <= now);
  const current = given.filter((e) => e.validUntil > now);
  const claims: Claim[] = [
    ...current.filter((e) => e.source !== 'community').map((e) => ({ ...e, confirmations: 0 })),
    ...communityClaims(
      current.filter((e) => e.source === 'community' && e.counted),
      needed,
    ),
  ];
  // Time alone changes the projection when current evidence expires or evidence dated later comes due.
  const moments = [...current.map((e) => e.validUntil), ...evidence.filter((e) => e.at > now).map((e) => e.at)];
  const nextChange = moments.reduce<Date | null>((soonest, at) => (!soonest || at < soonest ? at : soonest), null);
  const deciding = claims.filter((c) => c.source !== 'context');
  const affirming = deciding.filter((c) => c.affirms);
  const top = Math.max(...affirming.map((c) => STRENGTH[c.source]));
  const [first, ...others] = affirming.filter((c) => STRENGTH[c.source] === top);
  if (!first) return lapsed(given, now, needed, nextChange);
  const winners = [first, ...others];
  const value = first.value;
  const contested =
    winners.some((c) => c.value !== value) ||
    deciding.some((c) => !c.affirms && c.value === value && STRENGTH[c.source] >= top);
  if (contested) return { ...NOTHING, status: 'disagree', nextChange: iso(nextChange) };
  const newest = winners.reduce((a, b) => (b.at > a.at ? b : a));
  const lasting = winners.reduce((a, b) => (b.validUntil > a.validUntil ? b : a));
  return {
    status: 'known',
    value,
    source: newest.source,
    asOf: newest.at.toISOString(),
    validUntil: lasting.validUntil.toISOString(),
    confirmations: Math.max(...winners.map((c) => c.confirmations)),
    nextChange: iso(nextChange),
    ...(newest.document ? { document: newest.document } : {}),
  };
}

/**
 * No current evidence affirms a value: the value that lapsed last (an expired statement or check, or a
 * community agreement whose quorum no longer holds), else nothing at all.
 */
function lapsed(given: Evidence[], now: Date, quorum: number, nextChange: Date | null): FactProjection {
  const decided: Claim[] = [
    ...given
      .filter((e) => e.validUntil <= now && e.affirms && e.source !== 'community' && e.source !== 'context')
      .map((e) => ({ ...e, confirmations: 0 })),
    ...communityClaims(
      given.filter((e) => e.source === 'community' && e.counted),
      quorum,
    ).filter((c) => c.affirms && c.validUntil <= now),
  ];
  const last = decided.sort((a, b) => b.validUntil.getTime() - a.validUntil.getTime())[0];
  if (!last) return { ...NOTHING, status: 'not_checked', nextChange: iso(nextChange) };
  return {
    status: 'needs_recheck',
    value: last.value,
    source: last.source,
    asOf: last.at.toISOString(),
    validUntil: last.validUntil.toISOString(),
    confirmations: last.confirmations,
    nextChange: iso(nextChange),
  };
}

const NOTHING = { value: null, source: null, asOf: null, validUntil: null, confirmations: 0 } as const;

/** Until when a source's evidence given at `at` counts; evidence about a certificate never outlives it. */
export function evidenceValidUntil(
  source: EvidenceSource,
  fact: HalalFact,
  at: Date,
  certificateExpiresOn: string | null,
): Date {
  const afterExpiry = certificateExpiresOn ? dayAfter(certificateExpiresOn) : null;
  if (source === 'certificate') return afterExpiry ?? at;
  const months = EVIDENCE_FRESH_MONTHS[source];
  const fresh = monthsBefore(at, -months);
  return fact === 'certificate' && afterExpiry && afterExpiry < fresh ? afterExpiry : fresh;
}

/** The first moment of the day after `date` (YYYY-MM-DD) in Indiana: when a certificate of that date lapses. */
export function dayAfter(date: string): Date {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedInstant(next.toISOString().slice(0, 10), '00:00');
}

/** A halal profile's stated facts, as the forms and the database keep them. */
export interface StatedProfile {
  level: string | null;
  chicken: string;
  beef: string;
  lambGoat: string;
  otherMeat: string;
  alcohol: string;
  pork: string;
  prayerSpace: boolean;
  muslimOwned: string;
  /** Whether the profile names a certifying body (on the list or in the owner's words). */
  namesCertifier: boolean;
  certificateExpiresOn: string | null;
}

/** The value each fact of a profile states; a fact not stated has none (and so no evidence). */
export function statedFacts(profile: StatedProfile): Partial<Record<HalalFact, string>> {
  const stated = (value: string | null) => (value === null || value === 'not_stated' ? undefined : value);
  const facts: Partial<Record<HalalFact, string>> = {
    level: stated(profile.level),
    chicken: stated(profile.chicken),
    beef: stated(profile.beef),
    lamb_goat: stated(profile.lambGoat),
    other_meat: stated(profile.otherMeat),
    alcohol: stated(profile.alcohol),
    pork: stated(profile.pork),
    prayer_space: profile.prayerSpace ? 'yes' : undefined,
    muslim_owned: stated(profile.muslimOwned),
    certificate: profile.namesCertifier ? 'yes' : undefined,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
}

/** A place's projection, fact by fact (a fact with no evidence at all is left out: 'Not checked yet'). */
export type PlaceFacts = Partial<Record<HalalFact, FactProjection>>;

/**
 * The listing's filter tags a place's facts earn. The strict ones ('Zabiha', 'No alcohol', and 'Certified'
 * through `certified`) need a known value; the others take a value that needs a re-check too.
 */
export function factTags(facts: PlaceFacts): { tags: string[]; certified: boolean } {
  const known = (fact: HalalFact, value: string) => facts[fact]?.status === 'known' && facts[fact]?.value === value;
  const stated = (fact: HalalFact, value: string) =>
    known(fact, value) || (facts[fact]?.status === 'needs_recheck' && facts[fact]?.value === value);
  const tags = [
    stated('level', 'fully') && 'fully',
    (['chicken', 'beef', 'lamb_goat', 'other_meat'] as const).some((meat) => known(meat, 'zabiha')) && 'zabiha',
    known('alcohol', 'none') && 'no_alcohol',
    stated('prayer_space', 'yes') && 'prayer_space',
    stated('muslim_owned', 'yes') && 'muslim_owned',
  ].filter((tag): tag is string => typeof tag === 'string');
  return { tags, certified: known('certificate', 'yes') && facts.certificate?.source === 'certificate' };
}

/** Whole months between two instants, for 'Owner says so, 7 months ago'. */
export function monthsAgo(at: Date, now: Date): number {
  let months = 0;
  while (months < 1200 && monthsBefore(now, months + 1) >= at) months++;
  return months;
}
