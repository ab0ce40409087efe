import { Badge } from '../../components/ui/badge';
import { formatNumber } from '../../lib/format';
import { t } from '../../lib/i18n';

/** How many messages from the other side wait to be read ('3 unread' to screen readers); nothing at zero. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge variant="accent" className="shrink-0 tabular-nums">
      <span aria-hidden="true">{formatNumber(count)}</span>
      <span className="sr-only">{t('{count} unread', { count })}</span>
    </Badge>
  );
}
