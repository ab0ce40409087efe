import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const BANNER = 'You are offline — showing what you saw last';

/** The browser's word on the connection, and the service worker's channel to the page. */
let online = true;
let serviceWorker: EventTarget;

beforeEach(() => {
  online = true;
  serviceWorker = new EventTarget();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.resetModules();
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function renderBanner() {
  const { OfflineBanner } = await import('./offline-banner');
  render(<OfflineBanner />);
}

const fromServiceWorker = (connected: boolean) =>
  act(() => {
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'connection', connected } }));
  });

describe('the offline banner', () => {
  it('says nothing while the network answers', async () => {
    await renderBanner();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it('shows while the browser is offline, and goes when it is back online', async () => {
    await renderBanner();
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(BANNER);
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it('shows when the service worker answered from its copies though the browser thinks it is online (lie-fi)', async () => {
    await renderBanner();
    fromServiceWorker(false);
    expect(screen.getByText(BANNER)).toBeInTheDocument();
    fromServiceWorker(true);
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});
