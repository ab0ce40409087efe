import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { t } from '../../../lib/i18n';
import { AdminItemCard, BusinessTitleLink } from '../admin-item-card';
import { FactAnswers } from './fact-answers';
import { factWords, lastKnownLine, valueWords } from './fact-words';
import { HalalCheckForm } from './halal-check-form';
import type { HalalQueueItem, QueueFact } from './halal-queue-queries';

/** Issue 34: one place of the queue: the business and location, why it is here, and each fact in question. */
export function HalalQueueCard({ item }: { item: HalalQueueItem }) {
  const disputed = item.kind === 'disputed';
  return (
    <AdminItemCard
      title={<BusinessTitleLink business={item.business} />}
      details={
        <p className="text-sm break-words text-muted">
          {item.locationName ? t('Location: {name}', { name: item.locationName }) : t('Whole business')}
        </p>
      }
      badge={
        <Badge variant={disputed ? 'accent' : 'muted'}>
          {disputed ? t('Sources disagree') : t('Needs a re-check')}
        </Badge>
      }
    >
      <ul aria-label={t('Facts in question')} className="grid gap-3">
        {item.facts.map((fact) => (
          <li key={fact.fact}>
            <FactInQuestion fact={fact} profileId={item.profileId} place={item.business.name} />
          </li>
        ))}
      </ul>
    </AdminItemCard>
  );
}

function FactInQuestion({ fact, profileId, place }: { fact: QueueFact; profileId: string; place: string }) {
  const headingId = useId();
  const { projection } = fact;
  const line = lastKnownLine(projection);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-line p-3">
      <div className="grid gap-0.5">
        <h4 id={headingId} className="font-semibold text-ink">
          {factWords(fact.fact)}
        </h4>
        {projection.status === 'disagree' ? (
          <p className="text-sm font-semibold text-amber-900">{t('Sources disagree')}</p>
        ) : (
          <>
            {projection.value !== null && (
              <p className="text-sm text-ink">
                {t('Last known: {value}', { value: valueWords(fact.fact, projection.value) })}
              </p>
            )}
            {line && <p className="text-xs text-amber-900">{t('{line} — needs a re-check', { line })}</p>}
          </>
        )}
      </div>
      <FactAnswers fact={fact.fact} answers={fact.answers} />
      <HalalCheckForm profileId={profileId} fact={fact} place={place} />
    </section>
  );
}
