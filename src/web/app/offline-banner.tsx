import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { t } from '../lib/i18n';
import { offlinePageAddress } from './offline-page-address';

// Whether the pages on screen are what was seen last rather than what the server says now: the browser
// says it is offline, or the service worker (sw.ts) answered from its copies because the network did not.

let answeredFromCopies = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    answeredFromCopies = false;
    changed();
  });
  window.addEventListener('offline', changed);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; connected?: boolean } | null;
    if (data?.type !== 'connection' || answeredFromCopies === !data.connected) return;
    answeredFromCopies = !data.connected;
    changed();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Issue 18: without a connection the pages a person has seen open as they last saw them (the service
 * worker keeps them); this says so, above every page, until the connection is back.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine || answeredFromCopies,
    () => false,
  );
  // The offline page says it itself, and shows nothing seen last.
  if (!offline || offlinePageAddress() !== null) return null;
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
