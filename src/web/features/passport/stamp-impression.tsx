import { Direction } from 'radix-ui';
import { type Ref, useId } from 'react';
import { DIRECTORY_TIME_ZONE } from '../../../domain/events';
import { intlLocale } from '../../../domain/locales';
import { cn } from '../../components/ui/class-names';
import { formatDate } from '../../lib/format';
import { activeLocale, t } from '../../lib/i18n';
import { stampLook } from './stamp-look';

interface StampImpressionProps {
  business: { id: string; name: string };
  visitedAt: string;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/** "02 MAR 2025", the way passport stamps date a visit (day, month, year in the visitor's language). */
const stampDate = (date: string) => {
  const locale = activeLocale();
  return new Date(date).toLocaleDateString(locale === 'en' ? 'en-GB' : intlLocale(locale), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: DIRECTORY_TIME_ZONE,
  });
};

// The name runs along the top arc (about 190 units of the 200-unit stamp); longer names are squeezed, then cut.
const ARC_ROOM = 190;
const NAME_MAX = 30;

/**
 * The inked impression of a business's stamp: round, rotated by the business's own angle, in its ink, worn by a
 * noise mask (an SVG filter: no stylesheet needed). The name and the visit date are in the picture's name.
 */
export function StampImpression({ business, visitedAt, ref, className }: StampImpressionProps) {
  const ids = useId().replace(/[^\w-]/g, '');
  const look = stampLook(business.id);
  const name = business.name.length > NAME_MAX ? `${business.name.slice(0, NAME_MAX - 1)}…` : business.name;
  const squeeze = name.length * 11.5 > ARC_ROOM;
  // Spaced letters would break the joined letters of Arabic and Urdu.
  const spaced = Direction.useDirection() === 'ltr';
  return (
    <div ref={ref} className={cn('mix-blend-multiply', className)} style={{ rotate: `${look.angle}deg` }}>
      <svg
        viewBox="0 0 200 200"
        role="img"
        aria-label={t('Stamp of {name}, {date}', { name: business.name, date: formatDate(visitedAt) })}
        className="size-full opacity-90"
        fill={look.ink}
        stroke={look.ink}
      >
        <defs>
          <filter id={`${ids}-ink`} x="-5%" y="-5%" width="110%" height="110%">
            <feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed={look.seed} result="grain" />
            <feColorMatrix in="grain" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 4 0 0 0 -1.2" result="mask" />
            <feComposite in="SourceGraphic" in2="mask" operator="in" result="worn" />
            <feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="2" seed={look.seed + 1} result="warp" />
            <feDisplacementMap in="worn" in2="warp" scale="3.5" xChannelSelector="R" yChannelSelector="G" />
          </filter>
          <path id={`${ids}-top`} d="M 34,100 A 66,66 0 0 1 166,100" fill="none" />
          <path id={`${ids}-bottom`} d="M 24,100 A 76,76 0 0 0 176,100" fill="none" />
        </defs>
        <g filter={`url(#${ids}-ink)`} className="font-serif font-bold uppercase">
          <circle cx="100" cy="100" r="94" fill="none" strokeWidth="5" />
          <circle cx="100" cy="100" r="86" fill="none" strokeWidth="1.5" />
          <circle cx="100" cy="100" r="54" fill="none" strokeWidth="1.5" />
          <text fontSize="15" letterSpacing="1" stroke="none">
            <textPath
              href={`#${ids}-top`}
              startOffset="50%"
              textAnchor="middle"
              textLength={squeeze ? ARC_ROOM : undefined}
              lengthAdjust="spacingAndGlyphs"
            >
              {name}
            </textPath>
          </text>
          <text fontSize="11" letterSpacing={spaced ? 2 : undefined} stroke="none">
            <textPath href={`#${ids}-bottom`} startOffset="50%" textAnchor="middle">
              {`★ ${t('Halal Passport')} ★`}
            </textPath>
          </text>
          <text x="100" y="86" fontSize="10" letterSpacing={spaced ? 2 : undefined} textAnchor="middle" stroke="none">
            {t('Visited')}
          </text>
          <text x="100" y="108" fontSize="15" textAnchor="middle" stroke="none">
            {stampDate(visitedAt)}
          </text>
          <path d="M 70,120 H 130" strokeWidth="1.5" />
          <text x="100" y="136" fontSize="11" letterSpacing="3" textAnchor="middle" stroke="none">
            DHP
          </text>
        </g>
      </svg>
    </div>
  );
}
