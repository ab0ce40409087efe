import { type ChangeEvent, useId, useRef } from 'react';
import { imageVariant } from '../../../domain/images';
import { Button } from '../../components/ui/button';
import { FileInput } from '../../components/ui/file-input';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { useImageUpload } from '../../lib/use-image-upload';

interface AnswerPhotoProps {
  /** The uploaded photo waiting to go with the next Yes or No, if any. */
  photoUrl: string | null;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * Issue 34: a photo to send with an answer to 'Is this still true?' (a menu, a certificate on the wall):
 * uploaded at once, then sent with the next Yes or No. The team looks at it before it counts.
 */
export default function AnswerPhoto({ photoUrl, onChange, onBusyChange }: AnswerPhotoProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useImageUpload({
    tooLargeText: t('Please select an image smaller than 5MB.'),
    onUploaded: onChange,
  });

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    onBusyChange(true);
    await upload(file);
    onBusyChange(false);
    if (input.current) input.current.value = '';
  }

  return (
    <div className="grid gap-1">
      <FormField
        id={id}
        label={t('Photo (optional)')}
        hint={t(
          'A menu or the certificate on the wall, sent with your next Yes or No. The team looks at it before it counts.',
        )}
      >
        {(control) => (
          <FileInput
            ref={input}
            accept="image/*"
            disabled={uploading}
            onChange={pick}
            className="h-10 text-sm"
            {...control}
          />
        )}
      </FormField>
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-xs text-muted">
          <Spinner />
          {t('Uploading photo…')}
        </p>
      )}
      {photoUrl && !uploading && (
        <div className="flex flex-wrap items-center gap-3">
          <img
            src={imageVariant(photoUrl, 400) ?? undefined}
            alt={t('Your photo')}
            className="h-16 w-24 rounded-md border border-line object-cover"
          />
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
            {t('Remove Photo')}
          </Button>
        </div>
      )}
    </div>
  );
}
