import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notificationInput } from '../../../../domain/schemas';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import { t } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useSendNotification } from './subscriber-mutations';

type NotificationValues = z.infer<typeof notificationInput>;

interface NotificationFormProps {
  businessId: string;
  onSent: () => void;
}

// SPEC §5 and §8 Owner dashboard: both fields required; nothing is sent without subscribers.
export function NotificationForm({ businessId, onSent }: NotificationFormProps) {
  const send = useSendNotification(businessId);
  const { register, handleSubmit, formState, getValues } = useForm<NotificationValues>({
    // The same schema the server validates the notification with.
    resolver: zodResolver(notificationInput),
    defaultValues: { title: '', message: '' },
  });
  const { errors } = formState;
  const sending = send.isPending;

  const onSubmit = handleSubmit(
    (values) => send.mutate(values, { onSuccess: onSent }),
    () => {
      if (!getValues('title').trim() || !getValues('message').trim())
        notifyError(t('Missing Information'), t('Please fill in both title and message.'));
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Send Notification')}>
      <FormField id="notification-title" label={t('Title')} error={errors.title?.message}>
        {(control) => <Input {...control} {...register('title')} />}
      </FormField>
      <FormField id="notification-message" label={t('Message')} error={errors.message?.message}>
        {(control) => <Textarea rows={5} {...control} {...register('message')} />}
      </FormField>
      <SubmitButton busy={sending}>{sending ? t('Sending...') : t('Send Notification')}</SubmitButton>
    </form>
  );
}
