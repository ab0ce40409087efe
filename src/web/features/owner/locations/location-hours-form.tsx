import { type FormEvent, useEffect, useRef, useState } from 'react';
import { hoursOfLocation } from '../../../../domain/hours';
import { locationHoursInput } from '../../../../domain/hours-input';
import { HoursEditor } from '../../../components/hours/hours-editor';
import { hoursErrorsOf } from '../../../components/hours/hours-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { t } from '../../../lib/i18n';
import type { OwnerLocation } from '../owner-queries';
import { useSaveLocationHours } from './location-mutations';

interface LocationHoursFormProps {
  businessId: string;
  location: OwnerLocation;
  onSaved: () => void;
}

/**
 * Issue 17 Edit hours. The hours are one nested value rather than a form of registered fields, so the
 * form checks it with the server's own schema, `locationHoursInput`, when it is sent, and again on each
 * change after that (as react-hook-form does for the other forms).
 */
export function LocationHoursForm({ businessId, location, onSaved }: LocationHoursFormProps) {
  const save = useSaveLocationHours(businessId);
  const [hours, setHours] = useState(() => hoursOfLocation(location));
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const checked = failedAttempts > 0 ? locationHoursInput.safeParse(hours) : null;
  const errors = checked?.error ? hoursErrorsOf(checked.error.issues) : {};

  // Like the other forms, a refused send puts the focus on the first field to fix.
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = locationHoursInput.safeParse(hours);
    if (!result.success) {
      setFailedAttempts((n) => n + 1);
      return;
    }
    save.mutate({ locationId: location.id, body: result.data }, { onSuccess: onSaved });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label={t('Hours of {name}', { name: location.name })}
    >
      <HoursEditor idPrefix={`hours-${location.id}`} value={hours} onChange={setHours} errors={errors} />
      <div className="grid gap-2">
        {checked?.error && (
          <p role="alert" className="text-sm text-danger">
            {t('Some hours need fixing; see the messages above.')}
          </p>
        )}
        <SubmitButton busy={save.isPending}>{t('Save hours')}</SubmitButton>
      </div>
    </form>
  );
}
