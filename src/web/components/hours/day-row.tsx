import { Copy } from 'lucide-react';
import { type TimeRange, WEEKDAY_NAMES } from '../../../domain/hours';
import { Button } from '../ui/button';
import type { DayMode } from './day-hours';
import { OpeningsFields } from './openings-fields';

const WEEKDAY_MODES: Record<DayMode, string> = { open: 'Open', closed: 'Closed', allDay: 'Open 24 hours' };

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
  const name = WEEKDAY_NAMES[day] ?? '';
  return (
    <li className="grid gap-2 border-line border-t pt-3 first:border-t-0 first:pt-0">
      <OpeningsFields
        idPrefix={`${idPrefix}-${day}`}
        name={name}
        legend={name}
        modeWords={WEEKDAY_MODES}
        ranges={ranges}
        onChange={onChange}
        error={error}
      />
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onCopyToAll}>
        <Copy aria-hidden="true" className="size-4" />
        Copy {name} to all days
      </Button>
    </li>
  );
}
