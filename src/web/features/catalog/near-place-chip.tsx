import { MapPin, X } from 'lucide-react';
import { t } from '../../lib/i18n';
import { ListingLink } from './listing-link';

/** Issue 17: the place the listing is measured from, with a way back to all of Indiana. */
export function NearPlaceChip({ label, href, onClear }: { label: string; href: string; onClear: () => void }) {
  return (
    <p className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand bg-brand-soft py-0.5 pe-0.5 ps-3 text-sm font-medium text-brand-strong">
      <MapPin aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{t('Near {place}', { place: label })}</span>
      <ListingLink
        href={href}
        aria-label={t('Clear place')}
        onFollow={onClear}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <X aria-hidden="true" className="size-4" />
      </ListingLink>
    </p>
  );
}
