import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LIMITS } from '../../../domain/limits';
import { disputeInput } from '../../../domain/schemas';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CountedTextareaField } from '../../components/ui/counted-textarea-field';
import { DialogActions, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { StarRating } from '../../components/ui/star-rating';
import { t, translate } from '../../lib/i18n';
import { ALREADY_DISPUTED, isAlreadyDisputed, type Review, reviewerName, useDisputeReview } from './review-queries';

interface DisputeFormProps {
  businessId: string;
  review: Review;
  onDone: () => void;
}

/** The reason (required, at most 1000 characters) an admin reads before deciding on the review. */
export function DisputeForm({ businessId, review, onDone }: DisputeFormProps) {
  const dispute = useDisputeReview(businessId, review.id);
  const [alreadyDisputed, setAlreadyDisputed] = useState(false);
  const { register, handleSubmit, formState, watch } = useForm<{ reason: string }>({
    // The same schema the server validates the dispute with.
    resolver: zodResolver(disputeInput),
    defaultValues: { reason: '' },
  });
  const { errors } = formState;
  const submitting = dispute.isPending;
  const length = (watch('reason') ?? '').length;

  const onSubmit = handleSubmit(({ reason }) => {
    setAlreadyDisputed(false);
    dispute.mutate(reason, {
      onSuccess: onDone,
      onError: (error) => setAlreadyDisputed(isAlreadyDisputed(error)),
    });
  });

  return (
    <>
      <DialogTitle className="pe-10">{t('Dispute Review')}</DialogTitle>
      <DialogDescription className="mt-1">
        {t('Tell our team why this review breaks the rules or is not genuine. An admin decides whether it stays.')}
      </DialogDescription>
      <figure className="mt-4 grid gap-1 rounded-lg bg-stone-50 p-3 text-sm">
        <figcaption className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {reviewerName(review)}
          <StarRating value={review.rating} />
        </figcaption>
        {review.comment && (
          <blockquote dir="auto" className="line-clamp-4 text-stone-700">
            {review.comment}
          </blockquote>
        )}
      </figure>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
        <CountedTextareaField
          id={`dispute-reason-${review.id}`}
          label={t('Reason')}
          rows={5}
          limit={LIMITS.disputeReasonMax}
          length={length}
          error={errors.reason?.message && translate(errors.reason.message)}
          {...register('reason')}
        />
        {alreadyDisputed && <Alert>{translate(ALREADY_DISPUTED)}</Alert>}
        <DialogActions>
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting && <Spinner />}
            {t('Submit Dispute')}
          </Button>
        </DialogActions>
      </form>
    </>
  );
}
