import type { ComponentProps } from 'react';
import { INDIANA_TIME_ZONES, type IndianaTimeZone, TIME_ZONE_LABELS } from '../../../domain/hours';
import { translate } from '../../lib/i18n';
import { type Choice, ChoiceSelect } from '../ui/choice-select';

/** The two zones, named in the visitor's language. */
function timeZoneChoices(): Choice[] {
  return INDIANA_TIME_ZONES.map((zone): Choice => [zone, translate(TIME_ZONE_LABELS[zone])]);
}

interface TimeZoneSelectProps extends Omit<ComponentProps<typeof ChoiceSelect>, 'value' | 'onValueChange' | 'choices'> {
  value: IndianaTimeZone;
  onValueChange: (zone: IndianaTimeZone) => void;
}

/** Issue 17: Eastern or Central time, the two an Indiana location can keep. Give it the `id` its label points to. */
export function TimeZoneSelect({ value, onValueChange, ...props }: TimeZoneSelectProps) {
  return (
    <ChoiceSelect
      {...props}
      value={value}
      onValueChange={(zone) => onValueChange(zone as IndianaTimeZone)}
      choices={timeZoneChoices()}
    />
  );
}
