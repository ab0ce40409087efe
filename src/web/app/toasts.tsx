import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { LIMITS } from '../../domain/limits';
import { localeDirection } from '../../domain/locales';
import { activeLocale, t } from '../lib/i18n';
import { loadToasts, onToastsWanted, toastsWanted } from '../lib/notify';

const Toaster = lazy(async () => ({ default: (await loadToasts()).Toaster }));

/**
 * The page's toaster, mounted once the toast library is loaded: by the first toast, or when the browser is
 * idle after the first render, so that its live region is already on the page when most toasts arrive.
 */
export function Toasts() {
  const shown = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  useEffect(() => {
    const load = () => void loadToasts();
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(load, { timeout: 5_000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(load, 2_000);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  // The toasts stand at the end of the reading line: bottom right in English, bottom left in Arabic and Urdu;
  // at the top while a dialog is open, clear of its actions (lib/notify.ts). Sonner's own words (its region's
  // name, 'Notifications alt+T', and its close buttons') are given in the visitor's language.
  const direction = localeDirection(activeLocale());
  return (
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
  );
}
