import { Globe, Navigation, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { type DirectionsPlace, directionsPlace, directionsUrl, type Position } from '../../../domain/directions';
import { cityAndState } from '../../../domain/maps';
import { businessPhone, telHref } from '../../../domain/phone';
import { cn } from '../../components/ui/class-names';
import type { BusinessPageData } from '../../lib/business-queries';
import { t } from '../../lib/i18n';

/**
 * The look of every action of the bar, the page's Chat and Stamp too: on a phone an icon over a short
 * label (its one `<span>`), sharing the row equally; from 768 px a button with its icon beside its label.
 */
export const ACTION_CLASSES = cn(
  'flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-1 rounded-lg px-0.5 py-1.5',
  // 11 px on a phone: five labels fit one row at 375 px in every language ('الإلكتروني', 'Directions').
  'text-[0.6875rem] leading-tight font-semibold text-ink transition-colors hover:bg-stone-100',
  // The label: two lines at most on a phone, a long word broken rather than pushed out of its place.
  '[&>span]:line-clamp-2 [&>span]:max-w-full [&>span]:break-words [&>span]:text-center',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'md:min-h-11 md:w-auto md:flex-row md:gap-2 md:border md:border-line md:bg-white md:px-4 md:text-sm',
);

/** An action that shows nothing (Stamp for a visitor) leaves no gap in the row. */
const ITEM_CLASSES = 'flex min-w-0 empty:hidden';

type ActionBusiness = Pick<
  BusinessPageData,
  'phone' | 'address' | 'city' | 'state' | 'zip' | 'websiteUrl' | 'locations' | 'closedAt'
>;

interface BusinessActionBarProps {
  business: ActionBusiness;
  /** Where the visitor is, when they have shared it: Directions then leads to the nearest location. */
  position: Position | null;
  /** The Chat button (the chat area's, given ACTION_CLASSES), or none. */
  chat?: ReactNode;
  /** Stamp (the passport's, given ACTION_CLASSES), or none. */
  stamp?: ReactNode;
}

/** Where Directions leads: a location (nearest, else primary), or the business's own address without any. */
function directionsOf(business: ActionBusiness, position: Position | null) {
  const places: DirectionsPlace[] = business.locations.length > 0 ? business.locations : [business];
  const place = directionsPlace(places, position);
  const url = place && directionsUrl(place);
  if (!place || !url) return null;
  // With several locations the link says which one it leads to.
  const where = business.locations.length > 1 ? cityAndState(place) : null;
  return { url, where };
}

/**
 * Issue 31: what a person deciding to go needs at hand, at the top of the business page: Call, Directions,
 * Website, Chat and Stamp, those the business has. Call, Directions and Website are links, so they work
 * before the page's code has run; Chat and Stamp wait for it (early-taps.ts). On a phone the bar stays in
 * reach below the site's header as the page scrolls. A place closed for good keeps its Website only.
 */
export function BusinessActionBar({ business, position, chat, stamp }: BusinessActionBarProps) {
  const closed = business.closedAt !== null;
  const phone = closed ? null : businessPhone(business, business.locations);
  const directions = closed ? null : directionsOf(business, position);
  if (!phone && !directions && !business.websiteUrl && !chat && !stamp) return null;
  return (
    <div
      className={cn(
        // Right under the site's header, one 4rem row and its 1 px border at every width (header.tsx).
        'sticky top-[calc(4rem+1px)] z-20 -mx-4 border-y border-line bg-white/95 px-1 py-1 backdrop-blur',
        'md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none',
      )}
    >
      <ul aria-label={t('Actions')} className="grid auto-cols-fr grid-flow-col gap-0.5 md:flex md:flex-wrap md:gap-3">
        {phone && (
          <li className={ITEM_CLASSES}>
            <a href={telHref(phone)} className={ACTION_CLASSES}>
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              {/* Said with the number, which 'Location & Contact' shows beside the addresses. */}
              <span>
                {t('Call')} <span className="sr-only">{phone}</span>
              </span>
            </a>
          </li>
        )}
        {directions && (
          <li className={ITEM_CLASSES}>
            <a href={directions.url} target="_blank" rel="noopener noreferrer" className={ACTION_CLASSES}>
              <Navigation aria-hidden="true" className="size-5 shrink-0" />
              <span>
                {t('Directions')}
                {directions.where && (
                  <span className="sr-only">
                    {t(', ')}
                    {directions.where}
                  </span>
                )}
              </span>
            </a>
          </li>
        )}
        {business.websiteUrl && (
          <li className={ITEM_CLASSES}>
            <a href={business.websiteUrl} target="_blank" rel="noopener noreferrer" className={ACTION_CLASSES}>
              <Globe aria-hidden="true" className="size-5 shrink-0" />
              <span>{t('Website')}</span>
            </a>
          </li>
        )}
        {chat && <li className={ITEM_CLASSES}>{chat}</li>}
        {stamp && <li className={ITEM_CLASSES}>{stamp}</li>}
      </ul>
    </div>
  );
}
