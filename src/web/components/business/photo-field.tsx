import { type ChangeEvent, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { imageVariant } from '../../../domain/images';
import { t } from '../../lib/i18n';
import { useImageUpload } from '../../lib/use-image-upload';
import { Button } from '../ui/button';
import { FileInput } from '../ui/file-input';
import { FormField } from '../ui/form-field';
import { Spinner } from '../ui/spinner';

interface PhotoFieldProps {
  /** The file input's id, unique on the page. */
  id: string;
  /** The preview's alt text. */
  alt: string;
  onBusyChange: (busy: boolean) => void;
  /** A failed upload removes the photo the form held (a submission); otherwise it is kept (the listing's own). */
  clearOnFailure?: boolean;
}

/**
 * A business's photo in a form whose `imageUrl` field holds it: checked, uploaded at once, its URL kept in
 * the form until it is saved, with a preview and 'Remove Photo'.
 */
export function PhotoField({ id, alt, onBusyChange, clearOnFailure = false }: PhotoFieldProps) {
  const { watch, setValue, formState } = useFormContext<{ imageUrl: string }>();
  const imageUrl = watch('imageUrl');
  const input = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useImageUpload({
    tooLargeText: t('Please select an image smaller than 5MB.'), // SPEC §5
    onUploaded: (url) => setValue('imageUrl', url, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  });

  function clear() {
    setValue('imageUrl', '', { shouldDirty: true });
    if (input.current) input.current.value = '';
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    onBusyChange(true);
    const stored = await upload(file);
    onBusyChange(false);
    if (!stored && clearOnFailure) clear();
    // The form now holds the result; the picker is ready for another file.
    else if (input.current) input.current.value = '';
  }

  return (
    <div className="grid gap-3">
      <FormField id={id} label={t('Photo')} hint={t('JPG, PNG up to 5MB')} error={formState.errors.imageUrl?.message}>
        {(control) => <FileInput ref={input} accept="image/*" disabled={uploading} onChange={pick} {...control} />}
      </FormField>
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('Uploading photo…')}
        </p>
      )}
      {imageUrl && !uploading && (
        <div className="flex flex-wrap items-center gap-3">
          <img
            src={imageVariant(imageUrl, 400) ?? undefined}
            alt={alt}
            className="h-24 w-32 rounded-lg border border-line object-cover"
          />
          <Button variant="outline" size="sm" onClick={clear}>
            {t('Remove Photo')}
          </Button>
        </div>
      )}
    </div>
  );
}
