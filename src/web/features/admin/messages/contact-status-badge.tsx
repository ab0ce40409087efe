import { Badge, type BadgeProps } from '../../../components/ui/badge';
import type { ContactMessage } from '../admin-queries';
import { type ContactBadge, contactBadge } from './contact-badge';

const variants: Record<ContactBadge, BadgeProps['variant']> = {
  New: 'accent',
  Unread: 'brand',
  Read: 'muted',
  Replied: 'outline',
};

/** New / Unread / Read / Replied (SPEC §2 Messages). */
export function ContactStatusBadge({ message }: { message: Pick<ContactMessage, 'status' | 'createdAt'> }) {
  const badge = contactBadge(message);
  return <Badge variant={variants[badge]}>{badge}</Badge>;
}
