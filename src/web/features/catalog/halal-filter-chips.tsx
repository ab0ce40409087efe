import { Check } from 'lucide-react';
import { HALAL_FILTERS, type HalalFilter, keysOf } from '../../../domain/halal';
import { cn } from '../../components/ui/class-names';

/**
 * Issue 16: the listing's halal filters, as toggle buttons (each says whether it is on). They combine
 * with each other, the search and the city, and live in the URL (?halal=certified,zabiha).
 */
export function HalalFilterChips({
  selected,
  onToggle,
}: {
  selected: readonly HalalFilter[];
  onToggle: (name: HalalFilter) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Halal</legend>
      <div className="flex flex-wrap gap-2">
        {keysOf(HALAL_FILTERS).map((name) => {
          const on = selected.includes(name);
          return (
            <button
              key={name}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(name)}
              className={cn(
                'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium transition',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                on
                  ? 'border-brand-strong bg-brand-strong text-white'
                  : 'border-line bg-white text-ink hover:border-brand hover:text-brand-strong',
              )}
            >
              {on && <Check aria-hidden="true" className="size-4" />}
              {HALAL_FILTERS[name]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
