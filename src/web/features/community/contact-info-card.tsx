import { Clock, Mail, MapPin } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';

export const CONTACT_EMAIL = 'hello@indianahalal.local';

/** How to reach the team besides the form. */
export function ContactInfoCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Contact Information')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 text-stone-700">
          <li className="flex items-start gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="rounded font-medium break-all text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {CONTACT_EMAIL}
            </a>
          </li>
          <li className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            {t('Indianapolis, Indiana')}
          </li>
          <li className="flex items-start gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            {t('We respond within 2-3 business days.')}
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
