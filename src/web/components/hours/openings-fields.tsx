import { Plus } from 'lucide-react';
import { HOURS_LIMITS, type TimeRange } from '../../../domain/hours';
import { t } from '../../lib/i18n';
import { Button } from '../ui/button';
import { RadioField } from '../ui/checkbox-field';
import { FieldError } from '../ui/field-error';
import { type DayMode, dayMode, rangesForMode, withOpeningAdded } from './day-hours';
import { TimeRangeFields } from './time-range-fields';

interface OpeningsFieldsProps {
  /** Unique on the page; the fields' ids start with it. */
  idPrefix: string;
  /** What the controls' names say whose openings they are: 'Monday', 'Special date 1'. */
  name: string;
  /** The group's visible legend, and its accessible name when that needs more words. */
  legend: string;
  groupLabel?: string;
  /** The words of each mode: a special date is 'Closed all day', a weekday 'Closed'. */
  modeWords: Record<DayMode, string>;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  /** The schema's message about these openings, if any. */
  error?: string;
}

const MODES: readonly DayMode[] = ['open', 'closed', 'allDay'];

/**
 * One day's hours: closed, open around the clock, or open at the times of up to four openings. The modes
 * are radios, one tap each on a phone (and far lighter than seven select lists).
 */
export function OpeningsFields(props: OpeningsFieldsProps) {
  const { idPrefix, name, legend, groupLabel, modeWords, ranges, onChange, error } = props;
  const mode = dayMode(ranges);
  const errorId = `${idPrefix}-error`;

  return (
    <fieldset className="grid min-w-0 gap-2" aria-label={groupLabel}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-4">
        {MODES.map((choice) => (
          <RadioField
            key={choice}
            id={`${idPrefix}-${choice}`}
            name={`${idPrefix}-mode`}
            label={modeWords[choice]}
            checked={mode === choice}
            onChange={() => onChange(rangesForMode(choice, ranges))}
          />
        ))}
      </div>
      {mode === 'open' && (
        <>
          {ranges.map((range, index) => (
            <TimeRangeFields
              // An opening has no identity but its place in the day.
              // biome-ignore lint/suspicious/noArrayIndexKey: the openings are edited in place, never reordered
              key={index}
              idPrefix={`${idPrefix}-${index}`}
              labels={openingLabels(index === 0 ? name : t('{name} opening {number}', { name, number: index + 1 }))}
              range={range}
              onChange={(next) => onChange(ranges.map((r, i) => (i === index ? next : r)))}
              onRemove={
                ranges.length > 1
                  ? {
                      label: t('Remove opening {number} of {name}', { number: index + 1, name }),
                      remove: () => onChange(ranges.filter((_, i) => i !== index)),
                    }
                  : undefined
              }
              invalid={Boolean(error)}
              describedBy={error ? errorId : undefined}
            />
          ))}
          {ranges.length < HOURS_LIMITS.rangesPerDay && (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              aria-label={t('Add opening on {name}', { name })}
              onClick={() => onChange(withOpeningAdded(ranges))}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('Add opening')}
            </Button>
          )}
        </>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function openingLabels(whose: string) {
  return [t('{name} opens', { name: whose }), t('{name} closes', { name: whose })] as const;
}
