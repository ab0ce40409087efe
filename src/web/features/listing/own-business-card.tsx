import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';

/** SPEC §2 /c/{slug}: the footer card 'Own a Business?' leading to the submission page. */
export function OwnBusinessCard() {
  return (
    <section
      aria-labelledby="own-business-title"
      className="grid justify-items-center gap-3 rounded-2xl bg-brand-soft px-6 py-10 text-center"
    >
      <h2 id="own-business-title" className="text-2xl font-bold text-brand-deep">
        {t('Own a Business?')}
      </h2>
      <p className="max-w-lg text-stone-700">
        {t('Get your halal business in front of the community. A basic listing is free.')}
      </p>
      <Link to="/submit-business" className={buttonClasses('primary', 'lg')}>
        <Store aria-hidden="true" className="size-5" />
        {t('Submit Your Business')}
      </Link>
    </section>
  );
}
