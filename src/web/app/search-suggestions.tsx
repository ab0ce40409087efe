import { useEffect } from 'react';
import { cn } from '../components/ui/class-names';
import { msg, t, translate } from '../lib/i18n';
import { type SuggestionOption, suggestionId } from './use-search-suggestions';

interface SearchSuggestionsProps {
  /** The listbox's id, which the combobox controls; options are `${id}-${index}`. */
  id: string;
  text: string;
  options: readonly SuggestionOption[];
  noMatches: boolean;
  /** The option the arrow keys are on, -1 for none. */
  active: number;
  onChoose: (option: SuggestionOption) => void;
}

/** The kinds of choice, in the order the list shows them (and the arrow keys walk them: useSearchSuggestions). */
const groups = [
  { kind: 'business', label: msg('Places') },
  { kind: 'category', label: msg('Categories') },
  { kind: 'cuisine', label: msg('Cuisines') },
  { kind: 'dish', label: msg('Dishes') },
] as const;

/**
 * What a choice is called: categories and cuisines are the directory's words, shown in the reader's
 * language; a place's name and a dish (a word as people type it: 'biryani') stay as they are written.
 */
function nameOf(choice: SuggestionOption): string {
  if (choice.kind === 'category' || choice.kind === 'cuisine') return translate(choice.name);
  return 'name' in choice ? choice.name : '';
}

/** The header's suggestions (WAI-ARIA combobox pattern): the focus stays in the field, the active option is marked. */
export function SearchSuggestions({ id, text, options, noMatches, active, onChoose }: SearchSuggestionsProps) {
  useEffect(() => {
    if (active >= 0) document.getElementById(suggestionId(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [id, active]);

  const option = (choice: SuggestionOption, name: string, className?: string) => {
    const index = options.indexOf(choice);
    const optionId = suggestionId(id, index);
    const place = choice.kind === 'business' ? choice.place : null;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox (aria-activedescendant)
      <div
        key={optionId}
        id={optionId}
        role="option"
        tabIndex={-1}
        aria-selected={index === active}
        aria-label={name}
        aria-describedby={place ? `${optionId}-place` : undefined}
        onClick={() => onChoose(choice)}
        className={cn(
          'cursor-pointer rounded-md px-3 py-2 text-sm',
          index === active ? 'bg-brand-soft text-brand-deep' : 'text-ink hover:bg-stone-100',
          className,
        )}
      >
        <span className="block truncate font-medium">{name}</span>
        {place && (
          <span id={`${optionId}-place`} className="block truncate text-xs text-muted">
            {place}
          </span>
        )}
      </div>
    );
  };

  return (
    // Keeps the focus in the field, so the list is still there when a click or a drag of its scroll bar lands.
    // biome-ignore lint/a11y/noStaticElementInteractions: only the pointer's default (moving the focus) is stopped
    <div
      onMouseDown={(event) => event.preventDefault()}
      className="absolute top-full end-0 start-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-line bg-white p-1 shadow-lg"
    >
      {noMatches && (
        <p role="status" className="px-3 py-2 text-sm text-muted">
          {t('No matches')}
        </p>
      )}
      <div id={id} role="listbox" aria-label={t('Suggestions')}>
        {groups.map(({ kind, label }) => {
          const members = options.filter((choice) => choice.kind === kind);
          if (members.length === 0) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox holds options and groups of them, not fieldsets
            <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
              <div id={`${id}-${kind}`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold text-muted">
                {translate(label)}
              </div>
              {members.map((choice) => option(choice, nameOf(choice)))}
            </div>
          );
        })}
        {options
          .filter((choice) => choice.kind === 'all-results')
          .map((choice) => option(choice, t('See all results for “{text}”', { text: text.trim() }), 'font-semibold'))}
      </div>
    </div>
  );
}
