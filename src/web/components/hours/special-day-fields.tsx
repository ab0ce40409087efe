import { Trash2 } from 'lucide-react';
import { HOURS_LIMITS, type SpecialDay } from '../../../domain/hours';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import type { DayMode } from './day-hours';
import { errorUnder, type HoursErrors } from './hours-errors';
import { OpeningsFields } from './openings-fields';

const SPECIAL_MODES: Record<DayMode, string> = {
  closed: 'Closed all day',
  open: 'Other hours',
  allDay: 'Open 24 hours',
};

interface SpecialDayFieldsProps {
  idPrefix: string;
  /** Its place in the list, from 0; the controls are named by it ('Special date 1'). */
  index: number;
  day: SpecialDay;
  onChange: (day: SpecialDay) => void;
  onRemove: () => void;
  errors: HoursErrors;
}

/** One date with other hours than its weekday's (Eid, a holiday), or closed all day. */
export function SpecialDayFields({ idPrefix, index, day, onChange, onRemove, errors }: SpecialDayFieldsProps) {
  const name = `Special date ${index + 1}`;
  const path = `special.${index}`;
  return (
    <li className="grid gap-3 rounded-lg border border-line p-3">
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold text-ink">{name}</h4>
        <Button variant="ghost" size="sm" aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4 text-danger" />
          Remove
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${idPrefix}-date`} label="Date" error={errorUnder(errors, `${path}.date`)}>
          {(control) => (
            <Input
              type="date"
              aria-label={`Date of ${name.toLowerCase()}`}
              value={day.date}
              onChange={(e) => onChange({ ...day, date: e.target.value })}
              {...control}
            />
          )}
        </FormField>
        <FormField id={`${idPrefix}-label`} label="Name" hint="Optional" error={errorUnder(errors, `${path}.label`)}>
          {(control) => (
            <Input
              aria-label={`Name of ${name.toLowerCase()}`}
              placeholder="Eid al-Fitr"
              maxLength={HOURS_LIMITS.specialLabel}
              value={day.label ?? ''}
              onChange={(e) => onChange({ ...day, label: e.target.value })}
              {...control}
            />
          )}
        </FormField>
      </div>
      <OpeningsFields
        idPrefix={`${idPrefix}-hours`}
        name={name}
        legend="Hours"
        groupLabel={`Hours on ${name.toLowerCase()}`}
        modeWords={SPECIAL_MODES}
        ranges={day.ranges}
        onChange={(ranges) => onChange({ ...day, ranges })}
        error={errorUnder(errors, `${path}.ranges`)}
      />
    </li>
  );
}
