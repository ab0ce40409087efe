import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { t, translate } from '../../../lib/i18n';
import type { AdminBusiness } from '../admin-queries';
import { businessPlace } from './business-place';
import { ContactOwnerDialog } from './contact-owner-dialog';

/** SPEC §2 /admin Rejected: the reason and dates, and 'Contact Owner' when the owner has an email. */
export function RejectedBusinessCard({ business }: { business: AdminBusiness }) {
  const [contacting, setContacting] = useState(false);
  const headingId = `rejected-${business.id}`;
  const place = businessPlace(business);
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-1.5">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {business.name}
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {business.category && <Badge variant="muted">{translate(business.category.name)}</Badge>}
          {place && <span>{place}</span>}
        </div>
      </div>
      <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-strong">
        <span className="font-semibold">{t('Reason:')}</span> {business.rejectionReason ?? t('No reason provided')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('Submitted')}</dt>
        <dd>{formatDate(business.submittedAt)}</dd>
        {business.rejectedAt && (
          <>
            <dt className="text-muted">{t('Rejected')}</dt>
            <dd>{formatDate(business.rejectedAt)}</dd>
          </>
        )}
        <dt className="text-muted">{t('Owner')}</dt>
        <dd className="min-w-0 break-words">
          {business.owner ? `${business.owner.displayName} (${business.owner.email})` : t('No owner')}
        </dd>
      </dl>
      <div className="border-t border-line pt-3">
        <Button variant="outline" disabled={!business.owner?.email} onClick={() => setContacting(true)}>
          <Mail aria-hidden="true" className="size-4" />
          {t('Contact Owner')}
        </Button>
      </div>
      <ContactOwnerDialog business={business} open={contacting} onOpenChange={setContacting} />
    </article>
  );
}
