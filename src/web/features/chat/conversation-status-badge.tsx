import { Badge } from '../../components/ui/badge';
import { msg, translate } from '../../lib/i18n';

// The statuses the interface knows by name; another shows capitalised, as the server sent it.
const LABELS: Partial<Record<string, string>> = { active: msg('Active'), closed: msg('Closed') };

/** SPEC §4 Conversation: 'Active' with the default badge, any other status muted. */
export function ConversationStatusBadge({ status }: { status: string }) {
  const label = LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
  return <Badge variant={status === 'active' ? 'brand' : 'muted'}>{translate(label)}</Badge>;
}
