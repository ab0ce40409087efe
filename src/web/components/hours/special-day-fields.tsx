import { Trash2 } from 'lucide-react';
import { HOURS_LIMITS, type SpecialDay } from '../../../domain/hours';
import { t } from '../../lib/i18n';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import type { DayMode } from './day-hours';
import { errorUnder, type HoursErrors } from './hours-errors';
import { OpeningsFields } from './openings-fields';

/** The words of a special date's modes. */
function specialModes(): Record<DayMode, string> {
  return { closed: t('Closed all day'), open: t('Other hours'), allDay: t('Open 24 hours') };
}

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
  const number = index + 1;
  const name = t('Special date {number}', { number });
  const path = `special.${index}`;
  return (
    <li className="grid gap-3 rounded-lg border border-line p-3">
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold text-ink">{name}</h4>
        <Button variant="ghost" size="sm" aria-label={t('Remove special date {number}', { number })} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4 text-danger" />
          {t('Remove')}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${idPrefix}-date`} label={t('Date')} error={errorUnder(errors, `${path}.date`)}>
          {(control) => (
            <Input
              type="date"
              aria-label={t('Date of special date {number}', { number })}
              value={day.date}
              onChange={(e) => onChange({ ...day, date: e.target.value })}
              {...control}
            />
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-label`}
          label={t('Name')}
          hint={t('Optional')}
          error={errorUnder(errors, `${path}.label`)}
        >
          {(control) => (
            <Input
              aria-label={t('Name of special date {number}', { number })}
              placeholder={t('Eid al-Fitr')}
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
        legend={t('Hours')}
        groupLabel={t('Hours on special date {number}', { number })}
        modeWords={specialModes()}
        ranges={day.ranges}
        onChange={(ranges) => onChange({ ...day, ranges })}
        error={errorUnder(errors, `${path}.ranges`)}
      />
    </li>
  );
}
