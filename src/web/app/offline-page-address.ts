import { OFFLINE_PAGE_MARKER } from '../sw-kept';

let offlineAddress: string | null | undefined;

/**
 * The address this document was asked for when the service worker answered with the offline page (a page
 * never seen, asked for without a connection: sw.ts marks it with OFFLINE_PAGE_MARKER), or null. Read once:
 * leaving that address inside the app shows pages again.
 */
export function offlinePageAddress(): string | null {
  if (offlineAddress === undefined)
    offlineAddress =
      typeof document !== 'undefined' && document.querySelector(`meta[name="${OFFLINE_PAGE_MARKER}"]`)
        ? window.location.pathname + window.location.search
        : null;
  return offlineAddress;
}
