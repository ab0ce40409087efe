import { ExternalLink, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { instagramUrl } from '../../../domain/instagram';
import { NO_WEBSITE_SLUGS } from '../../../domain/limits';
import { InstagramIcon } from '../../components/ui/brand-icons';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import type { BusinessCardData } from './business-queries';

interface BusinessCardActionsProps {
  business: Pick<BusinessCardData, 'name' | 'slug' | 'instagram' | 'websiteUrl'>;
  categorySlug?: string;
}

// Above the card's stretched link, so these stay their own targets.
const raised = 'relative z-10';
// Phones get the compact list's smaller buttons (36 px), the grid from `sm` up its 40 px ones. The two
// ranges never overlap, so neither fights the size the shared button classes start from.
const iconButton = cn(buttonClasses('outline', 'icon'), 'shrink-0 max-sm:size-9 sm:size-10', raised);
const textButtonHeight = 'sm:h-10';

/**
 * SPEC §2 Business card buttons: Instagram, Learn More, Website (hidden for mobile businesses), chat.
 * On phones Website shows its icon only; its name stays 'Website' for screen readers.
 */
export function BusinessCardActions({ business, categorySlug }: BusinessCardActionsProps) {
  const instagram = instagramUrl(business.instagram);
  const showWebsite = Boolean(business.websiteUrl) && !(categorySlug && NO_WEBSITE_SLUGS.has(categorySlug));
  return (
    <div className="flex items-center gap-2">
      {instagram && (
        <a
          href={instagram}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('Instagram')}
          className={iconButton}
        >
          <InstagramIcon className="size-5" />
        </a>
      )}
      <Link
        to={`/r/${business.slug}`}
        className={cn(buttonClasses('primary', 'sm'), 'min-w-0 flex-1 whitespace-nowrap', textButtonHeight, raised)}
      >
        {/* Read with the visible words, so the link says where it goes on its own (search engines, link lists). */}
        {t('Learn More')} <span className="sr-only">{t('about {name}', { name: business.name })}</span>
      </Link>
      {showWebsite && business.websiteUrl && (
        <a
          href={business.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClasses('outline', 'sm'), 'shrink-0 whitespace-nowrap', textButtonHeight, raised)}
        >
          <span className="sr-only sm:not-sr-only">{t('Website')}</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      )}
      {/* The business page opens its chat dialog for ?chat=open (signed out: it asks to sign in). */}
      <Link to={`/r/${business.slug}?chat=open`} aria-label={t('Chat')} className={iconButton}>
        <MessageCircle aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}
