import { Plus } from 'lucide-react';
import { HOURS_LIMITS, type SpecialDay } from '../../../domain/hours';
import { t } from '../../lib/i18n';
import { Button } from '../ui/button';
import { FieldError } from '../ui/field-error';
import type { HoursErrors } from './hours-errors';
import { SpecialDayFields } from './special-day-fields';

interface SpecialDaysProps {
  idPrefix: string;
  days: SpecialDay[];
  onChange: (days: SpecialDay[]) => void;
  errors: HoursErrors;
}

/** Dates whose hours replace the weekly ones: Eid, Thanksgiving, a private event. */
export function SpecialDays({ idPrefix, days, onChange, errors }: SpecialDaysProps) {
  const full = days.length >= HOURS_LIMITS.specialDays;
  return (
    <section className="grid gap-3" aria-labelledby={`${idPrefix}-title`}>
      <div className="grid gap-1">
        <h3 id={`${idPrefix}-title`} className="text-base font-semibold text-ink">
          {t('Special dates')}
        </h3>
        <p className="text-sm text-muted">{t('On these dates, these hours replace the weekly ones.')}</p>
      </div>
      {days.length > 0 && (
        <ul className="grid gap-3">
          {days.map((day, index) => (
            <SpecialDayFields
              // biome-ignore lint/suspicious/noArrayIndexKey: a date being typed has no other identity
              key={index}
              idPrefix={`${idPrefix}-${index}`}
              index={index}
              day={day}
              onChange={(next) => onChange(days.map((d, i) => (i === index ? next : d)))}
              onRemove={() => onChange(days.filter((_, i) => i !== index))}
              errors={errors}
            />
          ))}
        </ul>
      )}
      <FieldError id={`${idPrefix}-error`} message={errors.special} />
      <Button
        variant="outline"
        className="sm:justify-self-start"
        disabled={full}
        onClick={() => onChange([...days, { date: '', ranges: [], label: '' }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {full ? t('Add special date (Max {max})', { max: HOURS_LIMITS.specialDays }) : t('Add special date')}
      </Button>
    </section>
  );
}
