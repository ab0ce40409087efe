import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { t } from '../lib/i18n';

function onConnectionChange(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Issue 18: without a connection the pages a person has seen open as they last saw them (the service
 * worker keeps them, sw.ts); this says so, above every page, until the connection is back.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(
    onConnectionChange,
    () => !navigator.onLine,
    () => false,
  );
  if (!offline) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('You are offline — showing what you saw last')}
    </p>
  );
}
