import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { Choice } from './choice-select';
import { cn } from './class-names';
import { fieldClasses } from './input';

interface PlainSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
}

/**
 * The browser's own select, drawn as ChoiceSelect's closed select is: it opens and can be picked from before
 * the page's code has run, and with a `name` and a GET `form` its choice goes into the page's address
 * (early-taps.ts sends the form once a choice is picked). On a phone it opens the system's picker.
 * `className` sizes it (its width); give it the `id` a <Label htmlFor> points to.
 */
export function PlainSelect({ value, onValueChange, choices, className, ...select }: PlainSelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(fieldClasses, 'h-11 cursor-pointer appearance-none truncate pe-9')}
        {...select}
      >
        {choices.map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
