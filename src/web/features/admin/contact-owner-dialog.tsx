import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminMessageInput } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useContactOwner } from './admin-mutations';
import type { AdminBusiness } from './admin-queries';

type OwnerMessage = z.infer<typeof adminMessageInput>;

interface ContactOwnerDialogProps {
  business: AdminBusiness;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 /admin Rejected: a response to the owner of a rejected listing (subject and message required). */
export function ContactOwnerDialog({ business, open, onOpenChange }: ContactOwnerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-10">Contact Owner</DialogTitle>
        <DialogDescription>
          Your message is emailed to {business.owner?.displayName ?? 'the owner'} about {business.name}.
        </DialogDescription>
        <OwnerMessageForm business={business} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function OwnerMessageForm({ business, onDone }: { business: AdminBusiness; onDone: () => void }) {
  const contactOwner = useContactOwner();
  const { register, handleSubmit, formState } = useForm<OwnerMessage>({
    // The same schema the server validates the message with.
    resolver: zodResolver(adminMessageInput),
    defaultValues: { subject: `Your submission: ${business.name}`, message: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (message) => {
    try {
      await contactOwner.mutateAsync({ id: business.id, ...message });
      notifySuccess('Response Sent', `Your message was sent to ${business.owner?.email ?? 'the owner'}.`);
      onDone();
    } catch (error) {
      console.error('Contacting an owner failed', error);
      notifyError('Failed to send response. Please try again.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
      <FormField id="owner-message-subject" label="Subject" error={errors.subject?.message}>
        {(c) => <Input required {...c} {...register('subject')} />}
      </FormField>
      <FormField id="owner-message-message" label="Message" error={errors.message?.message}>
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
