import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '../../../components/ui/dialog';
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
          <DialogHeader title="Add Image" description="The image is added at the end of your gallery." />
          <AddImageForm businessId={businessId} onUploaded={() => setOpen(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
