import { Trash2 } from 'lucide-react';
import type { TimeRange } from '../../../domain/hours';
import { t } from '../../lib/i18n';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

interface TimeRangeFieldsProps {
  idPrefix: string;
  /** The fields' accessible names, saying whose opening it is: 'Monday opens', 'Monday closes'. */
  labels: readonly [opens: string, closes: string];
  range: TimeRange;
  onChange: (range: TimeRange) => void;
  /** Absent while it is the day's only opening: a day is closed through its mode instead. */
  onRemove?: { label: string; remove: () => void };
  invalid?: boolean;
  describedBy?: string;
}

/** One opening: when it opens and when it closes, typed as times of day (a close at or before the opening is the next day). */
export function TimeRangeFields({
  idPrefix,
  labels,
  range,
  onChange,
  onRemove,
  invalid,
  describedBy,
}: TimeRangeFieldsProps) {
  const [opens, closes] = range;
  const overnight = opens !== '' && closes !== '' && closes <= opens;
  const control = { 'aria-invalid': invalid, 'aria-describedby': describedBy };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-36 flex-1 gap-1">
        <Label htmlFor={`${idPrefix}-opens`}>{t('Opens')}</Label>
        <Input
          id={`${idPrefix}-opens`}
          type="time"
          aria-label={labels[0]}
          value={opens}
          onChange={(e) => onChange([e.target.value, closes])}
          {...control}
        />
      </div>
      <div className="grid min-w-36 flex-1 gap-1">
        <Label htmlFor={`${idPrefix}-closes`}>{t('Closes')}</Label>
        <Input
          id={`${idPrefix}-closes`}
          type="time"
          aria-label={labels[1]}
          value={closes}
          onChange={(e) => onChange([opens, e.target.value])}
          {...control}
        />
      </div>
      {onRemove ? (
        <Button variant="ghost" size="icon" aria-label={onRemove.label} onClick={onRemove.remove}>
          <Trash2 aria-hidden="true" className="size-4 text-danger" />
        </Button>
      ) : (
        // Keeps the times of every opening the same width.
        <span aria-hidden="true" className="size-11" />
      )}
      {overnight && <p className="basis-full text-sm text-muted">{t('Closes after midnight, the next day.')}</p>}
    </div>
  );
}
