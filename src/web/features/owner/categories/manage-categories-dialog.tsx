import { Tags } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import type { OwnerDashboard } from '../owner-queries';
import { CategoriesForm } from './categories-form';

/** SPEC §2 Categories tab: the Manage Categories dialog. */
export function ManageCategoriesDialog({ business }: { business: OwnerDashboard }) {
  return (
    <FormDialog
      title={t('Manage Categories')}
      description={t('Choose the main category and any others that fit your business.')}
      trigger={
        <Button>
          <Tags aria-hidden="true" className="size-4" />
          {t('Manage Categories')}
        </Button>
      }
    >
      {(close) => (
        <CategoriesForm
          businessId={business.id}
          primaryId={business.category?.id ?? ''}
          additionalIds={business.additionalCategories.map((c) => c.id)}
          onSaved={close}
        />
      )}
    </FormDialog>
  );
}
