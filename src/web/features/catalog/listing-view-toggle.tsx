import { List, Map as MapIcon } from 'lucide-react';
import { cn } from '../../components/ui/class-names';
import { msg, t, translate } from '../../lib/i18n';
import { ListingLink } from './listing-link';
import type { ListingView } from './use-listing-filters';

const VIEWS = [
  ['list', msg('List'), List],
  ['map', msg('Map'), MapIcon],
] as const;

interface ListingViewToggleProps {
  view: ListingView;
  /** The listing shown as `view`: a link before the page's code has run. */
  addressOf: (view: ListingView) => string;
  onChange: (view: ListingView) => void;
}

/** Issue 17: the results as cards or as pins on a map (?view=map); two buttons, the one shown pressed. */
export function ListingViewToggle({ view, addressOf, onChange }: ListingViewToggleProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a fieldset of form fields
    <div
      role="group"
      aria-label={t('Show results as')}
      className="ms-auto inline-flex rounded-lg border border-line bg-white p-0.5"
    >
      {VIEWS.map(([name, words, Icon]) => {
        const on = view === name;
        return (
          <ListingLink
            key={name}
            href={addressOf(name)}
            aria-pressed={on}
            onFollow={() => onChange(name)}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              on ? 'bg-brand-strong text-white' : 'text-ink hover:bg-stone-100',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {translate(words)}
          </ListingLink>
        );
      })}
    </div>
  );
}
