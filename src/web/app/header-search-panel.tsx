import { Search } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useRef } from 'react';
import { cn } from '../components/ui/class-names';
import { t } from '../lib/i18n';
import { HeaderSearch } from './header-search';
import { closePopover } from './popover';

/** The panel holding the header's search: a popover under 640 px, which the search button opens. */
export const SEARCH_PANEL_ID = 'header-search';

/**
 * Issue 31: the header's search in its one row. From 640 px the box sits in the row; under it a button
 * does, opening the box in a panel under the row (the popover attribute: it opens before the page's code
 * has run too, and closes with Escape or a tap elsewhere).
 */
export function HeaderSearchPanel() {
  const panel = useRef<HTMLDivElement>(null);

  function open(event: MouseEvent) {
    const box = panel.current;
    if (!box?.showPopover) return;
    // Opened here rather than by the browser, so the field takes the focus within the tap (a phone then
    // shows its keyboard at once).
    event.preventDefault();
    if (box.matches(':popover-open')) {
      box.hidePopover();
      return;
    }
    box.showPopover();
    box.querySelector('input')?.focus();
  }

  return (
    <>
      <button
        type="button"
        popoverTarget={SEARCH_PANEL_ID}
        aria-label={t('Find halal food')}
        onClick={open}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-focus sm:hidden"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <div
        ref={panel}
        id={SEARCH_PANEL_ID}
        popover="auto"
        className={cn(
          'fixed inset-x-0 top-16 bottom-auto m-0 h-auto w-auto overflow-visible border-0 border-b border-line bg-white p-3 text-ink shadow-lg',
          // From 640 px it is no popover to the eye: always shown, in the row, taking the room left.
          'sm:static sm:block sm:min-w-0 sm:flex-1 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none',
        )}
      >
        <HeaderSearch className="max-w-xl" onGo={() => closePopover(panel.current)} />
      </div>
    </>
  );
}
