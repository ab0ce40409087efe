import { useQuery } from '@tanstack/react-query';
import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../components/ui/button';
import { PageTitle } from '../components/ui/page-title';
import { t } from '../lib/i18n';
import { listKeptPages } from './kept-pages';

/**
 * Issue 18: a page never seen, opened without a connection. The service worker answers with this page
 * (sw.ts) instead of the browser's error page: it says so, and lists the pages this device keeps, which
 * open offline. Each is a link to the whole page, which the service worker answers with its kept copy.
 */
export function OfflinePage() {
  const kept = useQuery({ queryKey: ['kept-pages'], queryFn: listKeptPages, networkMode: 'always', staleTime: 0 });
  const pages = kept.data ?? [];
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12">
      <PageTitle>{t('You are offline')}</PageTitle>
      <div className="grid justify-items-center gap-3 text-center">
        <WifiOff aria-hidden="true" className="size-10 text-brand" />
        <h1 className="text-2xl font-bold text-ink">{t('You are offline')}</h1>
        <p className="text-muted">
          {t('This page has not been opened on this device before, so it needs a connection.')}
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('Try again')}
        </Button>
      </div>
      {kept.isSuccess && (
        <section aria-labelledby="kept-pages" className="grid gap-3">
          <h2 id="kept-pages" className="text-lg font-semibold text-ink">
            {t('Pages kept on this device')}
          </h2>
          {pages.length === 0 ? (
            <p className="text-muted">
              {t('None yet: the pages you open while online are kept for when you are not.')}
            </p>
          ) : (
            <>
              <p className="text-muted">{t('These open without a connection, as you last saw them.')}</p>
              <ul className="grid divide-y divide-line rounded-xl border border-line bg-white">
                {pages.map((page) => (
                  <li key={page.path}>
                    <a
                      href={page.path}
                      className="grid gap-0.5 px-4 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-focus"
                    >
                      <span className="font-medium text-ink">{page.title}</span>
                      <span className="truncate text-sm text-muted">
                        <bdi dir="ltr">{decodeURI(page.path)}</bdi>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
