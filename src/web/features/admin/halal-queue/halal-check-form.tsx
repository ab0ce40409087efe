import { type FormEvent, useId, useState } from 'react';
import { FACT_VALUES } from '../../../../domain/halal-evidence';
import { Button } from '../../../components/ui/button';
import type { Choice } from '../../../components/ui/choice-select';
import { Label } from '../../../components/ui/label';
import { PlainSelect } from '../../../components/ui/plain-select';
import { t } from '../../../lib/i18n';
import { factWords, valueWords } from './fact-words';
import { type QueueFact, useRecordHalalCheck } from './halal-queue-queries';

interface HalalCheckFormProps {
  profileId: string;
  fact: QueueFact;
  /** The business's name, for the toast. */
  place: string;
}

/**
 * Issue 34: 'Record the team's check' of one fact: the value the team's visit or call found. A fact due for
 * a re-check starts at its last known value; a disputed one waits for a choice.
 */
export function HalalCheckForm({ profileId, fact, place }: HalalCheckFormProps) {
  const selectId = useId();
  const check = useRecordHalalCheck();
  const [value, setValue] = useState(fact.projection.value ?? '');
  const words = factWords(fact.fact);
  const choices: Choice[] = [
    ['', t('Choose a value')],
    ...Object.keys(FACT_VALUES[fact.fact]).map((key): Choice => [key, valueWords(fact.fact, key)]),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value || check.isPending) return;
    check.mutate({ body: { profileId, fact: fact.fact, value }, place, fact: words });
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t("Record the team's check: {fact}", { fact: words })}
      className="grid gap-2 border-t border-line pt-3 sm:flex sm:flex-wrap sm:items-end"
    >
      <div className="grid gap-1 sm:w-72">
        <Label htmlFor={selectId}>{t('What the team found')}</Label>
        <PlainSelect id={selectId} value={value} onValueChange={setValue} choices={choices} required />
      </div>
      <Button
        type="submit"
        disabled={!value || check.isPending}
        aria-busy={check.isPending || undefined}
        className="w-full sm:w-auto"
      >
        {t("Record the team's check")}
      </Button>
    </form>
  );
}
