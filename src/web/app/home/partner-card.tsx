import { Mail, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';

// SPEC §2 Home: a partner card and a contact button.
export function PartnerCard() {
  return (
    <section
      aria-labelledby="partner-title"
      className="grid gap-6 rounded-2xl bg-brand-soft p-6 sm:p-10 md:grid-cols-[1fr_auto] md:items-center"
    >
      <div className="grid gap-2">
        <h2 id="partner-title" className="text-2xl font-bold text-brand-deep">
          {t('Partner with us')}
        </h2>
        <p className="text-stone-700">
          {t(
            'Own a halal business? List it for free and reach families across Indiana looking for halal food they can trust.',
          )}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/submit-business" className={buttonClasses('primary', 'lg')}>
          <Store aria-hidden="true" className="size-5" />
          {t('Submit Your Business')}
        </Link>
        <Link to="/contact" className={buttonClasses('outline', 'lg')}>
          <Mail aria-hidden="true" className="size-5" />
          {t('Contact Us')}
        </Link>
      </div>
    </section>
  );
}
