import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { msg, t, translate } from '../../lib/i18n';
import type { OwnerDashboard } from './owner-queries';

type ListingStatus = OwnerDashboard['status'];

// SPEC §4 Business: only approved listings are public. An owner's dashboard opens for an approved listing
// only; an admin may manage a pending or rejected one, which has no public page to link to.
const STATUS_WORDS: Record<ListingStatus, string> = {
  approved: msg('Published'),
  pending: msg('Pending approval'),
  rejected: msg('Not approved'),
};

/** The listing's state beside the name: published, waiting for approval, or not approved. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge variant={status === 'approved' ? 'outline' : 'accent'}>{translate(STATUS_WORDS[status])}</Badge>;
}

interface ListingLinkProps {
  business: Pick<OwnerDashboard, 'slug' | 'status'>;
  managing: boolean;
  className?: string;
}

/**
 * 'View my listing': the business's public page (/r/{slug}), only while it is public. Before approval
 * there is no page; the dashboard says so instead of offering a link that would end in 'Restaurant not found'.
 */
export function ListingLink({ business, managing, className }: ListingLinkProps) {
  if (business.status !== 'approved') {
    return <p className={cn('text-sm text-muted', className)}>{t('No public page until the listing is approved.')}</p>;
  }
  return (
    <Link to={`/r/${business.slug}`} className={cn(buttonClasses('outline', 'sm'), 'md:h-11 md:px-4', className)}>
      <Eye aria-hidden="true" className="size-4 shrink-0 max-md:hidden" />
      {managing ? t('View listing') : t('View my listing')}
    </Link>
  );
}
