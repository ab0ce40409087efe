import { t } from '../../lib/i18n';

/** The document title for client-side navigation; same wording as the server's first-load titles. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} — ${t('Indiana Halal Directory')}`}</title>;
}
