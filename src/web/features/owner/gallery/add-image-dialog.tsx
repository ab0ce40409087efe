import { ImagePlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { AddImageForm } from './add-image-form';

/** SPEC §2 Gallery tab: the Add Image dialog (an image and an optional caption). */
export function AddImageDialog({ businessId }: { businessId: string }) {
  return (
    <FormDialog
      title={t('Add Image')}
      description={t('The image is added at the end of your gallery.')}
      trigger={
        <Button>
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('Add Image')}
        </Button>
      }
    >
      {(close) => <AddImageForm businessId={businessId} onUploaded={close} />}
    </FormDialog>
  );
}
