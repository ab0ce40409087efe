import { Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/class-names';
import { FieldError } from '../../../components/ui/field-error';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { CERTIFICATE_TYPES, uploadCertificate } from '../../../lib/upload-certificate';
import { useCertificateUpload } from '../../../lib/use-certificate-upload';
import { CurrentCertificate } from './current-certificate';
import type { HalalDetailsValues } from './halal-details-values';

/**
 * Issue 16: the certificate file, uploaded for the business when picked (checked in the browser, then by
 * the server's look at its bytes); the halal details carry its URL once saved. The one on file is shown
 * above the picker, which replaces it.
 */
export function CertificateFileField({
  businessId,
  idPrefix,
  savedUrl,
  onBusyChange,
}: {
  businessId: string;
  idPrefix: string;
  /** The certificate the saved details carry ('' for none): another one in the form is not saved yet. */
  savedUrl: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const { control, setValue, formState } = useFormContext<HalalDetailsValues>();
  const certificateUrl = useWatch({ control, name: 'halal.certificateUrl' });
  const input = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useCertificateUpload({
    store: (file) => uploadCertificate(businessId, file),
    onUploaded: (url) => setValue('halal.certificateUrl', url, { shouldDirty: true }),
    onBusyChange,
  });

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    await upload(file);
    if (input.current) input.current.value = '';
  }

  const fileId = `${idPrefix}-certificate-file`;
  const error = formState.errors.halal?.certificateUrl?.message;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('Certificate file')}</legend>
      {certificateUrl && !uploading && (
        <CurrentCertificate
          url={certificateUrl}
          unsaved={certificateUrl !== savedUrl}
          onRemove={() => setValue('halal.certificateUrl', '', { shouldDirty: true })}
        />
      )}
      {/* The picker's own 'No file chosen' would contradict a certificate on file (it is emptied after
          each upload), so the input is read by screen readers and its label is the button people see. */}
      <div>
        <input
          ref={input}
          id={fileId}
          type="file"
          accept={CERTIFICATE_TYPES}
          disabled={uploading}
          onChange={pick}
          aria-invalid={Boolean(error)}
          aria-describedby={[error && `${fileId}-error`, `${fileId}-hint`].filter(Boolean).join(' ')}
          className="peer sr-only"
        />
        <label
          htmlFor={fileId}
          className={cn(
            buttonClasses('outline', 'md'),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
            'peer-disabled:pointer-events-none peer-disabled:opacity-60 peer-aria-invalid:border-danger',
          )}
        >
          <Upload aria-hidden="true" className="size-4" />
          {certificateUrl ? t('Replace certificate file') : t('Upload certificate file')}
        </label>
      </div>
      <p id={`${fileId}-hint`} className="text-sm text-muted">
        {t('PNG, JPEG or PDF up to 5MB')}
      </p>
      <FieldError id={`${fileId}-error`} message={error} />
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('Uploading certificate…')}
        </p>
      )}
    </fieldset>
  );
}
