import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { msg, translate } from '../../../lib/i18n';
import type { AdminDispute } from '../admin-queries';

const looks: Record<AdminDispute['status'], { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: msg('Pending'), variant: 'accent' },
  approved: { label: msg('Approved'), variant: 'brand' },
  rejected: { label: msg('Rejected'), variant: 'muted' },
};

/** SPEC §4 Dispute: pending, then approved (the review is hidden) or rejected (it stays). */
export function DisputeStatusBadge({ status }: { status: AdminDispute['status'] }) {
  const { label, variant } = looks[status];
  return <Badge variant={variant}>{translate(label)}</Badge>;
}
