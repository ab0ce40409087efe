import { type ComponentProps, useState } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

/** A choice: the value the select stores and the words it shows. */
export type Choice = readonly [value: string, label: string];

interface ChoiceSelectProps extends Omit<ComponentProps<typeof SelectTrigger>, 'children'> {
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
}

/**
 * A select of plain choices whose options are mounted only while it is open; the closed select names its
 * choice itself. Mounted closed, every option registers itself with Radix's select on each render of what
 * holds it: a cascade of synchronous renders (a quarter of a second on a phone as a listing came alive,
 * and typing in a form of nine selects crawled). Give it the `id` a <Label htmlFor> points to.
 */
export function ChoiceSelect({ value, onValueChange, choices, ...trigger }: ChoiceSelectProps) {
  const [open, setOpen] = useState(false);
  return (
    <Select value={value} onValueChange={onValueChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger {...trigger}>
        <SelectValue>{choices.find(([choice]) => choice === value)?.[1]}</SelectValue>
      </SelectTrigger>
      {open && (
        <SelectContent>
          {choices.map(([choice, words]) => (
            <SelectItem key={choice} value={choice}>
              {words}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  );
}
