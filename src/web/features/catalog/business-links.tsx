import { Clock, Globe, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { instagramUrl } from '../../../domain/instagram';
import { telHref } from '../../../domain/phone';
import { InstagramIcon } from '../../components/ui/brand-icons';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import type { BusinessPageData } from './business-queries';

interface BusinessLinksProps {
  business: Pick<BusinessPageData, 'websiteUrl' | 'instagram' | 'replyTime'>;
  /** The number the Call button dials (`businessPhone`), or none. */
  phone?: string | null;
  /** The Chat button, from the chat area (the page composes the two). */
  chat?: ReactNode;
}

/** SPEC §2 /r/{slug}: the Website, Instagram and Chat buttons, and Call for the business's number. */
export function BusinessLinks({ business, phone, chat }: BusinessLinksProps) {
  const instagram = instagramUrl(business.instagram);
  if (!business.websiteUrl && !instagram && !phone && !chat) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {business.websiteUrl && (
        <a
          href={business.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md')}
        >
          <Globe aria-hidden="true" className="size-4" />
          {t('Website')}
        </a>
      )}
      {instagram && (
        <a href={instagram} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'md')}>
          <InstagramIcon className="size-4" />
          {t('Instagram')}
        </a>
      )}
      {phone && (
        <a href={telHref(phone)} className={buttonClasses('outline', 'md')}>
          <Phone aria-hidden="true" className="size-4" />
          {/* Said with the number, which 'Location & Contact' shows beside the addresses. */}
          {t('Call')} <span className="sr-only">{phone}</span>
        </a>
      )}
      {chat}
      {chat && business.replyTime && (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Clock aria-hidden="true" className="size-4" />
          {business.replyTime === 'hour' ? t('Usually replies within an hour') : t('Usually replies within a day')}
        </p>
      )}
    </div>
  );
}
