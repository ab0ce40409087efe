import { registerSW } from 'virtual:pwa-register';
import { t } from '../lib/i18n';
import { loadToasts } from '../lib/notify';

/**
 * Registers the service worker (src/web/sw.ts), once the page is live (main.tsx). When a new version of the
 * app has been fetched, it waits: the person is told 'New version — reload' and the page moves to it when
 * they choose, never in the middle of what they are doing.
 */
export function startServiceWorker() {
  const update = registerSW({
    onNeedRefresh() {
      void loadToasts().then(({ toast }) =>
        toast(t('New version — reload'), {
          duration: Number.POSITIVE_INFINITY,
          action: { label: t('Reload'), onClick: () => void update(true) },
        }),
      );
    },
    // A browser may refuse service workers (a privacy setting): the site works on without them.
    onRegisterError(error: unknown) {
      console.warn('The service worker could not be registered', error);
    },
  });
}
