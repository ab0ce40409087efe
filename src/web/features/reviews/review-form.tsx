import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LIMITS, type ReviewInput, reviewInput } from '../../../domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CountedTextareaField } from '../../components/ui/counted-textarea-field';
import { DialogClose, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/field-error';
import { Spinner } from '../../components/ui/spinner';
import { StarRatingInput } from '../../components/ui/star-rating-input';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type MyReview, useSaveReview } from './review-queries';

// SPEC §5 Review and §8 Reviews texts.
export const SIGN_IN_TO_REVIEW = 'You must be logged in to leave a review. Please sign in to continue.';
const ALREADY_REVIEWED = 'You have already reviewed this business. You can edit your existing review instead.';
const SAVE_FAILED = 'Failed to submit your review. Please try again.';

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
  const { errors, isSubmitting } = formState;
  const commentLength = (watch('comment') ?? '').length;

  const onSubmit = handleSubmit(async (input) => {
    setAlreadyReviewed(false);
    try {
      await save.mutateAsync(input);
      if (editing) notifySuccess('Review Updated', 'Your review has been updated.');
      else notifySuccess('Review Submitted', 'Thank you for sharing your experience.');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ALREADY_REVIEWED') {
        setAlreadyReviewed(true);
        return;
      }
      console.error('Saving a review failed', error);
      if (error instanceof ApiError && error.status === 401) notifyError('Authentication Required', SIGN_IN_TO_REVIEW);
      // A refusal the server explains (an owner reviewing their own business, too many reviews) says why.
      else notifyError(SAVE_FAILED, error instanceof ApiError && error.status < 500 ? error.message : undefined);
    }
  });

  return (
    <>
      <DialogTitle className="pr-10">{editing ? 'Edit Your Review' : 'Write a Review'}</DialogTitle>
      <DialogDescription className="mt-1">
        {editing
          ? 'Change your rating or your comment; the review will be marked as edited.'
          : `Share your experience${businessName ? ` at ${businessName}` : ''} with the community.`}
      </DialogDescription>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-5">
        <div className="grid gap-1.5">
          <p id="review-rating-label" className="text-sm font-medium text-ink">
            Rating
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
          <FieldError id="review-rating-error" message={errors.rating?.message} />
        </div>
        <CountedTextareaField
          id="review-comment"
          label="Comment"
          hint="Optional"
          rows={5}
          limit={LIMITS.reviewCommentMax}
          length={commentLength}
          error={errors.comment?.message}
          placeholder="What did you order? How was it?"
          {...register('comment')}
        />
        {alreadyReviewed && (
          <Alert className="grid gap-3">
            <p>{ALREADY_REVIEWED}</p>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={onEditExisting}>
              Edit Your Review
            </Button>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting && <Spinner />}
            {editing ? 'Update Review' : 'Submit Review'}
          </Button>
        </div>
      </form>
    </>
  );
}
