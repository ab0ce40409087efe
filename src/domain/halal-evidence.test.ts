import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Evidence,
  type EvidenceSource,
  evidenceValidUntil,
  type FactProjection,
  type FactStatus,
  factTags,
  type PlaceFacts,
  projectFact,
  type StatedProfile,
  statedFacts,
} from './halal-evidence';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * DAY);
const STRENGTH: Record<EvidenceSource, number> = { certificate: 5, admin: 4, community: 3, owner: 2, context: 1 };
const SOURCES = Object.keys(STRENGTH) as EvidenceSource[];
/** Realistic lifetimes in days, so a later answer never expires before an earlier one of the same source. */
const LIFETIME = { certificate: 300, admin: 365, community: 365, owner: 182, context: 365 };

/** Current evidence given 10 days ago, valid 100 more days, affirming, counted, from nobody in particular. */
function ev(source: EvidenceSource, value: string, overrides: Partial<Evidence> = {}): Evidence {
  return { source, value, affirms: true, at: days(-10), validUntil: days(100), by: null, counted: true, ...overrides };
}

/** A diner's answer given `ago` days ago, counting for a year. */
function answer(by: string, value: string, ago: number, affirms = true): Evidence {
  return ev('community', value, { by, affirms, at: days(-ago), validUntil: days(365 - ago) });
}

const VALUES = ['zabiha', 'halal', 'none', 'yes'] as const;
const arbEvidence = (sources: readonly EvidenceSource[] = SOURCES, span = 900) =>
  fc
    .record({
      source: fc.constantFrom(...sources),
      value: fc.constantFrom(...VALUES),
      affirms: fc.boolean(),
      at: fc.integer({ min: -span, max: span }),
      lasts: fc.integer({ min: 0, max: span }),
      by: fc.constantFrom('a', 'b', 'c', 'd', 'e', null),
      counted: fc.boolean(),
    })
    .map(({ at, lasts, ...rest }): Evidence => ({ ...rest, at: days(at), validUntil: days(at + lasts) }));
const weakerThan = (source: EvidenceSource) => SOURCES.filter((s) => STRENGTH[s] < STRENGTH[source]);
const deciders = fc.constantFrom<EvidenceSource>('certificate', 'admin', 'owner');

describe('projectFact: the strongest current source decides', () => {
  it('a stronger current source wins over weaker ones, whatever they say', () => {
    fc.assert(
      fc.property(deciders, fc.constantFrom(...VALUES), fc.array(arbEvidence(SOURCES, 400)), (source, value, noise) => {
        const other = VALUES.find((v) => v !== value)!;
        const weak = noise.filter((e) => STRENGTH[e.source] < STRENGTH[source]);
        const rival = ev(weakerThan(source).find((s) => s !== 'context' && s !== 'community') ?? 'context', other);
        const projection = projectFact([...weak, rival, ev(source, value)], NOW);
        expect(projection).toMatchObject({ status: 'known', value, source });
      }),
    );
  });

  it('two different values affirmed at the top strength disagree, and show no value', () => {
    fc.assert(
      fc.property(deciders, fc.array(arbEvidence(SOURCES, 400)), (source, noise) => {
        const weak = noise.filter((e) => STRENGTH[e.source] < STRENGTH[source]);
        const projection = projectFact([...weak, ev(source, 'zabiha'), ev(source, 'halal')], NOW);
        expect(projection).toMatchObject({ status: 'disagree', value: null, source: null });
      }),
    );
  });

  it('a contrary claim at equal or greater strength disputes the winning value; a weaker one does not', () => {
    const owner = ev('owner', 'zabiha');
    expect(projectFact([owner, ev('admin', 'zabiha', { affirms: false })], NOW).status).toBe('disagree');
    expect(projectFact([owner, ev('owner', 'zabiha', { affirms: false, by: 'x' })], NOW).status).toBe('disagree');
    const admin = ev('admin', 'zabiha');
    expect(projectFact([admin, ev('owner', 'zabiha', { affirms: false })], NOW)).toMatchObject({
      status: 'known',
      value: 'zabiha',
      source: 'admin',
    });
    expect(projectFact([admin, ev('owner', 'halal', { affirms: false })], NOW).status).toBe('known');
  });

  it('context never decides alone, current or expired', () => {
    expect(projectFact([ev('context', 'yes')], NOW).status).toBe('not_checked');
    expect(projectFact([ev('context', 'yes', { validUntil: days(-1) })], NOW).status).toBe('not_checked');
    expect(projectFact([ev('context', 'yes'), ev('owner', 'no')], NOW)).toMatchObject({ value: 'no', source: 'owner' });
  });
});

describe('projectFact: without current evidence', () => {
  it("an expired affirmation 'needs a re-check' with its last value; nothing ever said is 'not checked'", () => {
    const expired = ev('owner', 'zabiha', { at: days(-200), validUntil: days(-18) });
    expect(projectFact([expired], NOW)).toMatchObject({ status: 'needs_recheck', value: 'zabiha', source: 'owner' });
    expect(projectFact([], NOW)).toMatchObject({ status: 'not_checked', value: null, source: null, nextChange: null });
    expect(projectFact([{ ...expired, affirms: false }], NOW).status).toBe('not_checked');
  });

  it('the status is one of four, and a value is shown exactly when it is known or needs a re-check', () => {
    const statuses: FactStatus[] = ['known', 'disagree', 'needs_recheck', 'not_checked'];
    fc.assert(
      fc.property(fc.array(arbEvidence()), fc.integer({ min: 1, max: 5 }), (evidence, quorum) => {
        const projection = projectFact(evidence, NOW, quorum);
        expect(statuses).toContain(projection.status);
        const hidden = projection.status === 'disagree' || projection.status === 'not_checked';
        expect(projection.value === null).toBe(hidden);
        expect(projection.source === null).toBe(hidden);
      }),
    );
  });

  it('evidence given in the future is ignored until it comes due, which is a change time alone makes', () => {
    const shown = ({ nextChange: _, ...rest }: ReturnType<typeof projectFact>) => rest;
    fc.assert(
      fc.property(fc.array(arbEvidence()), fc.array(arbEvidence(), { minLength: 1 }), (evidence, later) => {
        const future = later.map((e) => ({ ...e, at: new Date(Math.max(e.at.getTime(), NOW.getTime() + 1)) }));
        const projection = projectFact([...evidence, ...future], NOW);
        expect(shown(projection)).toEqual(shown(projectFact(evidence, NOW)));
        const due = Math.min(...future.map((e) => e.at.getTime()));
        expect(projection.nextChange && Date.parse(projection.nextChange)).toBeLessThanOrEqual(due);
      }),
    );
    expect(projectFact([ev('owner', 'zabiha'), ev('admin', 'halal', { at: days(1) })], NOW).value).toBe('zabiha');
  });

  it("a community agreement that has lapsed 'needs a re-check' even while some of its answers are current", () => {
    const answers = [answer('a', 'zabiha', 300), answer('b', 'zabiha', 200), answer('c', 'zabiha', 100)];
    expect(projectFact(answers, NOW)).toMatchObject({ status: 'known', confirmations: 3 });
    const afterFirstExpiry = days(70);
    expect(projectFact(answers, afterFirstExpiry)).toMatchObject({ status: 'needs_recheck', value: 'zabiha' });
  });
});

describe('projectFact: the community decides by quorum', () => {
  it('two agreeing people do not decide, three do', () => {
    const two = [answer('a', 'zabiha', 30), answer('b', 'zabiha', 20)];
    expect(projectFact(two, NOW).status).toBe('not_checked');
    expect(projectFact([...two, answer('c', 'zabiha', 10)], NOW)).toMatchObject({
      status: 'known',
      value: 'zabiha',
      source: 'community',
      confirmations: 3,
      asOf: days(-10).toISOString(),
    });
  });

  it('one person counts once, by their latest answer', () => {
    const same = [answer('a', 'zabiha', 30), answer('a', 'zabiha', 20), answer('a', 'zabiha', 10)];
    expect(projectFact(same, NOW).status).toBe('not_checked');
    const changedMind = [answer('a', 'zabiha', 30), answer('b', 'zabiha', 20), answer('c', 'zabiha', 10)];
    expect(projectFact([...changedMind, answer('c', 'halal', 5)], NOW).status).toBe('not_checked');
  });

  it('uncounted answers never count', () => {
    const uncounted = ['a', 'b', 'c', 'd', 'e'].map((by, i) => ({ ...answer(by, 'zabiha', 10 + i), counted: false }));
    expect(projectFact(uncounted, NOW).status).toBe('not_checked');
    const two = [answer('a', 'zabiha', 30), answer('b', 'zabiha', 20)];
    expect(projectFact([...two, uncounted[0]!], NOW).status).toBe('not_checked');
  });

  it("a contrary answer newer than the newest agreeing one makes the claim 'not v', against the owner too", () => {
    const three = [answer('a', 'zabiha', 30), answer('b', 'zabiha', 20), answer('c', 'zabiha', 10)];
    const owner = ev('owner', 'zabiha', { at: days(-40) });
    expect(projectFact([owner, ...three, answer('d', 'zabiha', 5, false)], NOW)).toMatchObject({
      status: 'disagree',
      value: null,
    });
  });

  it('a contrary answer older than the newest agreeing one leaves the quorum standing', () => {
    const three = [answer('a', 'zabiha', 30), answer('b', 'zabiha', 20), answer('c', 'zabiha', 10)];
    const owner = ev('owner', 'halal', { at: days(-40) });
    expect(projectFact([owner, ...three, answer('d', 'zabiha', 15, false)], NOW)).toMatchObject({
      status: 'known',
      value: 'zabiha',
      source: 'community',
      confirmations: 3,
    });
  });

  it('honours the quorum it is given', () => {
    expect(projectFact([answer('a', 'yes', 3)], NOW, 1)).toMatchObject({ status: 'known', confirmations: 1 });
    const people = ['a', 'b', 'c', 'd', 'e'].map((by, i) => answer(by, 'yes', 10 + i));
    expect(projectFact(people.slice(0, 4), NOW, 5).status).toBe('not_checked');
    expect(projectFact(people, NOW, 5)).toMatchObject({ status: 'known', confirmations: 5 });
  });
});

describe('projectFact: freshness', () => {
  it("a known value changes next when its earliest current evidence lapses, and finally 'needs a re-check'", () => {
    const evidence = [
      ev('owner', 'zabiha', { validUntil: days(30) }),
      ev('admin', 'zabiha', { validUntil: days(100) }),
      ev('context', 'zabiha', { validUntil: days(5) }),
    ];
    const projection = projectFact(evidence, NOW);
    expect(projection).toMatchObject({ status: 'known', source: 'admin', nextChange: days(5).toISOString() });
    expect(projection.validUntil).toBe(days(100).toISOString());
    expect(projectFact(evidence, days(100))).toMatchObject({ status: 'needs_recheck', value: 'zabiha' });
  });

  it('decays monotonically: each nextChange changes the projection, and once all lapses it needs a re-check', () => {
    const given = arbEvidence(SOURCES, 800).map((e) => {
      const at = new Date(Math.min(e.at.getTime(), NOW.getTime()));
      return { ...e, at, validUntil: new Date(at.getTime() + LIFETIME[e.source] * DAY) };
    });
    fc.assert(
      fc.property(fc.array(given, { maxLength: 12 }), (evidence) => {
        let now = NOW;
        let projection: FactProjection = projectFact(evidence, now);
        let everKnown = projection.status === 'known';
        const soonest = Math.min(...evidence.filter((e) => e.validUntil > now).map((e) => e.validUntil.getTime()));
        if (everKnown) expect(projection.nextChange).toBe(new Date(soonest).toISOString());
        while (projection.nextChange) {
          now = new Date(projection.nextChange);
          const next = projectFact(evidence, now);
          expect(next).not.toEqual(projection);
          expect(projectFact(evidence, new Date(now.getTime() + 1))).toEqual(next);
          projection = next;
          everKnown ||= projection.status === 'known';
        }
        if (everKnown) expect(projection.status).toBe('needs_recheck');
      }),
    );
  });
});

describe('evidenceValidUntil', () => {
  const at = new Date('2026-01-31T10:00:00Z');

  it('counts the owner 6 calendar months, the team and the community 12', () => {
    expect(evidenceValidUntil('owner', 'chicken', at, null)).toEqual(new Date('2026-07-31T10:00:00Z'));
    expect(evidenceValidUntil('admin', 'chicken', at, null)).toEqual(new Date('2027-01-31T10:00:00Z'));
    expect(evidenceValidUntil('community', 'chicken', at, null)).toEqual(new Date('2027-01-31T10:00:00Z'));
    const endOfAugust = new Date('2026-08-31T10:00:00Z');
    expect(evidenceValidUntil('owner', 'chicken', endOfAugust, null)).toEqual(new Date('2027-02-28T10:00:00Z'));
  });

  it('counts a certificate until the first moment of the day after its expiry date in Indiana', () => {
    expect(evidenceValidUntil('certificate', 'chicken', at, '2027-03-03')).toEqual(new Date('2027-03-04T05:00:00Z'));
    expect(evidenceValidUntil('certificate', 'level', at, '2027-07-03')).toEqual(new Date('2027-07-04T04:00:00Z'));
    expect(evidenceValidUntil('certificate', 'level', at, '2026-12-31')).toEqual(new Date('2027-01-01T05:00:00Z'));
    expect(evidenceValidUntil('certificate', 'level', at, null)).toEqual(at);
  });

  it('lets no evidence about the certificate outlive the day after its expiry', () => {
    expect(evidenceValidUntil('admin', 'certificate', at, '2026-03-03')).toEqual(new Date('2026-03-04T05:00:00Z'));
    expect(evidenceValidUntil('owner', 'certificate', at, '2030-01-01')).toEqual(new Date('2026-07-31T10:00:00Z'));
    expect(evidenceValidUntil('admin', 'chicken', at, '2026-03-03')).toEqual(new Date('2027-01-31T10:00:00Z'));
    const dates = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(fc.constantFrom(...SOURCES), dates, dates, (source, given, expiry) => {
        const expiresOn = expiry.toISOString().slice(0, 10);
        const cap = evidenceValidUntil('certificate', 'certificate', given, expiresOn).getTime();
        expect(evidenceValidUntil(source, 'certificate', given, expiresOn).getTime()).toBeLessThanOrEqual(cap);
      }),
    );
  });
});

describe('statedFacts', () => {
  const nothing: StatedProfile = {
    level: null,
    chicken: 'not_stated',
    beef: 'not_stated',
    lambGoat: 'not_stated',
    otherMeat: 'not_stated',
    alcohol: 'not_stated',
    pork: 'not_stated',
    prayerSpace: false,
    muslimOwned: 'not_stated',
    namesCertifier: false,
    certificateExpiresOn: null,
  };

  it("gives no fact for 'not_stated' or null", () => {
    expect(statedFacts(nothing)).toEqual({});
  });

  it("states a prayer space and a named certifier as 'yes', and other facts as given", () => {
    expect(statedFacts({ ...nothing, prayerSpace: true })).toEqual({ prayer_space: 'yes' });
    expect(statedFacts({ ...nothing, namesCertifier: true })).toEqual({ certificate: 'yes' });
    expect(statedFacts({ ...nothing, level: 'fully', lambGoat: 'zabiha', alcohol: 'none' })).toEqual({
      level: 'fully',
      lamb_goat: 'zabiha',
      alcohol: 'none',
    });
  });
});

describe('factTags', () => {
  const fact = (status: FactStatus, value: string, source: EvidenceSource = 'owner'): FactProjection => ({
    status,
    value,
    source,
    asOf: null,
    validUntil: null,
    confirmations: 0,
    nextChange: null,
  });

  it("'zabiha' and 'no_alcohol' need a known value, not one that needs a re-check", () => {
    expect(factTags({ beef: fact('known', 'zabiha'), alcohol: fact('known', 'none') }).tags).toEqual([
      'zabiha',
      'no_alcohol',
    ]);
    const stale: PlaceFacts = { chicken: fact('needs_recheck', 'zabiha'), alcohol: fact('needs_recheck', 'none') };
    expect(factTags(stale).tags).toEqual([]);
  });

  it("'fully', 'prayer_space' and 'muslim_owned' take a value that needs a re-check too", () => {
    const facts: PlaceFacts = {
      level: fact('needs_recheck', 'fully'),
      prayer_space: fact('needs_recheck', 'yes'),
      muslim_owned: fact('known', 'yes'),
    };
    expect(factTags(facts).tags).toEqual(['fully', 'prayer_space', 'muslim_owned']);
    expect(factTags({ level: fact('known', 'partial') }).tags).toEqual([]);
  });

  it('is certified only by a known certificate fact decided by a certificate', () => {
    expect(factTags({ certificate: fact('known', 'yes', 'certificate') }).certified).toBe(true);
    expect(factTags({ certificate: fact('known', 'yes', 'admin') }).certified).toBe(false);
    expect(factTags({ certificate: fact('needs_recheck', 'yes', 'certificate') }).certified).toBe(false);
    expect(factTags({}).certified).toBe(false);
  });
});
