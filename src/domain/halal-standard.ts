import type { FactProjection, HalalFact, PlaceFacts } from './halal-evidence';

// Issue 34: a person's own halal standard, and whether a place meets it. The rule (`matchStandard`) reads
// only what is known of a place: a fact that needs a re-check, is disputed or was never checked is 'not
// known yet', never a match. The same known facts travel as filter tags (`standardTags`), so the listing's
// 'Matches my standard' is asked of the database, through the listing's GIN index, and the cards and the
// business page say the same thing the filter decided.

export const MEAT_FACTS = ['chicken', 'beef', 'lamb_goat', 'other_meat'] as const;
export type MeatFact = (typeof MEAT_FACTS)[number];

/** How much of the menu must be halal. */
export const STANDARD_LEVELS = { fully: 'Fully halal places only', options: 'Halal options accepted' } as const;
/** Where alcohol may not be. */
export const STANDARD_ALCOHOL = { premises: 'No alcohol on the premises', table: 'Only none at my table' } as const;

/** A person's standard. Its request schema is `halalStandardInput` (schemas.ts); this file stays free of zod,
 * so the cards and the app shell read a standard without the validation library. */
export interface HalalStandard {
  level: 'fully' | 'options';
  /** The meats that must be hand-slaughtered (zabiha); a place that does not serve one meets it. */
  zabiha: MeatFact[];
  alcohol: 'premises' | 'table';
  noPork: boolean;
  certified: boolean;
  /** Certified by one of these bodies (ids); empty: by any. */
  certifiers: string[];
  /** Preferred, not required: it never makes a place not match. */
  muslimOwnedPreferred: boolean;
}

/** What a standard says about what it was not told. */
export const DEFAULT_STANDARD: HalalStandard = {
  level: 'options',
  zabiha: [],
  alcohol: 'table',
  noPork: false,
  certified: false,
  certifiers: [],
  muslimOwnedPreferred: false,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STANDARD_KEYS = Object.keys(DEFAULT_STANDARD);

/**
 * A standard read from anything (a browser's copy, an address): the defaults for what it leaves out, null
 * when it holds anything a standard cannot (an unknown key, a meat or body that is not one, a repeat).
 */
export function readStandard(value: unknown): HalalStandard | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const given = value as Record<string, unknown>;
  if (Object.keys(given).some((key) => !STANDARD_KEYS.includes(key))) return null;
  const standard = { ...DEFAULT_STANDARD, ...given };
  const distinct = (list: unknown[]) => new Set(list).size === list.length;
  const ok =
    (standard.level === 'fully' || standard.level === 'options') &&
    Array.isArray(standard.zabiha) &&
    standard.zabiha.every((meat) => (MEAT_FACTS as readonly unknown[]).includes(meat)) &&
    distinct(standard.zabiha) &&
    (standard.alcohol === 'premises' || standard.alcohol === 'table') &&
    typeof standard.noPork === 'boolean' &&
    typeof standard.certified === 'boolean' &&
    Array.isArray(standard.certifiers) &&
    standard.certifiers.length <= 20 &&
    standard.certifiers.every((id) => typeof id === 'string' && UUID.test(id)) &&
    distinct(standard.certifiers) &&
    typeof standard.muslimOwnedPreferred === 'boolean';
  return ok ? standard : null;
}

/** What is known of a place: each fact's known value, and the body that certified it. */
export interface KnownPlace {
  facts: Partial<Record<HalalFact, string>>;
  certifierId: string | null;
}

/** The known values of a place's projected facts (a value that needs a re-check is not known). */
export function knownFacts(facts: PlaceFacts): Partial<Record<HalalFact, string>> {
  const known: Partial<Record<HalalFact, string>> = {};
  for (const [fact, projection] of Object.entries(facts) as [HalalFact, FactProjection][]) {
    if (projection.status === 'known' && projection.value !== null) known[fact] = projection.value;
  }
  // A certificate counts only as the team checked it.
  if (known.certificate && facts.certificate?.source !== 'certificate') delete known.certificate;
  return known;
}

/** Why a place does not meet a standard, or why that is not known yet: the fact, and what was found. */
export interface StandardReason {
  fact: HalalFact;
  /** The value found (a mismatch), or null (not known yet). */
  found: string | null;
}

export type StandardVerdict =
  | { kind: 'match' }
  | { kind: 'mismatch'; reason: StandardReason }
  | { kind: 'unknown'; reason: StandardReason };

interface Requirement {
  fact: HalalFact;
  /** The values that meet it. */
  accepts: readonly string[];
}

/** What a standard asks of a place, fact by fact, in the order the page explains them. */
export function requirements(standard: HalalStandard): Requirement[] {
  const asked: Requirement[] = [
    { fact: 'level', accepts: standard.level === 'fully' ? ['fully'] : ['fully', 'options'] },
    ...standard.zabiha.map((meat) => ({ fact: meat, accepts: ['zabiha', 'not_served'] })),
  ];
  if (standard.alcohol === 'premises') asked.push({ fact: 'alcohol', accepts: ['none'] });
  if (standard.noPork) asked.push({ fact: 'pork', accepts: ['no'] });
  if (standard.certified) asked.push({ fact: 'certificate', accepts: ['yes'] });
  return asked;
}

/**
 * Whether a place meets a standard: a known value that fails a requirement is a mismatch (the first, in the
 * order above); else a requirement without a known value makes it not known yet; else it matches. A
 * certificate by a body the person did not choose is a mismatch.
 */
export function matchStandard(standard: HalalStandard, place: KnownPlace): StandardVerdict {
  let unknown: StandardReason | null = null;
  for (const { fact, accepts } of requirements(standard)) {
    const value = place.facts[fact];
    if (value === undefined) {
      unknown ??= { fact, found: null };
      continue;
    }
    if (!accepts.includes(value)) return { kind: 'mismatch', reason: { fact, found: value } };
    if (fact === 'certificate' && standard.certifiers.length > 0) {
      if (!place.certifierId || !standard.certifiers.includes(place.certifierId))
        return { kind: 'mismatch', reason: { fact, found: 'other_body' } };
    }
  }
  return unknown ? { kind: 'unknown', reason: unknown } : { kind: 'match' };
}

/**
 * The tags a place's known facts earn for the standard's filter (kept with the listing's other halal tags):
 * `level:fully`, `chicken:zabiha`, `alcohol:none`, `certificate:yes`, `certifier:<id>`…
 */
export function standardTags(place: KnownPlace): string[] {
  const tags = Object.entries(place.facts).map(([fact, value]) => `${fact}:${value}`);
  if (place.facts.certificate === 'yes' && place.certifierId) tags.push(`certifier:${place.certifierId}`);
  return tags.sort();
}

/** What a place's tags say is known of it (the inverse of `standardTags`, for a card). */
export function knownFromTags(tags: readonly string[]): KnownPlace {
  const facts: Partial<Record<HalalFact, string>> = {};
  let certifierId: string | null = null;
  for (const tag of tags) {
    const at = tag.indexOf(':');
    if (at < 0) continue;
    const [name, value] = [tag.slice(0, at), tag.slice(at + 1)];
    if (name === 'certifier') certifierId = value;
    else facts[name as HalalFact] = value;
  }
  return { facts, certifierId };
}

/**
 * The standard as the listing's filter asks it of the tags: every group must share a tag with the place
 * (`halal_tags && group`, each through the GIN index).
 */
export function standardFilterGroups(standard: HalalStandard): string[][] {
  return requirements(standard).map(({ fact, accepts }) =>
    fact === 'certificate' && standard.certifiers.length > 0
      ? standard.certifiers.map((id) => `certifier:${id}`)
      : accepts.map((value) => `${fact}:${value}`),
  );
}

/**
 * The standard in a listing's address (`?standard=fully.zabiha-beef-chicken.no_alcohol.no_pork.certified`): the words
 * it asks for, dot-separated; meats and bodies joined by '-'. What it does not ask for is left out, so the
 * address stays short and reads the same for the same standard.
 */
export function standardParam(standard: HalalStandard): string {
  const parts: string[] = [standard.level];
  if (standard.zabiha.length > 0) parts.push(`zabiha-${[...standard.zabiha].sort().join('-')}`);
  if (standard.alcohol === 'premises') parts.push('no_alcohol');
  if (standard.noPork) parts.push('no_pork');
  if (standard.certified)
    parts.push(standard.certifiers.length > 0 ? `certified-${[...standard.certifiers].sort().join('-')}` : 'certified');
  return parts.join('.');
}

/** A standard read back from its address form; null for one that is not a standard's. */
export function parseStandardParam(value: string): HalalStandard | null {
  const standard: Record<string, unknown> = {};
  for (const part of value.split('.')) {
    const [word, ...rest] = part.split('-');
    if (word === 'fully' || word === 'options') standard.level = word;
    else if (word === 'zabiha') standard.zabiha = rest;
    else if (word === 'no_alcohol') standard.alcohol = 'premises';
    else if (word === 'no_pork') standard.noPork = true;
    else if (word === 'certified') {
      standard.certified = true;
      // A body's id is a UUID, itself written with '-': the ids are the rest, five groups each.
      const ids: string[] = [];
      for (let i = 0; i + 5 <= rest.length; i += 5) ids.push(rest.slice(i, i + 5).join('-'));
      standard.certifiers = ids;
    } else return null;
  }
  return readStandard(standard);
}
