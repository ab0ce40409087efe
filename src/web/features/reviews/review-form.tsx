import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LIMITS } from '../../../domain/limits';
import { type ReviewInput, reviewInput } from '../../../domain/schemas';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CountedTextareaField } from '../../components/ui/counted-textarea-field';
import { DialogActions, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { Spinner } from '../../components/ui/spinner';
import { StarRatingInput } from '../../components/ui/star-rating-input';
import { t, translate } from '../../lib/i18n';
import { ALREADY_REVIEWED, isAlreadyReviewed, type MyReview, useSaveReview } from './review-queries';

interface ReviewFormProps {
  businessId: string;
  businessName?: string;
  /** The viewer's review: the form edits it; null writes a new one. */
  existing: MyReview;
  /** Loads the viewer's review after the server said there is one (the form then edits it). */
  onEditExisting: () => void;
  onDone: () => void;
}

/** The write / edit review form: a rating (required) and an optional comment of at most 500 characters. */
export function ReviewForm({ businessId, businessName, existing, onEditExisting, onDone }: ReviewFormProps) {
  const editing = existing !== null;
  const save = useSaveReview(businessId, existing?.id);
  const [alreadyReviewed, setAlreadyReviewed] = useState(false);
  const { control, register, handleSubmit, formState, watch } = useForm<
    z.input<typeof reviewInput>,
    unknown,
    ReviewInput
  >({
    // The same schema the server validates the review with.
    resolver: zodResolver(reviewInput),
    defaultValues: { rating: existing?.rating, comment: existing?.comment ?? '' },
  });
  const { errors } = formState;
  const submitting = save.isPending;
  const commentLength = (watch('comment') ?? '').length;

  const onSubmit = handleSubmit((input) => {
    setAlreadyReviewed(false);
    save.mutate(input, {
      onSuccess: onDone,
      onError: (error) => setAlreadyReviewed(isAlreadyReviewed(error)),
    });
  });

  return (
    <>
      <DialogTitle className="pe-10">{editing ? t('Edit Your Review') : t('Write a Review')}</DialogTitle>
      <DialogDescription className="mt-1">
        {editing
          ? t('Change your rating or your comment; the review will be marked as edited.')
          : businessName
            ? t('Share your experience at {name} with the community.', { name: businessName })
            : t('Share your experience with the community.')}
      </DialogDescription>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-5">
        <div className="grid gap-1.5">
          <p id="review-rating-label" className="text-sm font-medium text-ink">
            {t('Rating')}
          </p>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <StarRatingInput
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-labelledby="review-rating-label"
                aria-describedby={errors.rating ? 'review-rating-error' : undefined}
                aria-invalid={Boolean(errors.rating)}
              />
            )}
          />
          <FieldError id="review-rating-error" message={errors.rating?.message && translate(errors.rating.message)} />
        </div>
        <CountedTextareaField
          id="review-comment"
          label={t('Comment')}
          hint={t('Optional')}
          rows={5}
          limit={LIMITS.reviewCommentMax}
          length={commentLength}
          error={errors.comment?.message && translate(errors.comment.message)}
          placeholder={t('What did you order? How was it?')}
          {...register('comment')}
        />
        {alreadyReviewed && (
          <Alert className="grid gap-3">
            <p>{translate(ALREADY_REVIEWED)}</p>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={onEditExisting}>
              {t('Edit Your Review')}
            </Button>
          </Alert>
        )}
        <DialogActions>
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting && <Spinner />}
            {editing ? t('Update Review') : t('Submit Review')}
          </Button>
        </DialogActions>
      </form>
    </>
  );
}
