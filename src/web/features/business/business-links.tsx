import { Clock } from 'lucide-react';
import { instagramUrl } from '../../../domain/instagram';
import { InstagramIcon } from '../../components/ui/brand-icons';
import { buttonClasses } from '../../components/ui/button';
import type { BusinessPageData } from '../../lib/business-queries';
import { t } from '../../lib/i18n';

interface BusinessLinksProps {
  business: Pick<BusinessPageData, 'instagram' | 'replyTime'>;
  /** The business can be chatted with: how fast it usually answers is worth saying. */
  chat: boolean;
}

/**
 * SPEC §2 /r/{slug}: the Instagram button, and how fast the business answers a chat. Website, Call and
 * Chat are in the action bar at the top of the page (issue 31).
 */
export function BusinessLinks({ business, chat }: BusinessLinksProps) {
  const instagram = instagramUrl(business.instagram);
  const replyTime = chat ? business.replyTime : null;
  if (!instagram && !replyTime) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {instagram && (
        <a href={instagram} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'md')}>
          <InstagramIcon className="size-4" />
          {t('Instagram')}
        </a>
      )}
      {replyTime && (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Clock aria-hidden="true" className="size-4" />
          {replyTime === 'hour' ? t('Usually replies within an hour') : t('Usually replies within a day')}
        </p>
      )}
    </div>
  );
}
