import { Clock, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { instagramUrl } from '../../../domain/instagram';
import { InstagramIcon } from '../../components/ui/brand-icons';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import type { BusinessPageData } from './business-queries';

interface BusinessLinksProps {
  business: Pick<BusinessPageData, 'websiteUrl' | 'instagram' | 'replyTime'>;
  /** The Chat button, from the chat area (the page composes the two). */
  chat?: ReactNode;
}

/** SPEC §2 /r/{slug}: the Website, Instagram and Chat buttons. */
export function BusinessLinks({ business, chat }: BusinessLinksProps) {
  const instagram = instagramUrl(business.instagram);
  if (!business.websiteUrl && !instagram && !chat) return null;
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
