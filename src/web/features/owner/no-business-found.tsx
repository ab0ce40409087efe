import { Home, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { t } from '../../lib/i18n';

/** SPEC §2 /business when nothing could be loaded: the reason (its read's toast says it too), and the way home. */
export function NoBusinessFound({ description }: { description: string }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <PageTitle>{t('Business Dashboard')}</PageTitle>
      <Card>
        <CardContent className="grid justify-items-center gap-4 text-center">
          <Store aria-hidden="true" className="size-12 text-brand" />
          <h1 className="text-xl font-bold text-ink">{t('No Business Found')}</h1>
          <p className="text-muted">{description}</p>
          <Link to="/" className={buttonClasses('primary', 'md')}>
            <Home aria-hidden="true" className="size-4" />
            {t('Go Home')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
