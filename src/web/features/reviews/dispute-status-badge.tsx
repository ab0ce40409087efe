import { Badge } from '../../components/ui/badge';
import type { DisputeStatus } from './review-queries';

const LABELS: Record<DisputeStatus, string> = {
  pending: 'Dispute pending',
  approved: 'Dispute approved',
  rejected: 'Dispute rejected',
};

const VARIANTS = { pending: 'accent', approved: 'brand', rejected: 'muted' } as const;

/** Where the owner's dispute of a review stands (only the owner and admins are told). */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}
