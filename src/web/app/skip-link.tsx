import { t } from '../lib/i18n';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-strong shadow focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:outline-2 focus:outline-focus"
    >
      {t('Skip to content')}
    </a>
  );
}
