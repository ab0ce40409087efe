import type { LocationHours } from '../../../domain/hours';
import { t } from '../../lib/i18n';
import { CheckboxField } from '../ui/checkbox-field';
import { FormField } from '../ui/form-field';
import type { HoursErrors } from './hours-errors';
import { SpecialDays } from './special-days';
import { TimeZoneSelect } from './time-zone-select';
import { WeeklyHoursFields } from './weekly-hours-fields';

interface HoursEditorProps {
  value: LocationHours;
  onChange: (value: LocationHours) => void;
  /** The schema's messages (`hoursErrorsOf`), shown beside what they are about. */
  errors?: HoursErrors;
  /** Unique on the page; every field's id starts with it. */
  idPrefix?: string;
}

/**
 * Issue 17: a location's opening hours as its owner keeps them: the usual week, dates with other hours,
 * a temporary closure, and the time zone the times are in. Controlled: the form holding it validates
 * the value with `locationHoursInput` and sends it.
 */
export function HoursEditor({ value, onChange, errors = {}, idPrefix = 'hours' }: HoursEditorProps) {
  const change = (part: Partial<LocationHours>) => onChange({ ...value, ...part });
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <CheckboxField
          id={`${idPrefix}-temporarily-closed`}
          label={t('Temporarily closed')}
          aria-describedby={`${idPrefix}-temporarily-closed-hint`}
          checked={value.temporarilyClosed}
          onChange={(e) => change({ temporarilyClosed: e.target.checked })}
        />
        <p id={`${idPrefix}-temporarily-closed-hint`} className="text-sm text-muted">
          {t('The listing shows the location as closed, whatever its hours, until you clear this.')}
        </p>
      </div>
      <FormField id={`${idPrefix}-time-zone`} label={t('Time zone')} error={errors.timeZone}>
        {(control) => (
          <TimeZoneSelect {...control} value={value.timeZone} onValueChange={(timeZone) => change({ timeZone })} />
        )}
      </FormField>
      <WeeklyHoursFields
        idPrefix={`${idPrefix}-weekly`}
        weekly={value.weekly}
        onChange={(weekly) => change({ weekly })}
        errors={errors}
      />
      <SpecialDays
        idPrefix={`${idPrefix}-special`}
        days={value.special}
        onChange={(special) => change({ special })}
        errors={errors}
      />
    </div>
  );
}
