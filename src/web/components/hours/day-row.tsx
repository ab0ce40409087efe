import { Copy } from 'lucide-react';
import type { TimeRange } from '../../../domain/hours';
import { t } from '../../lib/i18n';
import { Button } from '../ui/button';
import { type DayMode, weekdayName } from './day-hours';
import { OpeningsFields } from './openings-fields';

/** The words of a weekday's modes. */
function weekdayModes(): Record<DayMode, string> {
  return { open: t('Open'), closed: t('Closed'), allDay: t('Open 24 hours') };
}

interface DayRowProps {
  idPrefix: string;
  /** 0 Sunday, as WEEKDAY_NAMES. */
  day: number;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  onCopyToAll: () => void;
  error?: string;
}

/** One weekday of the weekly hours, with a way to give every day the same hours. */
export function DayRow({ idPrefix, day, ranges, onChange, onCopyToAll, error }: DayRowProps) {
  const name = weekdayName(day);
  return (
    <li className="grid gap-2 border-line border-t pt-3 first:border-t-0 first:pt-0">
      <OpeningsFields
        idPrefix={`${idPrefix}-${day}`}
        name={name}
        legend={name}
        modeWords={weekdayModes()}
        ranges={ranges}
        onChange={onChange}
        error={error}
      />
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onCopyToAll}>
        <Copy aria-hidden="true" className="size-4" />
        {t('Copy {day} to all days', { day: name })}
      </Button>
    </li>
  );
}
