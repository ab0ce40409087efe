import { Check, Mail, MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { t, translate } from '../../../lib/i18n';
import type { AdminBusiness } from '../admin-queries';
import { BusinessContactLinks } from './business-contact-links';
import { businessPlace } from './business-place';
import { BusinessThumbnail } from './business-thumbnail';
import { useApproveBusiness } from './listing-mutations';
import { RejectDialog } from './reject-dialog';
import { SubmissionClaims } from './submission-claims';

/**
 * SPEC §2 /admin Pending: a submission to check, with Approve, Reject and Contact (mail the owner), and what
 * approving it publishes: its halal claims and its locations.
 */
export function PendingBusinessCard({ business }: { business: AdminBusiness }) {
  const approve = useApproveBusiness();
  const [rejecting, setRejecting] = useState(false);
  const headingId = `pending-${business.id}`;
  const place = businessPlace(business);
  const ownerEmail = business.owner?.email;

  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-line bg-white shadow-sm sm:flex"
    >
      <BusinessThumbnail imageUrl={business.imageUrl} className="h-44 w-full sm:h-auto sm:w-52 sm:shrink-0" />
      <div className="grid min-w-0 flex-1 gap-3 p-4 sm:p-5">
        <div className="grid gap-1.5">
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {business.name}
          </h3>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {business.category && <Badge>{translate(business.category.name)}</Badge>}
            {place && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {place}
              </span>
            )}
            <span>{t('Submitted {date}', { date: formatDate(business.submittedAt) })}</span>
          </div>
        </div>
        {business.description && (
          <p dir="auto" className="line-clamp-3 text-sm text-stone-700">
            {business.description}
          </p>
        )}
        {business.owner && (
          <p className="text-sm text-muted">
            {t('By {name} ({email})', { name: business.owner.displayName, email: business.owner.email })}
          </p>
        )}
        <BusinessContactLinks business={business} />
        <SubmissionClaims business={business} headingId={headingId} />
        <div className="flex flex-wrap gap-2 border-t border-line pt-3">
          <Button onClick={() => approve.mutate(business)} disabled={approve.isPending} aria-busy={approve.isPending}>
            {approve.isPending ? <Spinner /> : <Check aria-hidden="true" className="size-4" />}
            {t('Approve')}
          </Button>
          <Button variant="outline" onClick={() => setRejecting(true)}>
            <X aria-hidden="true" className="size-4" />
            {t('Reject')}
          </Button>
          {ownerEmail ? (
            <a
              href={`mailto:${ownerEmail}?subject=${encodeURIComponent(t('Your submission: {name}', { name: business.name }))}`}
              className={buttonClasses('outline', 'md')}
            >
              <Mail aria-hidden="true" className="size-4" />
              {t('Contact')}
            </a>
          ) : (
            <Button variant="outline" disabled title={t('This submission has no owner email')}>
              <Mail aria-hidden="true" className="size-4" />
              {t('Contact')}
            </Button>
          )}
        </div>
      </div>
      <RejectDialog business={business} open={rejecting} onOpenChange={setRejecting} />
    </article>
  );
}
