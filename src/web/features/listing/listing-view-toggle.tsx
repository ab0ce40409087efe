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

/**
 * Issue 17: the results as cards or as pins on a map (?view=map); two buttons, the one shown pressed.
 * Issue 31: on a phone it floats at the bottom of the screen, in reach however far the list is scrolled;
 * from 640 px it sits beside the search.
 */
export function ListingViewToggle({ view, addressOf, onChange }: ListingViewToggleProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a fieldset of form fields
    <div
      role="group"
      aria-label={t('Show results as')}
      className={cn(
        'fixed inset-x-0 bottom-4 z-20 mx-auto flex w-fit rounded-full border border-line bg-white p-1 shadow-lg',
        'sm:static sm:mx-0 sm:shrink-0 sm:rounded-lg sm:p-0.5 sm:shadow-none',
      )}
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
              'inline-flex h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors sm:h-9 sm:rounded-md sm:px-3',
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
