import { Check } from 'lucide-react';
import { useState } from 'react';
import { FACT_ANSWERS, type FactAnswer, type HalalFact } from '../../../domain/halal-evidence';
import { Button } from '../../components/ui/button';
import { t, translate } from '../../lib/i18n';
import { useAnswerFact } from './halal-answer-queries';

interface FactAnswerProps {
  business: { id: string; slug: string };
  locationId: string | null;
  fact: HalalFact;
  /** The fact as the row shows it ('Alcohol: No alcohol'), naming the question for a screen reader. */
  shown: string;
  /** The note the person wrote for their answers, if any. */
  note: string;
  /** A photo waiting to go with the next Yes or No, and what to do once it went. */
  photo?: { url: string | null; busy: boolean; onSent: () => void };
}

const ANSWER_ORDER: FactAnswer[] = ['yes', 'no', 'not_sure'];

/**
 * Issue 34: the answers to 'Is this still true?' under one fact of the business page: Yes, No, it changed,
 * or Not sure. Once sent, the row says so; the page is read again with what the answer changed.
 */
export function FactAnswerButtons({ business, locationId, fact, shown, note, photo }: FactAnswerProps) {
  const answer = useAnswerFact(business);
  const [sent, setSent] = useState<FactAnswer | null>(null);
  if (sent) {
    return (
      <p className="flex items-center gap-1 text-xs font-medium text-brand-strong">
        <Check aria-hidden="true" className="size-3.5" />
        {t('You answered: {answer}', { answer: translate(FACT_ANSWERS[sent]) })}
      </p>
    );
  }
  const send = (choice: FactAnswer) => {
    if (answer.isPending || photo?.busy) return;
    // A photo goes with a Yes or a No, never with 'Not sure'.
    const photoUrl = choice === 'not_sure' ? undefined : (photo?.url ?? undefined);
    answer.mutate(
      { locationId, fact, answer: choice, note: note.trim() || undefined, photoUrl },
      {
        onSuccess: () => {
          setSent(choice);
          if (photoUrl) photo?.onSent();
        },
      },
    );
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
    <div role="group" aria-label={`${t('Is this still true?')} ${shown}`} className="flex flex-wrap gap-1.5">
      {ANSWER_ORDER.map((choice) => (
        <Button
          key={choice}
          type="button"
          size="sm"
          variant="outline"
          aria-busy={answer.isPending || photo?.busy || undefined}
          onClick={() => send(choice)}
          className="h-8 px-2.5 text-xs"
        >
          {translate(FACT_ANSWERS[choice])}
        </Button>
      ))}
    </div>
  );
}
