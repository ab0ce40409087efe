import { MapPin, X } from 'lucide-react';
import { Link } from 'react-router';
import type { MapMarker } from '../../components/map/lazy-map';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';

/** Issue 17: the business of the pin chosen on the listing's map, with the way to its page. */
export function MapPlaceCard({ marker, onClose }: { marker: MapMarker; onClose: () => void }) {
  const page = `/r/${marker.slug}`;
  return (
    <div className="relative grid gap-2 rounded-xl border border-line bg-white p-4 shadow-md">
      <h2 className="pe-10 text-base leading-snug font-semibold text-ink">
        <Link to={page} className="rounded hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-focus">
          {marker.name}
        </Link>
      </h2>
      {marker.place && (
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {marker.place}
        </p>
      )}
      <Link to={page} className={cn(buttonClasses('primary', 'sm'), 'justify-self-start')}>
        {t('View details')}
      </Link>
      <button
        type="button"
        aria-label={t('Close details')}
        onClick={onClose}
        className="absolute top-2 end-2 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
