import { Tags } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/dialog';
import type { OwnerDashboard } from '../owner-queries';
import { CategoriesForm } from './categories-form';

/** SPEC §2 Categories tab: the Manage Categories dialog. */
export function ManageCategoriesDialog({ business }: { business: OwnerDashboard }) {
  return (
    <FormDialog
      title="Manage Categories"
      description="Choose the main category and any others that fit your business."
      trigger={
        <Button>
          <Tags aria-hidden="true" className="size-4" />
          Manage Categories
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
