import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ALCOHOL_POLICIES,
  HALAL_LEVELS,
  MEAT_FIELDS,
  MUSLIM_OWNED_ANSWERS,
  PORK_ANSWERS,
  SLAUGHTER_METHODS,
} from '../../../../domain/halal';
import { formatDate } from '../../../lib/format';
import { t, translate } from '../../../lib/i18n';
import type { AdminBusiness } from '../admin-queries';

type HalalProfile = NonNullable<AdminBusiness['halalProfile']>;

/** The words of a stored answer, 'Not stated' for none, in the active language. */
const wordsOf = (words: Record<string, string>, value: string | null) =>
  value && Object.hasOwn(words, value) && value !== 'not_stated' ? translate(words[value]!) : t('Not stated');

/** The certificate on file: a download link and its last valid day, or that there is none. */
function Certificate({ profile }: { profile: HalalProfile }) {
  const expires = profile.certificateExpiresOn ? formatDate(`${profile.certificateExpiresOn}T12:00:00Z`) : null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      {profile.certificateUrl ? (
        <a
          href={profile.certificateUrl}
          download
          className="inline-flex items-center gap-1 font-semibold text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('View certificate')}
        </a>
      ) : (
        t('No certificate file')
      )}
      {expires && <span>{t('Expires {date}', { date: expires })}</span>}
    </span>
  );
}

/**
 * Corrections: the halal claims a submission will publish once approved, in the words the forms show —
 * level, slaughter methods, alcohol and the rest, the certifying body and the certificate file.
 */
export function SubmittedHalalFacts({ profile }: { profile: HalalProfile }) {
  const meats = MEAT_FIELDS.filter(([field]) => profile[field] !== 'not_stated');
  const certifier = profile.certifierName ?? profile.certifierOther;
  const rows: [term: string, answer: ReactNode][] = [
    [t('Halal level'), wordsOf(HALAL_LEVELS, profile.level)],
    ...meats.map(([field, meat]): [string, string] => [translate(meat), wordsOf(SLAUGHTER_METHODS, profile[field])]),
    ...(meats.length === 0 ? [[t('Slaughter method'), t('Not stated')] as [string, string]] : []),
    [t('Alcohol'), wordsOf(ALCOHOL_POLICIES, profile.alcohol)],
    [t('Pork on premises'), wordsOf(PORK_ANSWERS, profile.pork)],
    ...(profile.prayerSpace ? [[t('Prayer space'), t('Yes')] as [string, string]] : []),
    ...(profile.muslimOwned === 'yes'
      ? [[t('Ownership'), translate(MUSLIM_OWNED_ANSWERS.yes)] as [string, string]]
      : []),
    [t('Certifying body'), certifier ? <bdi key="certifier">{certifier}</bdi> : t('Not stated')],
    [t('Certificate'), <Certificate key="certificate" profile={profile} />],
  ];
  return (
    <dl className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, answer]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words text-ink">{answer}</dd>
        </div>
      ))}
    </dl>
  );
}
