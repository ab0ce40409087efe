import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { AddImageForm } from './add-image-form';

/** SPEC §2 Gallery tab: the Add Image dialog (an image and an optional caption). */
export function AddImageDialog({ businessId }: { businessId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <ImagePlus aria-hidden="true" className="size-4" />
          Add Image
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="grid gap-4">
          <div className="grid gap-1 pr-8">
            <DialogTitle>Add Image</DialogTitle>
            <DialogDescription>The image is added at the end of your gallery.</DialogDescription>
          </div>
          <AddImageForm businessId={businessId} onUploaded={() => setOpen(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
