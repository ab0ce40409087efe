import { Check, FileText, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { AdminItemCard, BusinessTitleLink } from '../admin-item-card';
import { type ClaimToReview, claimWords, useDecideClaim } from './claim-queries';
import { RejectClaimDialog } from './reject-claim-dialog';

/** One document claim: the place, who claims it and when, their note, the document, and the decision. */
export function ClaimCard({ claim }: { claim: ClaimToReview }) {
  const decide = useDecideClaim();
  const [rejecting, setRejecting] = useState(false);
  const words = claimWords(claim);

  return (
    <AdminItemCard
      title={<BusinessTitleLink business={claim.business} />}
      details={
        <p className="text-sm break-words text-muted">
          {t('Claimed by {name} ({email}) on {date}', {
            name: words.name,
            email: claim.claimant.email,
            date: formatDate(claim.createdAt),
          })}
        </p>
      }
    >
      {(claim.business.email || claim.business.websiteUrl) && (
        <p className="text-sm break-words text-muted">
          {t('The listing shows: {contact}', {
            contact: [claim.business.email, claim.business.websiteUrl].filter(Boolean).join(' · '),
          })}
        </p>
      )}
      {claim.note && (
        <p className="text-sm break-words whitespace-pre-wrap text-stone-700">
          {t('Note: {note}', { note: claim.note })}
        </p>
      )}
      <a
        href={claim.documentPath}
        className="flex w-fit items-center gap-2 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
      >
        <FileText aria-hidden="true" className="size-4" />
        {t('Download the document from {name}', { name: words.name })}
      </a>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={decide.isPending}
          aria-busy={decide.isPending || undefined}
          aria-label={t('Approve the claim of {name} for {place}', words)}
          onClick={() => decide.mutate({ claim, decision: 'approve' })}
        >
          <Check aria-hidden="true" className="size-4" />
          {t('Approve')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          aria-haspopup="dialog"
          aria-label={t('Reject the claim of {name} for {place}', words)}
          onClick={() => setRejecting(true)}
        >
          <X aria-hidden="true" className="size-4" />
          {t('Reject')}
        </Button>
      </div>
      <RejectClaimDialog claim={claim} open={rejecting} onOpenChange={setRejecting} />
    </AdminItemCard>
  );
}
