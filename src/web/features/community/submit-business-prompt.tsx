import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';

/** SPEC §2 /contact: the Submit Your Business prompt. */
export function SubmitBusinessPrompt() {
  return (
    <Card className="bg-brand-soft">
      <CardHeader>
        <CardTitle>{t('Submit Your Business')}</CardTitle>
        <CardDescription className="text-stone-700">
          {t('Own a halal or Muslim-owned food business? Add it to the directory for free.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/submit-business" className={buttonClasses('primary', 'md')}>
          <Store aria-hidden="true" className="size-4" />
          {t('Submit Your Business')}
        </Link>
      </CardContent>
    </Card>
  );
}
