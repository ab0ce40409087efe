import { Tags } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '../../../components/ui/dialog';
import type { OwnerDashboard } from '../owner-queries';
import { CategoriesForm } from './categories-form';

/** SPEC §2 Categories tab: the Manage Categories dialog. */
export function ManageCategoriesDialog({ business }: { business: OwnerDashboard }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Tags aria-hidden="true" className="size-4" />
          Manage Categories
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="grid gap-4">
          <DialogHeader
            title="Manage Categories"
            description="Choose the main category and any others that fit your business."
          />
          <CategoriesForm
            businessId={business.id}
            primaryId={business.category?.id ?? ''}
            additionalIds={business.additionalCategories.map((c) => c.id)}
            onSaved={() => setOpen(false)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
