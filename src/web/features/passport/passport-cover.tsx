import { Direction } from 'radix-ui';
import { PASSPORT_EXPIRY } from '../../../domain/passport';
import { t, translate } from '../../lib/i18n';
import { PassportEmblem } from './passport-emblem';
import type { PassportData } from './passport-queries';

// Deep green leather: a soft light from the top corner and a darker spine, on the left of a book read left
// to right, on the right of one read right to left (Arabic, Urdu).
function leather(direction: 'ltr' | 'rtl') {
  const ltr = direction === 'ltr';
  return {
    backgroundColor: '#0f2d24',
    backgroundImage: [
      `radial-gradient(circle at ${ltr ? 30 : 70}% 20%, rgb(255 255 255 / 0.09), transparent 55%)`,
      `linear-gradient(${ltr ? 90 : 270}deg, rgb(0 0 0 / 0.35), transparent 7%)`,
      'repeating-radial-gradient(circle at 50% 50%, rgb(255 255 255 / 0.012) 0 1px, transparent 1px 3px)',
    ].join(', '),
  };
}

/** The closed passport: the gold-stamped title and emblem, and who holds it. */
export function PassportCover({ holder }: { holder: PassportData['holder'] }) {
  const direction = Direction.useDirection();
  return (
    <div
      className="relative mx-auto flex aspect-[5/7] w-full max-w-sm flex-col items-center justify-between gap-4 rounded-s-md rounded-e-2xl px-6 py-9 text-center text-[#e9c874] shadow-2xl"
      style={leather(direction)}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-3 rounded-e-xl border border-[#e9c874]/35"
      />
      <p className="text-xs font-semibold tracking-[0.3em] uppercase rtl:tracking-normal">
        {t('Indiana Halal Directory')}
      </p>
      <h2 className="font-serif text-3xl leading-tight font-bold tracking-[0.12em] uppercase [text-shadow:0_1px_0_rgb(0_0_0_/_0.5)] rtl:tracking-normal">
        {t('Digital Halal Passport')}
      </h2>
      <PassportEmblem className="size-32 drop-shadow-[0_1px_0_rgb(0_0_0_/_0.6)] sm:size-36" />
      <div className="grid gap-1.5">
        <p className="font-serif text-xl font-semibold">{holder.name}</p>
        <p className="font-mono text-base tracking-widest">{holder.passportId}</p>
        <p className="text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
          {t('Expires {date}', { date: translate(PASSPORT_EXPIRY) })}
        </p>
      </div>
      <ChipMark />
    </div>
  );
}

/** The electronic-passport mark under the title of real passports. */
function ChipMark() {
  return (
    <svg viewBox="0 0 40 26" aria-hidden="true" className="h-5 w-8" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="1" y="1" width="38" height="24" rx="2" />
      <circle cx="20" cy="13" r="6" />
      <path d="M 1 13 H 14 M 26 13 H 39" />
    </svg>
  );
}
