import { t } from '../lib/i18n';
import { usePageLoading } from './page-loading';

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  if (!usePageLoading()) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('Loading page')}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-soft"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand" />
    </div>
  );
}
