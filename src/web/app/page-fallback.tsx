import { Spinner } from '../components/ui/spinner';
import { t } from '../lib/i18n';

/**
 * What the page's place shows while the first page's code loads. It fills the screen, as the page will,
 * so that the footer stays below the fold instead of jumping down when the page arrives.
 */
export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand" role="status">
      <Spinner className="size-8" />
      <span className="sr-only">{t('Loading…')}</span>
    </div>
  );
}
