import { BadgeCheck, Clock } from 'lucide-react';
import {
  ALCOHOL_POLICIES,
  type AlcoholPolicy,
  EVIDENCE_TIERS,
  HALAL_LEVELS,
  type HalalLevel,
  MEATS,
  MUSLIM_OWNED_ANSWERS,
  PORK_ANSWERS,
  type PorkAnswer,
  SLAUGHTER_METHODS,
  type SlaughterMethod,
} from '../../../domain/halal';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/class-names';
import type { BusinessPageData } from '../../lib/business-queries';
import { formatDate } from '../../lib/format';
import { t, translate } from '../../lib/i18n';

type Halal = BusinessPageData['halal'];
type Profile = Halal['profiles'][number];

/**
 * The facts of one profile, as term and answer, in the visitor's language; what is not stated is said so,
 * never read as "no".
 */
function facts(profile: Profile): [string, string][] {
  const rows: [string, string][] = [
    [t('Halal level'), profile.level ? translate(HALAL_LEVELS[profile.level as HalalLevel]) : t('Not stated')],
  ];
  const meats = [
    ['chicken', profile.chicken],
    ['beef', profile.beef],
    ['lamb_goat', profile.lambGoat],
    ['other', profile.otherMeat],
  ] as const;
  for (const [meat, method] of meats) {
    if (method !== 'not_stated') {
      rows.push([translate(MEATS[meat]), translate(SLAUGHTER_METHODS[method as SlaughterMethod])]);
    }
  }
  rows.push([t('Alcohol'), translate(ALCOHOL_POLICIES[profile.alcohol as AlcoholPolicy])]);
  rows.push([t('Pork on premises'), translate(PORK_ANSWERS[profile.pork as PorkAnswer])]);
  if (profile.prayerSpace) rows.push([t('Prayer space'), t('Yes')]);
  if (profile.muslimOwned === 'yes') rows.push([t('Ownership'), translate(MUSLIM_OWNED_ANSWERS.yes)]);
  const certifier = profile.certifier?.name ?? profile.certifierOther;
  if (certifier) {
    const date = profile.certificateExpiresOn ? formatDate(`${profile.certificateExpiresOn}T12:00:00Z`) : null;
    const answer =
      date === null
        ? certifier
        : profile.certificateCurrent
          ? t('{certifier}, valid through {date}', { certifier, date })
          : t('{certifier}, expired {date}', { certifier, date });
    rows.push([t('Certified by'), answer]);
  }
  return rows;
}

function ProfileFacts({ profile, title }: { profile: Profile; title?: string }) {
  return (
    <div className="grid gap-2">
      {title && <h3 className="font-semibold text-ink">{title}</h3>}
      <dl className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        {facts(profile).map(([term, answer]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="text-ink">{answer}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Issue 16: the 'Halal details' section of the business page — the facts of the business (and of each
 * location whose facts differ), the evidence behind them and when they were last verified.
 */
export function HalalDetails({ halal, locations }: { halal: Halal; locations: BusinessPageData['locations'] }) {
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
        {halal.profiles.length === 0 ? (
          <p className="text-sm text-muted">
            {t(
              'The halal details of this place have not been checked yet. Ask the business, and check for a certificate on site.',
            )}
          </p>
        ) : (
          <>
            {own && <ProfileFacts profile={own} />}
            {branches.map((profile) => (
              <ProfileFacts key={profile.locationId} profile={profile} title={locationName(profile.locationId)} />
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
