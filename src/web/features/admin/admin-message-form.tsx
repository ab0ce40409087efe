import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { DialogActions } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { t } from '../../lib/i18n';
import { translatedError } from './translated-error';

/** A subject plus one body field: 'message' for owners and contacts, 'content' for the newsletter. */
export type AdminMessageValues<Body extends string> = { subject: string } & Record<Body, string>;

// The fields are registered by name, so the form holds plain strings; the schema gives back typed values.
type FormValues = Record<string, string>;

interface AdminMessageFormProps<Body extends string> {
  /** The same schema the server validates the message with. */
  schema: z.ZodType<AdminMessageValues<Body>, FormValues>;
  /** Each dialog keeps its own field ids. */
  ids: { subject: string; body: string };
  body: { name: Body; label: string; rows: number };
  defaultValues: AdminMessageValues<Body>;
  submitLabel: string;
  /** Whether the message is on its way (the submit button shows it is busy). */
  sending: boolean;
  /** Sends the validated message; its mutation tells the outcome. */
  onSend: (values: AdminMessageValues<Body>) => void;
}

/** The subject-and-message form of the admin mail dialogs, with Cancel and a busy submit button. */
export function AdminMessageForm<Body extends string>({
  schema,
  ids,
  body,
  defaultValues,
  submitLabel,
  sending,
  onSend,
}: AdminMessageFormProps<Body>) {
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, AdminMessageValues<Body>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(onSend)} className="mt-4 grid gap-4">
      <FormField id={ids.subject} label={t('Subject')} error={translatedError(errors.subject?.message)}>
        {(c) => <Input required {...c} {...register('subject')} />}
      </FormField>
      <FormField id={ids.body} label={body.label} error={translatedError(errors[body.name]?.message)}>
        {(c) => <Textarea required rows={body.rows} {...c} {...register(body.name)} />}
      </FormField>
      <DialogActions>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending && <Spinner />}
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
