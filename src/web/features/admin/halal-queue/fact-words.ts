import { FACT_VALUES, type FactProjection, HALAL_FACTS, type HalalFact } from '../../../../domain/halal-evidence';
import { formatDate } from '../../../lib/format';
import { t, translate } from '../../../lib/i18n';

// Issue 34: a fact and its value in the words the business page gives them, for the admins' queue.

export const factWords = (fact: HalalFact) => translate(HALAL_FACTS[fact]);

/** The words of one value of a fact ('No alcohol', 'Hand-slaughtered (zabiha)'). */
export function valueWords(fact: HalalFact, value: string): string {
  const words: Record<string, string> = FACT_VALUES[fact];
  return Object.hasOwn(words, value) ? translate(words[value]!) : value;
}

/** How the value that needs a re-check was known last, and as of when. */
export function lastKnownLine(projection: Pick<FactProjection, 'source' | 'asOf' | 'confirmations'>): string | null {
  if (!projection.asOf) return null;
  const date = formatDate(projection.asOf);
  switch (projection.source) {
    case 'certificate':
      return t('Certificate checked by the team on {date}', { date });
    case 'admin':
      return t('Checked by the team on {date}', { date });
    case 'community':
      return t('Confirmed by {count, plural, one {# diner} other {# diners}}, last on {date}', {
        count: projection.confirmations,
        date,
      });
    default:
      return t('Owner said so on {date}', { date });
  }
}
