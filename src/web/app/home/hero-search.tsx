import { ArrowRight, Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { ALL_BUSINESSES_SLUG } from '../../../domain/limits';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { t } from '../../lib/i18n';
import { QuickFinds } from './quick-finds';

const ALL_BUSINESSES_PATH = `/c/${ALL_BUSINESSES_SLUG}`;

/** The all-businesses listing searching for `text` (its search box reads ?q=), or all of it without one. */
export function allBusinessesSearchPath(text: string): string {
  const q = text.trim();
  return q ? `${ALL_BUSINESSES_PATH}?${new URLSearchParams({ q })}` : ALL_BUSINESSES_PATH;
}

/**
 * The hero's search, at every width (issue 31: a phone's first screen offers it, with 'Near me' and
 * 'Open now'): straight from the home page to every listing that matches a name or description.
 * It is a plain GET form to the listing, so a search typed and sent before the page's code has run still
 * arrives; once it runs, the field is read from the form (not from state, which never saw early typing).
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const inputId = useId();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    navigate(allBusinessesSearchPath(typeof text === 'string' ? text : ''));
  }

  return (
    <div className="grid gap-3 rounded-2xl bg-white p-4 text-ink shadow-xl sm:gap-4 sm:p-6">
      <div className="grid gap-1">
        <h2 className="text-lg font-bold sm:text-xl">{t('Find a halal spot')}</h2>
        <p className="text-sm text-muted max-sm:sr-only">
          {t('Search every listing in Indiana by name or description.')}
        </p>
      </div>
      <search aria-label={t('Search businesses')}>
        <form action={ALL_BUSINESSES_PATH} method="get" onSubmit={search} className="grid gap-1.5">
          <Label htmlFor={inputId}>{t('Search businesses')}</Label>
          {/* The box and its button in one line: the first screen of a phone holds them and the quick finds. */}
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute top-3 start-3 size-5 text-muted" />
              <Input
                id={inputId}
                type="search"
                name="q"
                placeholder={t('Shawarma, biryani, bakery…')}
                className="ps-10"
              />
            </div>
            <Button type="submit" className="shrink-0">
              <Search aria-hidden="true" className="size-4 max-[400px]:hidden" />
              {t('Search')}
            </Button>
          </div>
        </form>
      </search>
      <QuickFinds />
      <Link
        to={ALL_BUSINESSES_PATH}
        className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-semibold text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {t('Browse all businesses')}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </div>
  );
}
