import { Badge } from '../../components/ui/badge';
import { msg, translate } from '../../lib/i18n';
import type { DisputeStatus } from './review-queries';

const LABELS: Record<DisputeStatus, string> = {
  pending: msg('Dispute pending'),
  approved: msg('Dispute approved'),
  rejected: msg('Dispute rejected'),
};

const VARIANTS = { pending: 'accent', approved: 'brand', rejected: 'muted' } as const;

/** Where the owner's dispute of a review stands (only the owner and admins are told). */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return <Badge variant={VARIANTS[status]}>{translate(LABELS[status])}</Badge>;
}
