import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { t } from '../../../lib/i18n';
import type { ContactMessage } from '../admin-queries';
import { type ContactBadge, contactBadge } from './contact-badge';

const variants: Record<ContactBadge, BadgeProps['variant']> = {
  New: 'accent',
  Unread: 'brand',
  Read: 'muted',
  Replied: 'outline',
};

/** A badge's words in the active language. */
function badgeLabel(badge: ContactBadge): string {
  switch (badge) {
    case 'New':
      return t('New');
    case 'Unread':
      return t('Unread');
    case 'Read':
      return t('Read');
    case 'Replied':
      return t('Replied');
  }
}

/** New / Unread / Read / Replied (SPEC §2 Messages). */
export function ContactStatusBadge({ message }: { message: Pick<ContactMessage, 'status' | 'createdAt'> }) {
  const badge = contactBadge(message);
  return <Badge variant={variants[badge]}>{badgeLabel(badge)}</Badge>;
}
