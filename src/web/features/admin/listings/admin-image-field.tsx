import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { imageVariant } from '../../../../domain/images';
import { FileInput } from '../../../components/ui/file-input';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useImageUpload } from '../../../lib/use-image-upload';
import { translatedError } from '../translated-error';
import type { BusinessFormValues } from './business-form-values';

/** SPEC §5 Admin add restaurant: an image uploaded (checked like a submission's) or a pasted URL. */
export function AdminImageField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { register, watch, setValue, formState } = useFormContext<BusinessFormValues>();
  const imageUrl = watch('imageUrl')?.trim();
  // No preview of a half-typed link: each keystroke would be a request for a missing image.
  const previewable = imageUrl && /^(\/uploads\/|https?:\/\/[^/]+\.[^/]+\/)/.test(imageUrl);
  const { uploading, upload } = useImageUpload({
    tooLargeText: t('Image must be less than 5MB.'),
    onUploaded: (url) => setValue('imageUrl', url, { shouldDirty: true }),
  });

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    onBusyChange(true);
    await upload(file);
    onBusyChange(false);
    // The URL field now holds the result; the picker is ready for another file.
    input.value = '';
  }

  return (
    <div className="grid gap-3">
      <FormField id="business-form-upload" label={t('Upload Image')} hint={t('JPG, PNG up to 5MB')}>
        {(c) => <FileInput accept="image/*" disabled={uploading} onChange={pick} {...c} />}
      </FormField>
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('Uploading image…')}
        </p>
      )}
      <FormField
        id="business-form-image-url"
        label={t('Image URL')}
        hint={t('Or paste a link to an image')}
        error={translatedError(formState.errors.imageUrl?.message)}
      >
        {(c) => <Input inputMode="url" placeholder="https://" {...c} {...register('imageUrl')} />}
      </FormField>
      {previewable && !uploading && (
        <img
          src={imageVariant(imageUrl, 400) ?? undefined}
          alt={t('Preview for the listing')}
          className="h-28 w-40 rounded-lg border border-line object-cover"
        />
      )}
    </div>
  );
}
