import { Globe } from 'lucide-react';
import { instagramUrl } from '../../../domain';
import { InstagramIcon } from '../../components/ui/brand-icons';
import { buttonClasses } from '../../components/ui/button';
import type { BusinessPageData } from './business-queries';

/** SPEC §2 /r/{slug}: the Website and Instagram buttons (Chat comes with the chat feature). */
export function BusinessLinks({ business }: { business: Pick<BusinessPageData, 'websiteUrl' | 'instagram'> }) {
  const instagram = instagramUrl(business.instagram);
  if (!business.websiteUrl && !instagram) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {business.websiteUrl && (
        <a
          href={business.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md')}
        >
          <Globe aria-hidden="true" className="size-4" />
          Website
        </a>
      )}
      {instagram && (
        <a href={instagram} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'md')}>
          <InstagramIcon className="size-4" />
          Instagram
        </a>
      )}
    </div>
  );
}
