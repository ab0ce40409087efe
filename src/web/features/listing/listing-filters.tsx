import { SlidersHorizontal, X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef } from 'react';
import { Button } from '../../components/ui/button';
import type { Choice } from '../../components/ui/choice-select';
import { cn } from '../../components/ui/class-names';
import { Label } from '../../components/ui/label';
import { PlainSelect } from '../../components/ui/plain-select';
import { useCities } from '../../lib/category-queries';
import { t } from '../../lib/i18n';
import { ApplyChoicesButton, LISTING_FORM_ID } from './listing-choices-form';

const TITLE_ID = 'listing-filters-title';

interface ListingFiltersProps {
  categorySlug: string;
  /** How many of its settings are set: 'Filters (2)'. */
  count: number;
  city: string;
  onCityChange: (city: string) => void;
  /** The words of the button back to the results, with their count when known ('Show results (12)'). */
  showResultsLabel?: ReactNode;
  /** Brings the results into view once the sheet is closed. */
  onShowResults: () => void;
  /** The sheet's other settings, under the City (issue 17: place, cuisine, halal facts, order). */
  children?: ReactNode;
  /**
   * Issue 31: a sheet behind its button at every width, not a column from 1024 px: with the map view, the
   * list and the map take the width.
   */
  sheetOnly?: boolean;
  className?: string;
}

/**
 * Issue 31: the listing's settings beyond the quick chips. On a phone a 'Filters (n)' button opens them as
 * a sheet from the bottom; from 1024 px they are a column beside the results. A `<details>`, so the button
 * opens it before the page's code has run (issue 40); each setting changes the listing at once, and 'Show
 * results' closes the sheet on the results (before the code, it sends the listing's GET form).
 */
export function ListingFilters({
  categorySlug,
  count,
  city,
  onCityChange,
  showResultsLabel,
  onShowResults,
  children,
  sheetOnly = false,
  className,
}: ListingFiltersProps) {
  // From 1024 px the settings are a column, always shown: no button, no backdrop, no way to close them.
  const column = !sheetOnly;
  const sheet = useRef<HTMLDetailsElement>(null);
  const cities = useCities(categorySlug);
  const options = cities.data ?? [];
  // A shared link may name a city before the list has loaded (or in another spelling): keep it selectable.
  const cityOptions = city && !options.includes(city) ? [city, ...options] : options;

  function close() {
    if (!sheet.current?.open) return;
    sheet.current.open = false;
    sheet.current.querySelector('summary')?.focus();
  }

  function showResults(event: MouseEvent) {
    // The code is here: every setting is in the URL already.
    event.preventDefault();
    close();
    onShowResults();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !sheet.current?.open) return;
    event.preventDefault();
    close();
  }

  return (
    <details
      ref={sheet}
      onKeyDown={onKeyDown}
      className={cn(
        'group',
        column && 'lg:sticky lg:top-20 lg:self-start lg:details-content:[content-visibility:visible]',
        className,
      )}
    >
      {/* The browser says it is a button and whether it is open; a role here would make the page's early
          taps (early-taps.ts) hold it for the code instead of leaving it to open by itself. */}
      <summary
        className={cn(
          'inline-flex min-h-9 cursor-pointer list-none items-center gap-1.5 whitespace-nowrap rounded-full border px-3 text-sm font-semibold',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden',
          count > 0 ? 'border-brand-strong bg-brand-soft text-brand-strong' : 'border-line bg-white text-ink',
          column && 'lg:hidden',
        )}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {count > 0 ? t('Filters ({count})', { count }) : t('Filters')}
      </summary>
      {/* Behind the sheet on a phone: a tap there closes it (Escape and the close button do for the keyboard). */}
      <div
        aria-hidden="true"
        onClick={close}
        className={cn('fixed inset-0 z-40 bg-stone-950/50', column && 'lg:hidden')}
      />
      <section
        aria-labelledby={TITLE_ID}
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 grid max-h-[85dvh] gap-4 overflow-y-auto rounded-t-2xl bg-white px-4 pt-4 shadow-xl',
          column
            ? 'lg:static lg:z-auto lg:max-h-[calc(100dvh-6rem)] lg:rounded-xl lg:border lg:border-line lg:pb-4 lg:shadow-sm'
            : // A sheet on a wide screen is a sheet of a sheet's width, in the middle.
              'lg:mx-auto lg:max-w-lg',
        )}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={TITLE_ID} className={cn('text-lg font-semibold text-ink', column && 'lg:text-base')}>
            {t('Filters')}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('Close filters')}
            onClick={close}
            className={cn(column && 'lg:hidden')}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="listing-city">{t('City')}</Label>
          <PlainSelect
            id="listing-city"
            name="city"
            form={LISTING_FORM_ID}
            value={city}
            onValueChange={onCityChange}
            choices={[['', t('All Cities')], ...cityOptions.map((name): Choice => [name, name])]}
          />
        </div>
        {children}
        <div className={cn('sticky bottom-0 -mx-4 border-line border-t bg-white px-4 py-3', column && 'lg:hidden')}>
          <Button type="submit" form={LISTING_FORM_ID} onClick={showResults} className="w-full">
            {showResultsLabel ?? t('Show results')}
          </Button>
        </div>
        {column && (
          <div className="hidden lg:block">
            <ApplyChoicesButton />
          </div>
        )}
      </section>
    </details>
  );
}
