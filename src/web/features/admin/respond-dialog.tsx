import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactReplyInput } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRespondToContact } from './admin-mutations';
import type { ContactMessage } from './admin-queries';

type Reply = z.infer<typeof contactReplyInput>;

interface RespondDialogProps {
  message: ContactMessage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §5: a response to a contact message needs a subject and a message; the mail quotes the original. */
export function RespondDialog({ message, open, onOpenChange }: RespondDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-10">Respond to {message.name}</DialogTitle>
        <DialogDescription>
          Your reply is emailed to {message.email}, with their message quoted below it.
        </DialogDescription>
        <blockquote className="mt-4 grid gap-1 border-l-4 border-line pl-3 text-sm">
          <p className="font-semibold text-ink">{message.subject}</p>
          <p className="line-clamp-4 whitespace-pre-wrap text-muted">{message.message}</p>
        </blockquote>
        <ReplyForm message={message} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReplyForm({ message, onDone }: { message: ContactMessage; onDone: () => void }) {
  const respond = useRespondToContact();
  const { register, handleSubmit, formState } = useForm<Reply>({
    // The same schema the server validates the reply with.
    resolver: zodResolver(contactReplyInput),
    defaultValues: { subject: `Re: ${message.subject}`, message: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (reply) => {
    try {
      await respond.mutateAsync({ id: message.id, ...reply });
      notifySuccess('Response Sent', `Your reply was sent to ${message.email}.`);
      onDone();
    } catch (error) {
      console.error('Responding to a message failed', error);
      notifyError('Failed to send response. Please try again.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
      <FormField id={`respond-subject-${message.id}`} label="Subject" error={errors.subject?.message}>
        {(c) => <Input required {...c} {...register('subject')} />}
      </FormField>
      <FormField id={`respond-message-${message.id}`} label="Message" error={errors.message?.message}>
        {(c) => <Textarea required rows={6} {...c} {...register('message')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner />}
          Send Response
        </Button>
      </div>
    </form>
  );
}
