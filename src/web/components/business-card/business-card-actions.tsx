import { Globe, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { instagramUrl } from '../../../domain/instagram';
import { NO_WEBSITE_SLUGS } from '../../../domain/limits';
import type { BusinessCardData } from '../../lib/business-queries';
import { t } from '../../lib/i18n';
import { InstagramIcon } from '../ui/brand-icons';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/class-names';

type CardBusiness = Pick<BusinessCardData, 'slug' | 'instagram' | 'websiteUrl'>;

/**
 * The business's own page a card links to: its Website, else its Instagram. Mobile businesses and food trucks
 * hide the Website on their listings (SPEC §2), and their Instagram is where they say where they are today.
 */
export function cardOwnLink(business: CardBusiness, categorySlug?: string) {
  const websiteShown = business.websiteUrl && !(categorySlug && NO_WEBSITE_SLUGS.has(categorySlug));
  if (websiteShown) return { href: business.websiteUrl as string, label: 'Website' as const };
  const instagram = instagramUrl(business.instagram);
  return instagram ? { href: instagram, label: 'Instagram' as const } : null;
}

// Above the card's stretched link (business-card-name.tsx), so each stays its own target. 36 px on phones'
// compact rows, 40 px on the grid's cards.
const iconButton = cn(buttonClasses('outline', 'icon'), 'relative z-10 shrink-0 max-sm:size-9 sm:size-10');

/**
 * Issue 31: at most two actions beside the card's link, as icons named for screen readers, so no word of
 * theirs can be cut in any language. Chat, on every card: the directory's own way to ask the owner (is the
 * meat zabiha, is it open on Eid) without leaving it. Then the business's own page, its Website or else its
 * Instagram (cardOwnLink). The rest of SPEC §2's buttons stay on the business page (Website, Instagram, Chat).
 */
export function BusinessCardActions({ business, categorySlug }: { business: CardBusiness; categorySlug?: string }) {
  const own = cardOwnLink(business, categorySlug);
  return (
    <div className="flex shrink-0 items-center gap-2">
      {own && (
        <a
          href={own.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={own.label === 'Website' ? t('Website') : t('Instagram')}
          className={iconButton}
        >
          {own.label === 'Website' ? (
            <Globe aria-hidden="true" className="size-5" />
          ) : (
            <InstagramIcon className="size-5" />
          )}
        </a>
      )}
      {/* The business page opens its chat dialog for ?chat=open (signed out: it asks to sign in). */}
      <Link to={`/r/${business.slug}?chat=open`} aria-label={t('Chat')} className={iconButton}>
        <MessageCircle aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}
