import { useState } from 'react';
import type { TimeRange } from '../../../domain/hours';
import { t } from '../../lib/i18n';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { FIRST_OPENING, WEEK_ORDER, weekdayName } from './day-hours';
import { TimeRangeFields } from './time-range-fields';

interface ApplyToDaysProps {
  idPrefix: string;
  /** Gives each chosen day (0 Sunday) this one opening in place of its hours. */
  onApply: (days: number[], range: TimeRange) => void;
}

/** Several days at once: pick them, type the opening once, apply. */
export function ApplyToDays({ idPrefix, onApply }: ApplyToDaysProps) {
  const [days, setDays] = useState<number[]>([]);
  const [range, setRange] = useState<TimeRange>(FIRST_OPENING);

  function toggle(day: number, picked: boolean) {
    setDays((current) => (picked ? [...current, day] : current.filter((d) => d !== day)));
  }

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{t('Set several days at once')}</legend>
      <div className="flex flex-wrap gap-x-5">
        {WEEK_ORDER.map((day) => (
          <CheckboxField
            key={day}
            id={`${idPrefix}-pick-${day}`}
            label={weekdayName(day)}
            checked={days.includes(day)}
            onChange={(e) => toggle(day, e.target.checked)}
          />
        ))}
      </div>
      <TimeRangeFields
        idPrefix={`${idPrefix}-range`}
        labels={[t('Opens on selected days'), t('Closes on selected days')]}
        range={range}
        onChange={setRange}
      />
      <Button
        variant="outline"
        className="sm:justify-self-start"
        disabled={days.length === 0}
        onClick={() => onApply(days, range)}
      >
        {t('Apply to selected days')}
      </Button>
    </fieldset>
  );
}
