import { PASSPORT_EXPIRY } from '../../../domain/passport';
import { formatNumber } from '../../lib/format';
import { t, translate } from '../../lib/i18n';
import type { PassportData } from './passport-queries';

const MRZ_LENGTH = 44;

/** The two machine-readable lines at the foot of a passport's data page, for the look only. */
function machineLines(name: string, passportId: string): [string, string] {
  const letters = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '<');
  const line = (text: string) => text.padEnd(MRZ_LENGTH, '<').slice(0, MRZ_LENGTH);
  return [line(`P<DHP${letters(name)}`), line(`${letters(passportId)}<<IN<<${PASSPORT_EXPIRY}`)];
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The data page: who holds the passport, its number, who issued it and when it expires. */
export function HolderInfoPage({ passport }: { passport: PassportData }) {
  const { holder } = passport;
  const facts = [
    [t('Name'), holder.name],
    [t('Passport No.'), holder.passportId],
    [t('Issued by'), t('Indiana Halal Directory')],
    [t('Date of expiry'), translate(PASSPORT_EXPIRY)],
    [t('Places in this passport'), formatNumber(passport.businesses.length)],
  ] as const;
  return (
    <div className="flex flex-1 flex-col gap-5">
      <h2 className="font-serif text-xs font-bold tracking-[0.25em] text-[#0f3d2e] uppercase rtl:tracking-normal">
        {t('Passport holder')}
      </h2>
      <div className="flex gap-4">
        <div
          aria-hidden="true"
          className="grid h-32 w-24 shrink-0 place-items-center rounded-sm border border-[#0f3d2e]/25 bg-[#0f3d2e]/10 font-serif text-3xl font-bold text-[#0f3d2e]"
        >
          {initials(holder.name)}
        </div>
        <dl className="grid min-w-0 content-start gap-2.5">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-[0.7rem] font-semibold tracking-wider text-muted uppercase rtl:tracking-normal">
                {term}
              </dt>
              <dd className="font-serif font-semibold [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {/* Machine-readable lines read left to right in every language, as on a real passport. */}
      <div
        aria-hidden="true"
        dir="ltr"
        className="mt-auto overflow-hidden font-mono text-[0.6rem] leading-relaxed tracking-[0.08em] text-ink/70 sm:text-xs"
      >
        {machineLines(holder.name, holder.passportId).map((line) => (
          <p key={line} className="whitespace-nowrap">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
