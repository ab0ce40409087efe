import { Menu, X } from 'lucide-react';
import { lazy, type MouseEvent, Suspense, useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/class-names';
import { t } from '../lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenuLinks } from './mobile-menu-links';
import type { MobileMenuSheetProps } from './mobile-menu-sheet';
import { closePopover } from './popover';

const loadSheet = () => import('./mobile-menu-sheet');
// The sheet's code (radix's dialog, focus trap, scroll lock) is not part of a first visit: it starts
// loading when the button is pointed at or focused, and shows when it is pressed.
const MobileMenuSheet = lazy(async () => ({ default: (await loadSheet()).MobileMenuSheet }));

/** The menu the server sends with the page, which the button opens before the page's code has run. */
export const MENU_POPOVER_ID = 'mobile-menu';

interface MobileMenuProps {
  viewer: MobileMenuSheetProps['viewer'];
  onSignOut: () => Promise<void>;
  hasUnread: MobileMenuSheetProps['hasUnread'];
  /** Hides the menu button from the width where the header shows the links another way. */
  triggerClassName?: string;
}

// SPEC §2 Home: under 768px the links move into a side menu (from 768 px a visitor's Sign In and a member's
// account menu take its place: header.tsx). Before the page's code has run the button opens the menu the
// server sent (the popover attribute); once it has, the side menu (a dialog).
export function MobileMenu({ viewer, onSignOut, hasUnread, triggerClassName }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const popover = useRef<HTMLDivElement>(null);

  function openSheet(event: MouseEvent) {
    // The code is here: the side menu instead of the server's.
    event.preventDefault();
    closePopover(popover.current);
    setOpen(true);
  }

  async function signOut() {
    setOpen(false);
    await onSignOut();
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={cn('shrink-0', triggerClassName)}
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        // Unset while closed: before the code, the browser says whether the popover is open.
        aria-expanded={open || undefined}
        popoverTarget={MENU_POPOVER_ID}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={openSheet}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      <div
        ref={popover}
        id={MENU_POPOVER_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MENU_POPOVER_ID}-title`}
        className={cn(
          'fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-[85%] max-w-xs overflow-y-auto border-0 bg-white p-5 text-ink shadow-xl',
          'backdrop:bg-stone-950/50 open:animate-slide-in',
        )}
      >
        <h2 id={`${MENU_POPOVER_ID}-title`} className="pe-12 text-lg font-semibold text-ink">
          {t('Menu')}
        </h2>
        <MobileMenuLinks viewer={viewer} hasUnread={hasUnread} onFollow={() => closePopover(popover.current)} />
        {/* As in the side menu; a language picked before the code has run waits for it (early-taps.ts). */}
        <LanguageSwitcher className="mt-6" />
        <button
          type="button"
          popoverTarget={MENU_POPOVER_ID}
          popoverTargetAction="hide"
          aria-label={t('Close menu')}
          className="absolute top-3 end-3 inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-focus"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuSheet viewer={viewer} hasUnread={hasUnread} onClose={() => setOpen(false)} onSignOut={signOut} />
        </Suspense>
      )}
    </>
  );
}
