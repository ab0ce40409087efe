import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';

/** SPEC §2 /submit-business: the 'Need Help?' card, pointing to the contact form. */
export function NeedHelpCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Need Help?')}</CardTitle>
        <CardDescription>{t('Questions about listing your business? Our team is happy to help.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/contact" className={buttonClasses('outline', 'md')}>
          <LifeBuoy aria-hidden="true" className="size-4" />
          {t('Contact Us')}
        </Link>
      </CardContent>
    </Card>
  );
}
