import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FACT_ANSWERS, type FactAnswer, type HalalFact } from '../../../domain/halal-evidence';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '../../components/ui/dialog';
import { t, translate } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session/session-context';
import { STAMPED_EVENT } from './passport-keys';
import { rememberWrite, sendPendingWrites } from './pending-writes';

/** A fact of the stamped place that needs someone who was there: stale, or its sources disagree. */
export interface StampCheckQuestion {
  locationId: string | null;
  fact: HalalFact;
  /** 'Alcohol: No alcohol', as the page words it. */
  shown: string;
  /** Why it is asked: 'Owner says so, 7 months ago — needs a re-check', or 'Sources disagree'. */
  why: string;
}

/** At most this many questions after a stamp: a check, not a survey. */
export const STAMP_CHECK_QUESTIONS = 3;
const ANSWER_ORDER: FactAnswer[] = ['yes', 'no', 'not_sure'];
const keyOf = (question: StampCheckQuestion) => `${question.locationId ?? 'place'}:${question.fact}`;

/**
 * Issue 34: right after a person stamps the place, a short check asks about its facts that are stale or
 * disputed (at most three; each may be skipped). The answers wait with the stamp in the browser and go with
 * it, so a stamp made without a connection keeps them too.
 */
export function StampCheck({
  business,
  questions,
}: {
  business: { id: string; name: string };
  questions: readonly StampCheckQuestion[];
}) {
  const { user } = useSession();
  if (!user || questions.length === 0) return null;
  return (
    <StampCheckDialog userId={user.id} business={business} questions={questions.slice(0, STAMP_CHECK_QUESTIONS)} />
  );
}

function StampCheckDialog({
  userId,
  business,
  questions,
}: {
  userId: string;
  business: { id: string; name: string };
  questions: readonly StampCheckQuestion[];
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<Record<string, FactAnswer>>({});
  useEffect(() => {
    const onStamped = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== business.id) return;
      setAnswers({});
      setOpen(true);
    };
    window.addEventListener(STAMPED_EVENT, onStamped);
    return () => window.removeEventListener(STAMPED_EVENT, onStamped);
  }, [business.id]);

  const send = () => {
    const given = questions.flatMap((question) => {
      const answer = answers[keyOf(question)];
      return answer ? [{ locationId: question.locationId, fact: question.fact, answer }] : [];
    });
    setOpen(false);
    if (given.length === 0) return;
    rememberWrite(userId, business.id, { answers: given });
    void sendPendingWrites(queryClient);
    notifySuccess(t('Thank you. Your answers go with your stamp.'));
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="grid gap-4">
        <DialogHeader
          title={t('A quick halal check')}
          description={t('You were just at {name}. Is this still true? Skip anything you did not see.', {
            name: business.name,
          })}
        />
        {questions.map((question) => {
          const key = keyOf(question);
          return (
            <fieldset key={key} className="grid gap-1.5 rounded-lg border border-line p-3">
              <legend className="px-1 text-sm font-semibold text-ink">{question.shown}</legend>
              <p className="text-xs text-amber-900">{question.why}</p>
              <div className="flex flex-wrap gap-1.5">
                {ANSWER_ORDER.map((choice) => (
                  <Button
                    key={choice}
                    type="button"
                    size="sm"
                    variant={answers[key] === choice ? 'primary' : 'outline'}
                    aria-pressed={answers[key] === choice}
                    onClick={() => setAnswers((given) => ({ ...given, [key]: choice }))}
                    className="h-9 px-3 text-xs"
                  >
                    {translate(FACT_ANSWERS[choice])}
                  </Button>
                ))}
              </div>
            </fieldset>
          );
        })}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t('Skip')}
          </Button>
          <Button type="button" onClick={send}>
            {t('Send answers')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
