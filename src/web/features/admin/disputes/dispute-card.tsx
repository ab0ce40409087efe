import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { AdminItemCard, BusinessTitleLink } from '../admin-item-card';
import type { AdminDispute } from '../admin-queries';
import { DisputeStatusBadge } from './dispute-status-badge';
import { type DisputeDecision, ResolveDisputeDialog } from './resolve-dispute-dialog';

/** SPEC §2 /admin Disputes: the disputed review, who wrote it, the business and its owner, and the decision. */
export function DisputeCard({ dispute }: { dispute: AdminDispute }) {
  const [decision, setDecision] = useState<DisputeDecision | null>(null);
  const { review, reviewer, business, owner } = dispute;

  return (
    <AdminItemCard
      title={<BusinessTitleLink business={business} />}
      details={
        <>
          <p className="text-sm break-words text-muted">
            {t('Owner: {name} ({email})', { name: owner.displayName || owner.email, email: owner.email })}
          </p>
          <p className="text-sm text-muted">{t('Disputed {date}', { date: formatDate(dispute.createdAt) })}</p>
        </>
      }
      badge={<DisputeStatusBadge status={dispute.status} />}
    >
      <figure className="grid gap-1.5 rounded-lg border border-line bg-stone-50 p-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating value={review.rating} />
          <span className="text-sm text-muted">{formatDate(review.createdAt)}</span>
        </div>
        <blockquote className="text-sm break-words whitespace-pre-wrap text-stone-700">
          {review.comment || <span className="text-muted italic">{t('No comment')}</span>}
        </blockquote>
        <figcaption className="text-sm break-words text-muted">
          {reviewer
            ? t('Review by {name} ({email})', { name: reviewer.displayName || reviewer.email, email: reviewer.email })
            : t('Review by {name}', { name: t('A former member') })}
        </figcaption>
      </figure>
      <div className="grid gap-1 text-sm">
        <p className="font-semibold text-ink">{t('Reason for the dispute')}</p>
        <p className="break-words whitespace-pre-wrap text-stone-700">{dispute.reason}</p>
      </div>
      {dispute.status !== 'pending' && (
        <p className="text-sm text-muted">
          {dispute.resolvedAt && `${t('Resolved {date}.', { date: formatDate(dispute.resolvedAt) })} `}
          {dispute.adminNotes ? t('Admin notes: {notes}', { notes: dispute.adminNotes }) : t('No admin notes.')}
        </p>
      )}
      {dispute.status === 'pending' && (
        <div className="flex flex-wrap gap-2 border-t border-line pt-3">
          <Button size="sm" onClick={() => setDecision('approved')}>
            <Check aria-hidden="true" className="size-4" />
            {t('Approve Dispute')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDecision('rejected')}>
            <X aria-hidden="true" className="size-4" />
            {t('Reject Dispute')}
          </Button>
        </div>
      )}
      <ResolveDisputeDialog dispute={dispute} decision={decision} onClose={() => setDecision(null)} />
    </AdminItemCard>
  );
}
