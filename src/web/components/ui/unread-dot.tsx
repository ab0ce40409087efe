import { t } from '../../lib/i18n';

/** The id of the hint that a link with an unread dot points to, so its name stays the link's own words. */
export const UNREAD_HINT_ID = 'unread-messages-hint';

/** A small dot beside a link when there are unread messages behind it; the hint says so to screen readers. */
export function UnreadDot({ show }: { show: boolean }) {
  if (!show) return null;
  return <span aria-hidden="true" className="ms-1.5 inline-block size-2 rounded-full bg-accent align-middle" />;
}

/** Read once per page by every link that shows a dot (aria-describedby). */
export function UnreadHint() {
  return (
    <span id={UNREAD_HINT_ID} className="sr-only">
      {t('You have unread messages.')}
    </span>
  );
}
