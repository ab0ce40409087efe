import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { t, translate } from '../../../lib/i18n';
import type { OwnerDashboard } from '../owner-queries';
import { TabHeader } from '../tab-header';
import { ManageCategoriesDialog } from './manage-categories-dialog';

/** SPEC §2 Categories tab: the primary category (or 'Not Set'), the additional ones, and Manage Categories. */
export function CategoriesTab({ business }: { business: OwnerDashboard }) {
  return (
    <div className="grid gap-4">
      <TabHeader
        title={t('Categories')}
        description={t('Where customers find your business when they browse.')}
        action={<ManageCategoriesDialog business={business} />}
      />
      <Card>
        <CardContent className="grid gap-5">
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold text-muted">{t('Primary Category')}</h3>
            {business.category ? (
              <Badge className="justify-self-start text-sm">{translate(business.category.name)}</Badge>
            ) : (
              <p className="text-ink">{t('Not Set')}</p>
            )}
          </div>
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold text-muted">{t('Additional Categories')}</h3>
            {business.additionalCategories.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {business.additionalCategories.map((category) => (
                  <li key={category.id}>
                    <Badge variant="outline" className="text-sm">
                      {translate(category.name)}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">{t('None')}</p>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
