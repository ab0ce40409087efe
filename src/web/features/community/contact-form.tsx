import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ContactInput, contactInput } from '../../../domain/schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SubmitButton } from '../../components/ui/submit-button';
import { Textarea } from '../../components/ui/textarea';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { useSendContactMessage } from './community-queries';

// SPEC §2 /contact; §5: name, email, subject and message are all required.
export function ContactForm() {
  const { user } = useSession();
  const sendMessage = useSendContactMessage();
  const empty: ContactInput = { name: user?.displayName ?? '', email: user?.email ?? '', subject: '', message: '' };
  const { register, handleSubmit, formState, reset } = useForm<ContactInput>({
    // The same schema the server validates POST /api/contact with.
    resolver: zodResolver(contactInput),
    defaultValues: empty,
  });
  const { errors } = formState;
  const sending = sendMessage.isPending;

  const onSubmit = handleSubmit((values) => sendMessage.mutate(values, { onSuccess: () => reset(empty) }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Send us a message')}</CardTitle>
        <CardDescription>{t('Questions, corrections or partnership ideas: we read every message.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('Contact form')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="contact-name" label={t('Name')} error={errors.name?.message}>
              {(control) => <Input autoComplete="name" {...control} {...register('name')} />}
            </FormField>
            <FormField id="contact-email" label={t('Email')} error={errors.email?.message}>
              {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
            </FormField>
          </div>
          <FormField id="contact-subject" label={t('Subject')} error={errors.subject?.message}>
            {(control) => <Input {...control} {...register('subject')} />}
          </FormField>
          <FormField id="contact-message" label={t('Message')} error={errors.message?.message}>
            {(control) => <Textarea rows={6} {...control} {...register('message')} />}
          </FormField>
          <SubmitButton busy={sending}>{sending ? t('Sending...') : t('Send Message')}</SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
