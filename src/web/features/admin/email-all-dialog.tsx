import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newsletterInput } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSendNewsletter } from './admin-mutations';

type Newsletter = z.infer<typeof newsletterInput>;

interface EmailAllDialogProps {
  /** How many active subscribers will get it. */
  recipients: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §5 Admin newsletter send: subject and content required; one message per active subscriber. */
export function EmailAllDialog({ recipients, open, onOpenChange }: EmailAllDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-10">Email All Subscribers</DialogTitle>
        <DialogDescription>
          {recipients === 1 ? '1 subscriber' : `${recipients} subscribers`} will get this email, each with a link to
          unsubscribe.
        </DialogDescription>
        <NewsletterForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NewsletterForm({ onDone }: { onDone: () => void }) {
  const send = useSendNewsletter();
  const { register, handleSubmit, formState } = useForm<Newsletter>({
    // The same schema the server validates the newsletter with.
    resolver: zodResolver(newsletterInput),
    defaultValues: { subject: '', content: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (newsletter) => {
    try {
      const { sent } = await send.mutateAsync(newsletter);
      notifySuccess('Newsletter Sent', `Newsletter sent to ${sent} subscribers`);
      onDone();
    } catch (error) {
      console.error('Sending the newsletter failed', error);
      // 409: everyone unsubscribed since the list was loaded.
      const noSubscribers = error instanceof ApiError && error.code === 'NO_SUBSCRIBERS';
      notifyError('Failed to send newsletter. Please try again.', noSubscribers ? error.message : undefined);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
      <FormField id="newsletter-subject" label="Subject" error={errors.subject?.message}>
        {(c) => <Input required {...c} {...register('subject')} />}
      </FormField>
      <FormField id="newsletter-content" label="Content" error={errors.content?.message}>
        {(c) => <Textarea required rows={10} {...c} {...register('content')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner />}
          Send Newsletter
        </Button>
      </div>
    </form>
  );
}
