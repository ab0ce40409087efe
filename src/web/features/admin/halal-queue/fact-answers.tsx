import { UserX } from 'lucide-react';
import { FACT_ANSWERS, type HalalFact } from '../../../../domain/halal-evidence';
import { REPORT_NOTE_MAX } from '../../../../domain/trust';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { t, translate } from '../../../lib/i18n';
import { userName } from '../admin-queries';
import { valueWords } from './fact-words';
import { type QueueAnswer, useDiscountAnswers } from './halal-queue-queries';

/** Issue 34: the latest answers to 'Is this still true?' about one fact, newest first. */
export function FactAnswers({ fact, answers }: { fact: HalalFact; answers: QueueAnswer[] }) {
  if (answers.length === 0) return <p className="text-sm text-muted">{t('No answers yet.')}</p>;
  return (
    <ul aria-label={t('Latest answers')} className="grid gap-2">
      {answers.map((answer) => (
        <li key={`${answer.person.id} ${answer.answeredAt}`} className="grid gap-1 text-sm">
          <p className="break-words text-ink">
            {t('{name} answered “{answer}” about “{value}” on {date}', {
              name: userName(answer.person),
              answer: translate(FACT_ANSWERS[answer.answer]),
              value: valueWords(fact, answer.value),
              date: formatDate(answer.answeredAt),
            })}
            {!answer.counted && (
              <Badge variant="muted" className="ms-2">
                {t('Not counted')}
              </Badge>
            )}
          </p>
          {answer.note && (
            <p className="break-words whitespace-pre-wrap text-stone-700">{t('Note: {note}', { note: answer.note })}</p>
          )}
          {answer.counted && <DiscountAnswersButton person={answer.person} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Issue 34: none of this person's halal answers counts any more, everywhere and from now on (one account of
 * many, say); asked in the product's confirmation first.
 */
function DiscountAnswersButton({ person }: { person: QueueAnswer['person'] }) {
  const confirm = useConfirm();
  const discount = useDiscountAnswers();
  const name = userName(person);

  async function onDiscount() {
    const answer = await confirm({
      title: t('Discount the answers of {name}?', { name }),
      description: t(
        'None of their halal answers counts any more, at any place, now or later: the facts they confirmed fall back on the other sources. The audit log keeps a record.',
      ),
      confirmLabel: t('Discount answers'),
      tone: 'danger',
      reason: { label: t('Reason for the audit log (optional)'), maxLength: REPORT_NOTE_MAX },
    });
    if (answer) discount.mutate({ person, reason: answer.reason });
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onDiscount}
      disabled={discount.isPending}
      aria-busy={discount.isPending || undefined}
      aria-haspopup="dialog"
      aria-label={t("Discount this person's answers: {name}", { name })}
      // The words wrap on a narrow phone rather than overflow the button's fixed height.
      className="h-auto! min-h-9 w-full py-1.5 sm:w-fit"
    >
      <UserX aria-hidden="true" className="size-4" />
      {t("Discount this person's answers")}
    </Button>
  );
}
