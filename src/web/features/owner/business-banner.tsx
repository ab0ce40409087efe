import { ChevronDown, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { imageVariant } from '../../../domain/images';
import { BusinessPhoto } from '../../components/business/business-photo';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import { businessAddress } from './business-address';
import { ListingLink, ListingStatusBadge } from './listing-status';
import type { OwnerDashboard } from './owner-queries';
import { SendNotificationDialog } from './subscribers/send-notification-dialog';

/** The banner's two actions share a phone's width; a long translation wraps inside its button. */
const PHONE_ACTION =
  'max-md:h-auto max-md:min-h-9 max-md:flex-1 max-md:px-2 max-md:py-1.5 max-md:text-center max-md:leading-tight';

interface BusinessBannerProps {
  business: OwnerDashboard;
  managing: boolean;
}

/**
 * SPEC §2 /business banner: image, name, description, address (the primary location's) and who is
 * managing, with the listing's state, its public page and Send Notification. Under 768 px it is a short
 * header (a thumbnail, the name, the state, the address on one line) so the tabs start in the first
 * screen; 'About' opens the description and the whole address.
 */
export function BusinessBanner({ business, managing }: BusinessBannerProps) {
  const [open, setOpen] = useState(false);
  const aboutId = useId();
  const address = businessAddress(business);
  return (
    <Card
      className={cn(
        'grid grid-cols-[4rem_minmax(0,1fr)] gap-3 overflow-hidden p-3',
        'md:grid-cols-[16rem_minmax(0,1fr)] md:gap-x-6 md:gap-y-3 md:p-0 md:pe-6',
      )}
    >
      <BusinessPhoto
        src={imageVariant(business.imageUrl, 400)}
        alt={business.name}
        width={400}
        height={300}
        lazy={false}
        className="size-16 rounded-md md:row-span-3 md:size-auto md:h-full md:min-h-48 md:w-full md:rounded-none"
      />
      <div className="grid min-w-0 grid-cols-1 content-start gap-1 md:gap-2 md:pt-6">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={managing ? 'accent' : 'brand'}>
            {managing ? t('Admin Managing Business') : t('Business Owner')}
          </Badge>
          <ListingStatusBadge status={business.status} />
        </div>
        <h2 className="text-base leading-snug font-bold text-ink md:text-2xl">{business.name}</h2>
        <div className="flex items-start gap-2">
          <p className="flex min-w-0 flex-1 items-start gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span dir="auto" className={cn('min-w-0', !open && 'max-md:truncate')}>
              {address}
            </span>
          </p>
          {business.description && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={aboutId}
              onClick={() => setOpen(!open)}
              className="inline-flex shrink-0 items-center gap-0.5 rounded text-sm font-semibold text-brand-strong focus-visible:outline-2 focus-visible:outline-focus md:hidden"
            >
              {t('About')}
              <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
            </button>
          )}
        </div>
      </div>
      {business.description && (
        <p id={aboutId} dir="auto" className={cn('col-span-2 text-stone-700 md:col-span-1', !open && 'max-md:hidden')}>
          {business.description}
        </p>
      )}
      <div className="col-span-2 flex flex-wrap items-center gap-2 md:col-span-1 md:pb-6">
        <ListingLink business={business} managing={managing} className={PHONE_ACTION} />
        <SendNotificationDialog businessId={business.id} className={PHONE_ACTION} />
      </div>
    </Card>
  );
}
