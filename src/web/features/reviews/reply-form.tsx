import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { replyInput } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { CountedTextareaField } from '../../components/ui/counted-textarea-field';
import { Spinner } from '../../components/ui/spinner';
import { t, translate } from '../../lib/i18n';
import { type Review, useSaveReply } from './review-queries';

// The reply rule's limit (domain `replyInput`).
const REPLY_MAX = 1000;

interface ReplyFormProps {
  businessId: string;
  review: Review;
  onDone: () => void;
}

/** The owner writes or edits the one public reply under a review; a new reply is mailed to the reviewer. */
export function ReplyForm({ businessId, review, onDone }: ReplyFormProps) {
  const editing = Boolean(review.ownerReply);
  const saveReply = useSaveReply(businessId);
  const { register, handleSubmit, formState, watch, setFocus } = useForm<{ reply: string }>({
    resolver: zodResolver(replyInput),
    defaultValues: { reply: review.ownerReply ?? '' },
  });
  const { errors } = formState;
  const saving = saveReply.isPending;
  const length = (watch('reply') ?? '').length;

  useEffect(() => setFocus('reply'), [setFocus]);

  const onSubmit = handleSubmit(({ reply }) => saveReply.mutate({ review, reply }, { onSuccess: onDone }));

  return (
    <form noValidate onSubmit={onSubmit} className="ms-4 grid gap-3 border-s-2 border-brand ps-3">
      <CountedTextareaField
        id={`reply-${review.id}`}
        label={t('Reply')}
        hint={t('Shown publicly under this review.')}
        rows={3}
        limit={REPLY_MAX}
        length={length}
        error={errors.reply?.message && translate(errors.reply.message)}
        {...register('reply')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving} aria-busy={saving}>
          {saving && <Spinner />}
          {editing ? t('Save Reply') : t('Post Reply')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
