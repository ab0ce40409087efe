import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FactProjection, HalalFact, PlaceFacts } from './halal-evidence';
import {
  DEFAULT_STANDARD,
  type HalalStandard,
  type KnownPlace,
  knownFacts,
  knownFromTags,
  MEAT_FACTS,
  matchStandard,
  parseStandardParam,
  standardFilterGroups,
  standardParam,
  standardTags,
} from './halal-standard';

const standard = (given: Partial<HalalStandard> = {}): HalalStandard => ({ ...DEFAULT_STANDARD, ...given });
const place = (facts: KnownPlace['facts'], certifierId: string | null = null): KnownPlace => ({ facts, certifierId });
const BODY = '0b6f4a52-3c9e-4c6e-9d5e-1f2a3b4c5d6e';
const OTHER_BODY = '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';

const projection = (
  status: FactProjection['status'],
  value: string | null,
  source: FactProjection['source'] = 'owner',
) => ({ status, value, source, asOf: null, validUntil: null, confirmations: 0, nextChange: null }) as FactProjection;

const arbStandard = fc.record({
  level: fc.constantFrom('fully', 'options'),
  zabiha: fc.uniqueArray(fc.constantFrom(...MEAT_FACTS)),
  alcohol: fc.constantFrom('premises', 'table'),
  noPork: fc.boolean(),
  certified: fc.boolean(),
  certifiers: fc.uniqueArray(fc.constantFrom(BODY, OTHER_BODY)),
  muslimOwnedPreferred: fc.boolean(),
}) as fc.Arbitrary<HalalStandard>;

const VALUES: Record<HalalFact, string[]> = {
  level: ['fully', 'options', 'on_request'],
  chicken: ['zabiha', 'machine', 'not_served'],
  beef: ['zabiha', 'machine', 'not_served'],
  lamb_goat: ['zabiha', 'machine', 'not_served'],
  other_meat: ['zabiha', 'machine', 'not_served'],
  alcohol: ['none', 'beer_wine', 'full_bar'],
  pork: ['no', 'yes'],
  prayer_space: ['yes'],
  muslim_owned: ['yes'],
  certificate: ['yes'],
};
const arbPlace: fc.Arbitrary<KnownPlace> = fc
  .record(
    Object.fromEntries(
      Object.entries(VALUES).map(([fact, values]) => [fact, fc.option(fc.constantFrom(...values), { nil: undefined })]),
    ) as Record<HalalFact, fc.Arbitrary<string | undefined>>,
  )
  .chain((facts) =>
    fc.constantFrom(null, BODY, OTHER_BODY).map((certifierId) => ({
      facts: Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)),
      certifierId,
    })),
  );

describe('matchStandard', () => {
  it('matches a place whose known facts meet every requirement', () => {
    const strict = standard({ level: 'fully', zabiha: ['chicken', 'beef'], alcohol: 'premises', noPork: true });
    const known = place({ level: 'fully', chicken: 'zabiha', beef: 'not_served', alcohol: 'none', pork: 'no' });
    expect(matchStandard(strict, known)).toEqual({ kind: 'match' });
  });

  it("says why a place doesn't match: the first known fact that fails", () => {
    const strict = standard({ level: 'fully', alcohol: 'premises' });
    expect(matchStandard(strict, place({ level: 'fully', alcohol: 'beer_wine' }))).toEqual({
      kind: 'mismatch',
      reason: { fact: 'alcohol', found: 'beer_wine' },
    });
    expect(matchStandard(standard({ zabiha: ['chicken'] }), place({ level: 'options', chicken: 'machine' }))).toEqual({
      kind: 'mismatch',
      reason: { fact: 'chicken', found: 'machine' },
    });
  });

  it("is 'not known yet' when a requirement has no known value, and a mismatch still wins", () => {
    const wants = standard({ zabiha: ['chicken'], alcohol: 'premises' });
    expect(matchStandard(wants, place({ level: 'fully', alcohol: 'none' }))).toEqual({
      kind: 'unknown',
      reason: { fact: 'chicken', found: null },
    });
    expect(matchStandard(wants, place({ level: 'fully', alcohol: 'full_bar' })).kind).toBe('mismatch');
  });

  it('never counts a fact that needs a re-check or is disputed as known', () => {
    const facts: PlaceFacts = {
      level: projection('needs_recheck', 'fully'),
      alcohol: projection('disagree', null),
      pork: projection('known', 'no'),
      certificate: projection('known', 'yes', 'admin'),
    };
    // Only the certificate the team checked counts as certified.
    expect(knownFacts(facts)).toEqual({ pork: 'no' });
    expect(matchStandard(standard(), place(knownFacts(facts))).kind).toBe('unknown');
  });

  it('takes a certificate by a chosen body only, and never requires a preference', () => {
    const byBody = standard({ certified: true, certifiers: [BODY], muslimOwnedPreferred: true });
    expect(matchStandard(byBody, place({ level: 'options', certificate: 'yes' }, BODY)).kind).toBe('match');
    expect(matchStandard(byBody, place({ level: 'options', certificate: 'yes' }, OTHER_BODY)).kind).toBe('mismatch');
  });

  it('agrees with the filter the database asks: a place matches exactly when its tags meet every group', () => {
    fc.assert(
      fc.property(arbStandard, arbPlace, (wanted, known) => {
        const tags = new Set(standardTags(known));
        const filtered = standardFilterGroups(wanted).every((group) => group.some((tag) => tags.has(tag)));
        expect(filtered).toBe(matchStandard(wanted, known).kind === 'match');
      }),
    );
  });
});

describe('standard tags and addresses', () => {
  it('read back from a place’s tags what is known of it', () => {
    fc.assert(
      fc.property(arbPlace, (known) => {
        const back = knownFromTags(standardTags(known));
        expect(back.facts).toEqual(known.facts);
        expect(back.certifierId).toBe(known.facts.certificate === 'yes' ? known.certifierId : null);
      }),
    );
  });

  it('write a standard in the address and read the same standard back', () => {
    fc.assert(
      fc.property(arbStandard, (wanted) => {
        const back = parseStandardParam(standardParam(wanted));
        expect(back).not.toBeNull();
        const asked = (s: HalalStandard) =>
          standardFilterGroups(s)
            .map((group) => [...group].sort().join())
            .sort();
        expect(asked(back as HalalStandard)).toEqual(asked(wanted));
      }),
    );
    expect(standardParam(standard({ level: 'fully', zabiha: ['beef', 'chicken'], noPork: true }))).toBe(
      'fully.zabiha-beef-chicken.no_pork',
    );
  });

  it('refuse an address that is not a standard', () => {
    expect(parseStandardParam('fully.beer')).toBeNull();
    expect(parseStandardParam('zabiha-pork')).toBeNull();
  });
});
