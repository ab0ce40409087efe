import { BadgeCheck, Clock } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import {
  ALCOHOL_POLICIES,
  type AlcoholPolicy,
  EVIDENCE_TIERS,
  HALAL_LEVELS,
  type HalalLevel,
  MEATS,
  type Meat,
  MUSLIM_OWNED_ANSWERS,
  PORK_ANSWERS,
  type PorkAnswer,
  SLAUGHTER_METHODS,
  type SlaughterMethod,
} from '../../../domain/halal';
import {
  FACT_ANSWER_NOTE_MAX,
  type FactProjection,
  type HalalFact,
  monthsAgo,
  type PlaceFacts,
  statedFacts,
} from '../../../domain/halal-evidence';
import { type KnownPlace, knownFacts } from '../../../domain/halal-standard';
import { StandardVerdict } from '../../components/halal/standard-verdict';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/class-names';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import type { BusinessPageData } from '../../lib/business-queries';
import { formatDate } from '../../lib/format';
import { useHalalStandard } from '../../lib/halal-standard';
import { t, translate } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { FactAnswerButtons } from './fact-answer';
import { OsmCredit } from './osm-credit';

// Only those who answer 'Is this still true?' load the photo picker and its upload.
const AnswerPhoto = lazy(() => import('./answer-photo'));

type Halal = BusinessPageData['halal'];
type Profile = Halal['profiles'][number];

interface FactRow {
  term: string;
  answer: string;
  /** The fact with its evidence (none for a profile not projected yet, or a fact nothing speaks of). */
  fact?: HalalFact;
  projection?: FactProjection;
}

const MEAT_FACTS = [
  ['chicken', 'chicken'],
  ['beef', 'beef'],
  ['lamb_goat', 'lamb_goat'],
  ['other_meat', 'other'],
] as const satisfies readonly (readonly [HalalFact, Meat])[];

/** The words of one fact's value, in the visitor's language. */
function valueWords(profile: Profile, fact: HalalFact, value: string): string {
  switch (fact) {
    case 'level':
      return translate(HALAL_LEVELS[value as HalalLevel] ?? value);
    case 'alcohol':
      return translate(ALCOHOL_POLICIES[value as AlcoholPolicy] ?? value);
    case 'pork':
      return translate(PORK_ANSWERS[value as PorkAnswer] ?? value);
    case 'prayer_space':
      return t('Yes');
    case 'muslim_owned':
      return translate(MUSLIM_OWNED_ANSWERS.yes);
    case 'certificate':
      return certificateWords(profile) ?? t('Yes');
    default:
      return translate(SLAUGHTER_METHODS[value as SlaughterMethod] ?? value);
  }
}

/** 'ISNA Halal, valid through Mar 3, 2027' (or expired), or the body alone without a date. */
function certificateWords(profile: Profile): string | null {
  const certifier = profile.certifier?.name ?? profile.certifierOther;
  if (!certifier) return null;
  const date = profile.certificateExpiresOn ? formatDate(`${profile.certificateExpiresOn}T12:00:00Z`) : null;
  if (date === null) return certifier;
  return profile.certificateCurrent
    ? t('{certifier}, valid through {date}', { certifier, date })
    : t('{certifier}, expired {date}', { certifier, date });
}

/**
 * The facts of one profile, as term and answer, in the visitor's language; what is not stated is said so,
 * never read as "no". Issue 34: each fact as its evidence decides it.
 */
function factRows(profile: Profile): FactRow[] {
  const facts = profile.facts as Partial<Record<HalalFact, FactProjection>>;
  if (Object.keys(facts).length === 0) return statedRows(profile);
  const rows: FactRow[] = [];
  const add = (fact: HalalFact, term: string, always = false) => {
    const projection = facts[fact];
    if (!projection) {
      if (always) rows.push({ term, answer: t('Not stated') });
      return;
    }
    const answer =
      projection.status === 'disagree'
        ? t('Sources disagree')
        : projection.value === null
          ? t('Not checked yet')
          : valueWords(profile, fact, projection.value);
    rows.push({ term, answer, fact, projection });
  };
  add('level', t('Halal level'), true);
  for (const [fact, meat] of MEAT_FACTS) add(fact, translate(MEATS[meat]));
  add('alcohol', t('Alcohol'), true);
  add('pork', t('Pork on premises'), true);
  add('prayer_space', t('Prayer space'));
  add('muslim_owned', t('Ownership'));
  add('certificate', t('Certified by'));
  return rows;
}

/** A profile not projected from evidence yet: its stated facts as they are. */
function statedRows(profile: Profile): FactRow[] {
  const rows: FactRow[] = [
    { term: t('Halal level'), answer: profile.level ? valueWords(profile, 'level', profile.level) : t('Not stated') },
  ];
  const methods = {
    chicken: profile.chicken,
    beef: profile.beef,
    lamb_goat: profile.lambGoat,
    other_meat: profile.otherMeat,
  };
  for (const [fact, meat] of MEAT_FACTS) {
    if (methods[fact] !== 'not_stated')
      rows.push({ term: translate(MEATS[meat]), answer: valueWords(profile, fact, methods[fact]) });
  }
  rows.push({ term: t('Alcohol'), answer: valueWords(profile, 'alcohol', profile.alcohol) });
  rows.push({ term: t('Pork on premises'), answer: valueWords(profile, 'pork', profile.pork) });
  if (profile.prayerSpace) rows.push({ term: t('Prayer space'), answer: t('Yes') });
  if (profile.muslimOwned === 'yes') rows.push({ term: t('Ownership'), answer: translate(MUSLIM_OWNED_ANSWERS.yes) });
  const certificate = certificateWords(profile);
  if (certificate) rows.push({ term: t('Certified by'), answer: certificate });
  return rows;
}

/** How a fact is known and as of when: 'Confirmed by 4 diners, last on Nov 12, 2026'. */
function knowledgeLine(profile: Profile, projection: FactProjection, now: Date): string | null {
  if (projection.status === 'disagree') return t('Sources disagree');
  if (projection.status === 'not_checked' || !projection.asOf) return null;
  const asOf = new Date(projection.asOf);
  const line = sourceLine(profile, projection, asOf, now);
  return projection.status === 'needs_recheck' ? t('{line} — needs a re-check', { line }) : line;
}

function sourceLine(profile: Profile, projection: FactProjection, asOf: Date, now: Date): string {
  switch (projection.source) {
    case 'certificate': {
      const date = formatDate(`${profile.certificateExpiresOn ?? projection.asOf?.slice(0, 10)}T12:00:00Z`);
      return projection.status === 'known'
        ? t('Certificate checked by the team, valid through {date}', { date })
        : t('Certificate checked by the team, expired {date}', { date });
    }
    case 'admin':
      return projection.document
        ? t("Checked by the team from a diner's photo on {date}", { date: formatDate(asOf) })
        : t('Checked by the team on {date}', { date: formatDate(asOf) });
    case 'community':
      return t('Confirmed by {count, plural, one {# diner} other {# diners}}, last on {date}', {
        count: projection.confirmations,
        date: formatDate(asOf),
      });
    default: {
      const months = monthsAgo(asOf, now);
      return months === 0
        ? t('Owner says so, this month')
        : t('Owner says so, {months, plural, one {# month ago} other {# months ago}}', { months });
    }
  }
}

interface ProfileFactsProps {
  profile: Profile;
  title?: string;
  /** The signed-in viewer may answer 'Is this still true?' about each fact. */
  answering?: { id: string; slug: string };
}

/** The line most facts share ('Checked by the team on Jan 2, 2026'): said once, above them. */
function commonLine(rows: readonly { line: string | null; projection?: FactProjection }[]): string | null {
  // A dispute is told of the fact it is about, never above the list.
  const lines = rows.flatMap((row) => (row.line && row.projection?.status !== 'disagree' ? [row.line] : []));
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 1 && best[1] * 2 > lines.length ? best[0] : null;
}

function ProfileFacts({ profile, title, answering }: ProfileFactsProps) {
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const photo = { url: photoUrl, busy: uploading, onSent: () => setPhotoUrl(null) };
  const noteId = useId();
  const now = new Date();
  const rows = factRows(profile).map((row) => ({
    ...row,
    line: row.projection ? knowledgeLine(profile, row.projection, now) : null,
  }));
  const shared = commonLine(rows);
  const answerable = rows.some((row) => row.projection && row.projection.status !== 'not_checked');
  return (
    <div className="grid gap-2">
      {title && <h3 className="font-semibold text-ink">{title}</h3>}
      {shared && <p className="text-xs text-muted">{shared}</p>}
      <dl className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        {rows.map(({ term, answer, fact, projection, line }) => {
          const doubtful = projection?.status === 'needs_recheck' || projection?.status === 'disagree';
          return (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="grid min-w-0 gap-0.5 text-ink">
                <span className={cn(projection?.status === 'disagree' && 'font-semibold text-amber-900')}>
                  {answer}
                </span>
                {line && line !== answer && line !== shared && (
                  <span className={cn('text-xs', doubtful ? 'text-amber-900' : 'text-muted')}>{line}</span>
                )}
                {projection?.document && (
                  <a
                    href={projection.document}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={t('See the photo behind {fact}', { fact: term })}
                    className="w-fit text-xs font-medium text-brand-strong underline underline-offset-2"
                  >
                    {t('See the photo')}
                  </a>
                )}
              </dd>
              {asking && answering && fact && projection && projection.status !== 'not_checked' && (
                <dd className="col-span-2 -mt-1 border-b border-line/60 pb-2">
                  <FactAnswerButtons
                    business={answering}
                    locationId={profile.locationId}
                    fact={fact}
                    shown={`${term}: ${askedWords(profile, fact, projection) ?? answer}`}
                    note={note}
                    photo={photo}
                  />
                </dd>
              )}
            </div>
          );
        })}
      </dl>
      {answering && answerable && (
        <div className="grid gap-2 pt-1">
          {asking && (
            <div className="grid gap-2">
              <FormField id={noteId} label={t('Note (optional)')}>
                {(control) => (
                  <Input
                    {...control}
                    value={note}
                    maxLength={FACT_ANSWER_NOTE_MAX}
                    onChange={(event) => setNote(event.target.value)}
                    className="h-9 text-sm"
                  />
                )}
              </FormField>
              <Suspense fallback={null}>
                <AnswerPhoto photoUrl={photoUrl} onChange={setPhotoUrl} onBusyChange={setUploading} />
              </Suspense>
            </div>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={asking}
            onClick={() => setAsking(!asking)}
            className="w-full sm:w-fit"
          >
            {asking ? t('Done') : t('Is this still true?')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Issue 16: the 'Halal details' section of the business page — the facts of the business (and of each
 * location whose facts differ), the evidence behind them and when they were last verified.
 */
export function HalalDetails({
  halal,
  locations,
  business,
}: {
  halal: Halal;
  locations: BusinessPageData['locations'];
  business: { id: string; slug: string; openStreetMap?: BusinessPageData['openStreetMap'] };
}) {
  const { user } = useSession();
  const answering = user ? business : undefined;
  const own = halal.profiles.find((p) => p.locationId === null);
  const branches = halal.profiles.filter((p) => p.locationId !== null);
  const locationName = (id: string | null) => locations.find((l) => l.id === id)?.name ?? t('Location');
  const strong = halal.tier === 'certificate_on_file' || halal.tier === 'community_verified';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Halal details')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
              strong ? 'bg-brand-deep text-white' : 'bg-stone-100 text-stone-700',
            )}
          >
            {strong && <BadgeCheck aria-hidden="true" className="size-3.5" />}
            {translate(EVIDENCE_TIERS[halal.tier])}
          </span>
          <span
            className={cn('inline-flex items-center gap-1 text-sm', halal.overdue ? 'text-amber-800' : 'text-muted')}
          >
            <Clock aria-hidden="true" className="size-4" />
            {halal.lastVerified
              ? t('Last verified {date}', { date: formatDate(halal.lastVerified) })
              : t('Not verified yet')}
            {halal.lastVerified && halal.overdue && ` — ${t('not verified in the last 12 months')}`}
          </span>
        </div>
        <MyStandard profile={own ?? branches[0]} />
        {halal.profiles.length === 0 ? (
          <p className="text-sm text-muted">
            {t(
              'The halal details of this place have not been checked yet. Ask the business, and check for a certificate on site.',
            )}
          </p>
        ) : (
          <>
            {own && <ProfileFacts profile={own} answering={answering} />}
            {branches.map((profile) => (
              <ProfileFacts
                key={profile.locationId}
                profile={profile}
                title={locationName(profile.locationId)}
                answering={answering}
              />
            ))}
          </>
        )}
        {business.openStreetMap && <OsmCredit osm={business.openStreetMap} />}
      </CardContent>
    </Card>
  );
}

/** The value an answer about a fact confirms, in words: the one shown, or for a dispute the one stated. */
function askedWords(profile: Profile, fact: HalalFact, projection: FactProjection): string | null {
  const value = projection.value ?? statedValue(profile, fact);
  return value === null ? null : valueWords(profile, fact, value);
}

/** The value a profile states for a fact, as the owner's or the admins' form keeps it (the domain's reading). */
function statedValue(profile: Profile, fact: HalalFact): string | null {
  const namesCertifier = profile.certifier !== null || profile.certifierOther !== null;
  return statedFacts({ ...profile, namesCertifier })[fact] ?? null;
}

/**
 * Issue 34: what the check after stamping asks about: the place's facts that need a re-check or whose
 * sources disagree, the business's own first, each worded as the page words it.
 */
export function staleFactQuestions(halal: Halal, locations: BusinessPageData['locations'], max = 3) {
  const now = new Date();
  const ordered = [...halal.profiles].sort((a, b) => Number(a.locationId !== null) - Number(b.locationId !== null));
  const questions: { locationId: string | null; fact: HalalFact; shown: string; why: string }[] = [];
  for (const profile of ordered) {
    const place = profile.locationId ? locations.find((l) => l.id === profile.locationId)?.name : null;
    for (const { term, fact, projection } of factRows(profile)) {
      if (!fact || !projection || (projection.status !== 'needs_recheck' && projection.status !== 'disagree')) continue;
      const value = projection.value ?? statedValue(profile, fact);
      if (value === null) continue;
      const shown = `${term}: ${valueWords(profile, fact, value)}`;
      questions.push({
        locationId: profile.locationId,
        fact,
        shown: place ? `${place} · ${shown}` : shown,
        why: knowledgeLine(profile, projection, now) ?? t('Sources disagree'),
      });
      if (questions.length >= max) return questions;
    }
  }
  return questions;
}

const StandardEditor = lazy(async () => ({
  default: (await import('../../components/halal/standard-editor')).StandardEditor,
}));

/**
 * Issue 34: the place against the person's own standard ('Matches your standard', "Doesn't match: serves
 * alcohol"), from what is known of it today; or the way to set a standard.
 */
function MyStandard({ profile }: { profile: Profile | undefined }) {
  const { standard, save } = useHalalStandard();
  const [editing, setEditing] = useState(false);
  const place: KnownPlace = {
    facts: profile ? knownFacts(profile.facts as PlaceFacts) : {},
    certifierId: profile?.certifierId ?? null,
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {standard && <StandardVerdict standard={standard} place={place} />}
      <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={() => setEditing(true)}>
        {standard ? t('Edit my standard') : t('Set my halal standard')}
      </Button>
      {editing && (
        <Suspense>
          <StandardEditor open={editing} onOpenChange={setEditing} standard={standard} onSave={save} />
        </Suspense>
      )}
    </div>
  );
}
