import { PageTitle } from '../../components/ui/page-title';
import { ContactForm } from '../../features/community/contact-form';
import { ContactInfoCard } from '../../features/community/contact-info-card';
import { SubmitBusinessPrompt } from '../../features/community/submit-business-prompt';
import { t } from '../../lib/i18n';

// SPEC §2 /contact: the form, the contact information and a Submit Your Business prompt.
export function ContactPage() {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:py-12">
      <PageTitle>{t('Contact Us')}</PageTitle>
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('Contact Us')}</h1>
        <p className="text-muted">{t('Have a question or a correction to a listing? Send us a message.')}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ContactForm />
        <div className="grid gap-6">
          <ContactInfoCard />
          <SubmitBusinessPrompt />
        </div>
      </div>
    </div>
  );
}
