import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { LIMITS } from '../../domain/limits';
import { localeDirection } from '../../domain/locales';
import { activeLocale, t } from '../lib/i18n';
import { loadToasts, onToastsWanted, toastsWanted } from '../lib/notify';

const Toaster = lazy(async () => ({ default: (await loadToasts()).Toaster }));

/** What a person does before most toasts: a tap, a key, a move of focus into the page. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The page's toaster, mounted once the toast library is loaded: by the first toast, or at the person's first
 * tap, key or focus (most toasts answer one), so that its live region is already on the page when they
 * arrive. A visit that only reads does not fetch it.
 */
export function Toasts() {
  const shown = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  useEffect(() => {
    const load = () => {
      for (const event of FIRST_USE) window.removeEventListener(event, load, true);
      void loadToasts();
    };
    for (const event of FIRST_USE) window.addEventListener(event, load, { capture: true, passive: true });
    return () => {
      for (const event of FIRST_USE) window.removeEventListener(event, load, true);
    };
  }, []);
  // A modal dialog hides the rest of the page from screen readers, all but the live regions already there
  // when it opens (radix's aria-hidden). The toaster often arrives after a dialog has opened (it comes with
  // the tap that opened it): it is drawn inside this element, there from the first render, which such a
  // dialog leaves visible; 'off' makes it no live region of its own.
  // The toasts stand at the end of the reading line: bottom right in English, bottom left in Arabic and Urdu;
  // at the top while a dialog is open, clear of its actions (lib/notify.ts). Sonner's own words (its region's
  // name, 'Notifications alt+T', and its close buttons') are given in the visitor's language.
  const direction = localeDirection(activeLocale());
  return (
    <div aria-live="off">
      {shown && (
        <Suspense fallback={null}>
          <Toaster
            duration={LIMITS.toastDurationMs}
            position={direction === 'rtl' ? 'bottom-left' : 'bottom-right'}
            dir={direction}
            richColors
            closeButton
            containerAriaLabel={t('Notifications')}
            // A modal dialog makes the rest of the page inert to the pointer; a toast over it can still be closed.
            style={{ pointerEvents: 'auto' }}
            toastOptions={{ closeButtonAriaLabel: t('Close notification') }}
          />
        </Suspense>
      )}
    </div>
  );
}
