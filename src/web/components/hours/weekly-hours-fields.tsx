import type { WeeklyHours } from '../../../domain/hours';
import { t } from '../../lib/i18n';
import { RadioField } from '../ui/checkbox-field';
import { ApplyToDays } from './apply-to-days';
import { closedWeek, WEEK_ORDER, withRangesOn } from './day-hours';
import { DayRow } from './day-row';
import { errorUnder, type HoursErrors } from './hours-errors';

interface WeeklyHoursFieldsProps {
  idPrefix: string;
  /** Null while the hours are not known: the listing then shows no open or closed status. */
  weekly: WeeklyHours | null;
  onChange: (weekly: WeeklyHours | null) => void;
  errors: HoursErrors;
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** The usual week: not set at all, or each day's openings. */
export function WeeklyHoursFields({ idPrefix, weekly, onChange, errors }: WeeklyHoursFieldsProps) {
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-base font-semibold text-ink">{t('Weekly hours')}</legend>
      <div className="grid gap-1 sm:flex sm:gap-6">
        <RadioField
          id={`${idPrefix}-not-set`}
          name={`${idPrefix}-known`}
          label={t('Hours not set')}
          checked={weekly === null}
          onChange={() => onChange(null)}
        />
        <RadioField
          id={`${idPrefix}-set`}
          name={`${idPrefix}-known`}
          label={t('Set weekly hours')}
          checked={weekly !== null}
          onChange={() => onChange(weekly ?? closedWeek())}
        />
      </div>
      {weekly && (
        <>
          <ApplyToDays
            idPrefix={`${idPrefix}-several`}
            onApply={(days, range) => onChange(withRangesOn(weekly, days, [range]))}
          />
          <ul className="grid gap-3">
            {WEEK_ORDER.map((day) => (
              <DayRow
                key={day}
                idPrefix={`${idPrefix}-day`}
                day={day}
                ranges={weekly[day] ?? []}
                onChange={(ranges) => onChange(withRangesOn(weekly, [day], ranges))}
                onCopyToAll={() => onChange(withRangesOn(weekly, ALL_DAYS, weekly[day] ?? []))}
                error={errorUnder(errors, `weekly.${day}`)}
              />
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
