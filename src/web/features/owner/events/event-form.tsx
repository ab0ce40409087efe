import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type EventInput, eventInput } from '../../../../domain/schemas';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import { msg, t, translate } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import type { OwnerEvent } from '../owner-queries';
import { type EventFormValues, eventFormValues } from './event-form-values';
import { useSaveEvent } from './event-mutations';

interface EventFormProps {
  businessId: string;
  /** The event being edited; none to create one. */
  event?: OwnerEvent;
  onSaved: () => void;
}

// SPEC §5 Owner dashboard: 'Missing Information: Please fill in the title and event date.'
const MISSING_TITLE_OR_DATE = msg('Please fill in the title and event date.');

// SPEC §2 Events tab fields; §5: title and start date required.
export function EventForm({ businessId, event, onSaved }: EventFormProps) {
  const save = useSaveEvent(businessId);
  const { register, handleSubmit, formState, getValues } = useForm<EventFormValues, unknown, EventInput>({
    // The same schema the server validates the event with.
    resolver: zodResolver(eventInput),
    defaultValues: eventFormValues(event),
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(
    (body) => save.mutate({ eventId: event?.id, body }, { onSuccess: onSaved }),
    () => {
      if (!getValues('title').trim() || !getValues('startDate'))
        notifyError(t('Missing Information'), translate(MISSING_TITLE_OR_DATE));
    },
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-label={event ? t('Edit Event') : t('Create Event')}
    >
      <FormField id="event-title" label={t('Event Title')} error={errors.title?.message}>
        {(control) => <Input aria-required="true" {...control} {...register('title')} />}
      </FormField>
      <FormField id="event-description" label={t('Description')} error={errors.description?.message}>
        {(control) => <Textarea rows={3} {...control} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="event-start-date"
          label={t('Start Date')}
          error={errors.startDate && translate(MISSING_TITLE_OR_DATE)}
        >
          {(control) => <Input type="date" aria-required="true" {...control} {...register('startDate')} />}
        </FormField>
        <FormField id="event-start-time" label={t('Start Time')} error={errors.startTime?.message}>
          {(control) => <Input type="time" {...control} {...register('startTime')} />}
        </FormField>
        <FormField id="event-end-date" label={t('End Date')} error={errors.endDate?.message}>
          {(control) => <Input type="date" {...control} {...register('endDate')} />}
        </FormField>
        <FormField id="event-end-time" label={t('End Time')} error={errors.endTime?.message}>
          {(control) => <Input type="time" {...control} {...register('endTime')} />}
        </FormField>
      </div>
      <FormField id="event-location" label={t('Location')} hint={t('Optional')} error={errors.location?.message}>
        {(control) => <Input {...control} {...register('location')} />}
      </FormField>
      <SubmitButton busy={save.isPending}>{event ? t('Update Event') : t('Create Event')}</SubmitButton>
    </form>
  );
}
