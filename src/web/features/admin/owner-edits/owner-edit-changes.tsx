import { HALAL_LEVELS, MEATS, SLAUGHTER_METHODS } from '../../../../domain/halal';
import type { ReviewedHalalField } from '../../../../domain/trust';
import { formatDate } from '../../../lib/format';
import { useHalalCertifiers } from '../../../lib/halal-certifier-queries';
import { msg, t, translate } from '../../../lib/i18n';
import type { HalalEditToReview, OwnerEditToReview } from './owner-edit-queries';

type Facts = HalalEditToReview['asked'];
const NOT_STATED = msg('Not stated');

/** The words of a stored answer, 'Not stated' for none, in the active language. */
const wordsOf = (words: Record<string, string>, value: string | null) =>
  translate((value && words[value]) || NOT_STATED);

/** The rows of a halal change: one per fact the admin reviews, the certifying body as one (English labels, shown translated). */
const HALAL_ROWS: { label: string; fields: ReviewedHalalField[] }[] = [
  { label: msg('Halal level'), fields: ['level'] },
  { label: MEATS.chicken, fields: ['chicken'] },
  { label: MEATS.beef, fields: ['beef'] },
  { label: MEATS.lamb_goat, fields: ['lambGoat'] },
  { label: MEATS.other, fields: ['otherMeat'] },
  { label: msg('Certifying body'), fields: ['certifierId', 'certifierOther'] },
  { label: msg('Certificate file'), fields: ['certificateUrl'] },
  { label: msg('Certificate expiry date'), fields: ['certificateExpiresOn'] },
];

/** One row's value, in the words the forms show. */
function FactValue({
  field,
  facts,
  certifierName,
}: {
  field: ReviewedHalalField;
  facts: Facts | null;
  certifierName: (id: string) => string;
}) {
  if (!facts) return <>{translate(NOT_STATED)}</>;
  switch (field) {
    case 'level':
      return <>{wordsOf(HALAL_LEVELS, facts.level)}</>;
    case 'certifierId':
    case 'certifierOther':
      return (
        <>{facts.certifierId ? certifierName(facts.certifierId) : facts.certifierOther || translate(NOT_STATED)}</>
      );
    case 'certificateUrl':
      return facts.certificateUrl ? (
        <a
          href={facts.certificateUrl}
          download
          className="font-semibold text-brand-strong underline-offset-4 hover:underline"
        >
          {t('View certificate')}
        </a>
      ) : (
        t('None')
      );
    case 'certificateExpiresOn':
      return (
        <>
          {facts.certificateExpiresOn ? formatDate(`${facts.certificateExpiresOn}T12:00:00Z`) : translate(NOT_STATED)}
        </>
      );
    default:
      return <>{wordsOf(SLAUGHTER_METHODS, facts[field])}</>;
  }
}

/** Issue 16: what an owner's change asks for, each changed fact before → after. */
export function OwnerEditChanges({ edit }: { edit: OwnerEditToReview }) {
  const certifiers = useHalalCertifiers();
  const certifierName = (id: string) => certifiers.data?.find((c) => c.id === id)?.name ?? t('A listed body');
  const rows =
    edit.kind === 'business_name'
      ? [{ label: t('Business name'), before: <>{edit.current.name}</>, after: <>{edit.asked.name}</> }]
      : HALAL_ROWS.filter((row) => row.fields.some((f) => edit.changed.includes(f))).map(({ label, fields }) => ({
          label: translate(label),
          before: <FactValue field={fields[0]!} facts={edit.current} certifierName={certifierName} />,
          after: <FactValue field={fields[0]!} facts={edit.asked} certifierName={certifierName} />,
        }));
  return (
    <dl className="grid gap-2 rounded-lg border border-line bg-stone-50 p-3 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
          <dt className="font-semibold text-ink">{row.label}</dt>
          <dd className="break-words text-stone-700">
            <span className="text-muted line-through">{row.before}</span>
            <span aria-hidden="true">
              {' '}
              <span className="inline-block rtl:-scale-x-100">→</span>{' '}
            </span>
            <span className="sr-only"> {t('changes to')} </span>
            <span className="font-semibold text-ink">{row.after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
