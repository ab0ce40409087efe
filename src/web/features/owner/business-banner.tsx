import { MapPin } from 'lucide-react';
import { imageVariant } from '../../../domain/images';
import { BusinessPhoto } from '../../components/business/business-photo';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { businessAddress } from './business-address';
import type { OwnerDashboard } from './owner-queries';

interface BusinessBannerProps {
  business: OwnerDashboard;
  managing: boolean;
}

/** SPEC §2 /business banner: image, name, description, address (the primary location's) and who is managing. */
export function BusinessBanner({ business, managing }: BusinessBannerProps) {
  const address = businessAddress(business);
  return (
    <Card className="overflow-hidden sm:flex">
      <BusinessPhoto
        src={imageVariant(business.imageUrl, 400)}
        alt={business.name}
        width={400}
        height={300}
        lazy={false}
        className="aspect-[16/9] w-full shrink-0 sm:aspect-[4/3] sm:w-64"
      />
      <div className="grid content-start gap-2 p-5 sm:p-6">
        <Badge variant={managing ? 'accent' : 'brand'} className="justify-self-start">
          {managing ? t('Admin Managing Business') : t('Business Owner')}
        </Badge>
        <h2 className="text-xl font-bold text-ink sm:text-2xl">{business.name}</h2>
        {business.description && (
          <p dir="auto" className="text-stone-700">
            {business.description}
          </p>
        )}
        <p className="flex items-start gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {address}
        </p>
      </div>
    </Card>
  );
}
