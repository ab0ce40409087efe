import { X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction } from '../../../../domain/trust';
import { type AuditFilterChoice, AuditHistory } from '../../../components/audit/audit-history';
import { type Choice, ChoiceSelect } from '../../../components/ui/choice-select';
import { Label } from '../../../components/ui/label';
import { t, translate } from '../../../lib/i18n';

const ALL_ACTIONS = 'all';
/** The action filter's choices, in the active language. */
function actionChoices(): Choice[] {
  return [
    [ALL_ACTIONS, t('All actions')],
    ...Object.entries(AUDIT_ACTIONS).map(([value, label]): Choice => [value, translate(label)]),
  ];
}

const isAction = (value: string | null): value is AuditAction => value !== null && Object.hasOwn(AUDIT_ACTIONS, value);

/**
 * Issue 16: the admins' audit log, filtered by action (a select), and by a business or a person picked from
 * an entry's names. The filters live in the URL beside ?tab=audit, with the picked name for its chip.
 */
export function AuditLogTab() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const business = params.get('business') ?? undefined;
  const person = params.get('person') ?? undefined;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const pick = (choice: AuditFilterChoice) => update({ [choice.kind]: choice.id, [`${choice.kind}Name`]: choice.name });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">{t('Action')}</Label>
          <ChoiceSelect
            id="audit-action"
            className="w-64 max-w-full"
            value={isAction(action) ? action : ALL_ACTIONS}
            onValueChange={(value) => update({ action: value === ALL_ACTIONS ? null : value })}
            choices={actionChoices()}
          />
        </div>
        {business && (
          <FilterChip
            label={t('Business: {name}', { name: params.get('businessName') ?? t('chosen business') })}
            onClear={() => update({ business: null, businessName: null })}
          />
        )}
        {person && (
          <FilterChip
            label={t('Person: {name}', { name: params.get('personName') ?? t('chosen person') })}
            onClear={() => update({ person: null, personName: null })}
          />
        )}
      </div>
      <p className="text-sm text-muted">{t('Select a business or a person in an entry to see only their history.')}</p>
      <AuditHistory
        title={t('Audit log')}
        business={business}
        person={person}
        action={isAction(action) ? action : undefined}
        onFilter={pick}
      />
    </div>
  );
}

function FilterChip({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-line bg-brand-soft py-1 ps-3 pe-1 text-sm text-ink">
      {label}
      <button
        type="button"
        onClick={onClear}
        aria-label={t('Clear {filter}', { filter: label })}
        className="inline-flex size-8 items-center justify-center rounded-full text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
