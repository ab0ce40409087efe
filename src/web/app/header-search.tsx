import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/class-names';
import { fieldClasses } from '../components/ui/input';
import { t } from '../lib/i18n';
import { lazyComponent } from '../lib/lazy-component';
import {
  type SuggestionOption,
  suggestionId,
  suggestionPath,
  useSearchListing,
  useSearchPath,
  useSearchSuggestions,
} from './use-search-suggestions';

// The list's code is not part of a first visit: it starts loading when the field is focused.
const SearchSuggestions = lazyComponent(async () => (await import('./search-suggestions')).SearchSuggestions);

/**
 * Issue 17: the search of every page, in the header. Its names hold no 'Search': the home page's hero
 * ('Search businesses') and the listing's field ('Search') are found by those words. A plain GET form to
 * the listing, so it works before the page's code has run; once it runs, suggestions come as you type.
 * `onGo` runs as a search or a suggestion is followed (the phone's search panel closes).
 */
export function HeaderSearch({ className, onGo }: { className?: string; onGo?: () => void }) {
  const navigate = useNavigate();
  const listing = useSearchListing();
  const searchPath = useSearchPath();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(-1);
  const { options, noMatches } = useSearchSuggestions(text);
  const expanded = open && options.length > 0;
  // An answer with fewer choices may arrive while the arrow keys are on a later one.
  const active = picked < options.length ? picked : -1;

  function go(path: string) {
    setText('');
    setOpen(false);
    setPicked(-1);
    onGo?.();
    navigate(path);
  }

  function choose(option: SuggestionOption) {
    go(suggestionPath(option, searchPath, text));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: words typed before the page's code ran are only in the field.
    const typed = new FormData(event.currentTarget).get('q');
    if (typeof typed === 'string' && typed.trim()) go(searchPath(typed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setOpen(true);
      if (event.key === 'ArrowDown') setPicked((active + 1) % count);
      else setPicked(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setPicked(-1);
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the header is on every page; a form's role=search is a landmark in every browser (and jsdom warns on <search> in every test that renders the header)
    <form
      role="search"
      aria-label={t('Find halal food')}
      action={listing}
      method="get"
      onSubmit={submit}
      className={cn('relative', className)}
    >
      <input
        type="text"
        name="q"
        role="combobox"
        aria-label={t('Find halal food')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? suggestionId(listId, active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('Dishes, places, cities…')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setPicked(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => void SearchSuggestions.preload()}
        onBlur={() => setOpen(false)}
        className={cn(fieldClasses, 'h-11 pe-12')}
      />
      <Button
        type="submit"
        variant="ghost"
        size="icon"
        aria-label={t('Find')}
        className="absolute top-0 end-0 rounded-s-none"
      >
        <Search aria-hidden="true" className="size-5" />
      </Button>
      {expanded && (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={listId}
            text={text}
            options={options}
            noMatches={noMatches}
            active={active}
            onChoose={choose}
          />
        </Suspense>
      )}
    </form>
  );
}
