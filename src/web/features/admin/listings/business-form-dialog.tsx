import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import type { AdminBusiness } from '../admin-queries';
import { BusinessForm } from './business-form';

interface BusinessFormDialogProps {
  /** The listing to edit; without one, the dialog is Add Restaurant. */
  business?: AdminBusiness;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add Restaurant (approved at once) or Edit, with the same fields; the form starts afresh on each open. */
export function BusinessFormDialog({ business, open, onOpenChange }: BusinessFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="pe-10">
          {business ? t('Edit {name}', { name: business.name }) : t('Add Restaurant')}
        </DialogTitle>
        <DialogDescription>
          {business
            ? t(
                "Change the listing's details; they are live as soon as you save. The address changes its primary location.",
              )
            : t('A restaurant added here is approved and live at once.')}
        </DialogDescription>
        <BusinessForm business={business} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
