import { Merge } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { placeLabel } from '../../../../domain/maps';
import { Button } from '../../../components/ui/button';
import { msg, t, translate } from '../../../lib/i18n';
import type { DuplicatePlace as Place } from './duplicates-queries';

const STATUS_WORDS = {
  approved: msg('Approved'),
  pending: msg('Pending'),
  closed: msg('Permanently closed'),
} as const;

/** The host a website is at, as the admin compares it ('zaytoon.com'), or the text as written. */
function websiteHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

interface DuplicatePlaceProps {
  place: Place;
  other: Place;
  busy: boolean;
  onKeep: () => void;
}

/** One side of a pair: what the admin compares, a link to its page, and 'Merge into this one'. */
export function DuplicatePlace({ place, other, busy, onKeep }: DuplicatePlaceProps) {
  const headingId = useId();
  const none = <span className="text-muted italic">{t('Not given')}</span>;
  const website = place.websiteUrl ? (
    <a href={place.websiteUrl} target="_blank" rel="noreferrer" className="underline underline-offset-4">
      {websiteHost(place.websiteUrl)}
    </a>
  ) : (
    none
  );
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-3 rounded-lg border border-line p-3">
      <h4 id={headingId} className="font-semibold break-words text-ink">
        <Link to={`/r/${place.slug}`} className="underline-offset-4 hover:underline">
          {place.name}
        </Link>
      </h4>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <Fact label={t('City')}>{placeLabel({ city: place.city, state: place.state })}</Fact>
        <Fact label={t('Address')}>{place.address || none}</Fact>
        <Fact label={t('Phone')}>{place.phone || none}</Fact>
        <Fact label={t('Website')}>{website}</Fact>
        <Fact label={t('Status')}>{translate(STATUS_WORDS[place.status])}</Fact>
        <Fact label={t('Reviews')}>{place.reviewCount}</Fact>
      </dl>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={busy}
        aria-haspopup="dialog"
        aria-label={t('Keep {kept} and merge {removed} into it', { kept: place.name, removed: other.name })}
        onClick={onKeep}
      >
        <Merge aria-hidden="true" className="size-4" />
        {t('Merge into this one')}
      </Button>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      {/* A place's own words keep their direction in a right-to-left page: '(317) 555-0123', '5510 Lafayette Rd'. */}
      <dd className="min-w-0 break-words text-ink">
        <bdi>{children}</bdi>
      </dd>
    </>
  );
}
