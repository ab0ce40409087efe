import { Badge } from '../../components/ui/badge';

/** SPEC §4 Conversation: 'Active' with the default badge, any other status muted. */
export function ConversationStatusBadge({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return <Badge variant={status === 'active' ? 'brand' : 'muted'}>{label}</Badge>;
}
