import { type ChangeEvent, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { imageVariant } from '../../../../domain/images';
import { Button } from '../../../components/ui/button';
import { FileInput } from '../../../components/ui/file-input';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useImageUpload } from '../../../lib/use-image-upload';
import type { BusinessInfoValues } from './business-info-values';

/** The listing's photo: checked, uploaded at once, its URL kept in the form until Save changes. */
export function OwnerPhotoField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { watch, setValue, formState } = useFormContext<BusinessInfoValues>();
  const imageUrl = watch('imageUrl');
  const input = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useImageUpload({
    tooLargeText: 'Please select an image smaller than 5MB.', // SPEC §5
    onUploaded: (url) => setValue('imageUrl', url, { shouldDirty: true }),
  });

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    onBusyChange(true);
    await upload(file);
    onBusyChange(false);
    // The form now holds the result; the picker is ready for another file.
    if (input.current) input.current.value = '';
  }

  return (
    <div className="grid gap-3">
      <FormField
        id="owner-info-photo"
        label="Photo"
        hint="JPG, PNG up to 5MB"
        error={formState.errors.imageUrl?.message}
      >
        {(control) => <FileInput ref={input} accept="image/*" disabled={uploading} onChange={pick} {...control} />}
      </FormField>
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          Uploading photo…
        </p>
      )}
      {imageUrl && !uploading && (
        <div className="flex flex-wrap items-center gap-3">
          <img
            src={imageVariant(imageUrl, 400) ?? undefined}
            alt="Shown on your listing's cards"
            className="h-24 w-32 rounded-lg border border-line object-cover"
          />
          <Button variant="outline" size="sm" onClick={() => setValue('imageUrl', '', { shouldDirty: true })}>
            Remove Photo
          </Button>
        </div>
      )}
    </div>
  );
}
