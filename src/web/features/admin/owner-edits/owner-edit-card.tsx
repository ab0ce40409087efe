import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { OWNER_EDIT_KINDS } from '../../../../domain/trust';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { t, translate } from '../../../lib/i18n';
import { AdminItemCard, BusinessTitleLink } from '../admin-item-card';
import { OwnerEditChanges } from './owner-edit-changes';
import { useReviewOwnerEdit } from './owner-edit-mutations';
import type { OwnerEditToReview } from './owner-edit-queries';
import { RejectOwnerEditDialog } from './reject-owner-edit-dialog';

/** Issue 16: one owner's change: which listing and location, who asked and when, before → after, and the decision. */
export function OwnerEditCard({ edit }: { edit: OwnerEditToReview }) {
  const review = useReviewOwnerEdit();
  const [rejecting, setRejecting] = useState(false);
  const requester = edit.requester ? edit.requester.displayName.trim() || edit.requester.email : t('A former owner');
  const date = formatDate(edit.createdAt);
  const approving = review.isPending && review.variables?.decision === 'approved';

  return (
    <AdminItemCard
      title={
        <>
          <BusinessTitleLink business={edit.business} />
          <span className="font-normal text-muted"> · {translate(OWNER_EDIT_KINDS[edit.kind])}</span>
        </>
      }
      details={
        <>
          {edit.kind === 'halal_profile' && (
            <p className="text-sm text-muted">
              {edit.location ? t('For {location}', { location: edit.location.name }) : t('For the whole business')}
            </p>
          )}
          <p className="text-sm break-words text-muted">
            {edit.requester
              ? t('Asked by {name} ({email}) on {date}', { name: requester, email: edit.requester.email, date })
              : t('Asked by {name} on {date}', { name: requester, date })}
          </p>
        </>
      }
    >
      <OwnerEditChanges edit={edit} />
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        <Button
          size="sm"
          disabled={review.isPending}
          aria-busy={approving}
          onClick={() => review.mutate({ edit, decision: 'approved', note: '' })}
        >
          {approving ? <Spinner /> : <Check aria-hidden="true" className="size-4" />}
          {t('Approve change')}
        </Button>
        <Button variant="outline" size="sm" disabled={review.isPending} onClick={() => setRejecting(true)}>
          <X aria-hidden="true" className="size-4" />
          {t('Reject change')}
        </Button>
      </div>
      <RejectOwnerEditDialog edit={edit} open={rejecting} onOpenChange={setRejecting} />
    </AdminItemCard>
  );
}
