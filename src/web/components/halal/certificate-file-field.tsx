import { Download } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { t, translate } from '../../lib/i18n';
import { CERTIFICATE_TYPES } from '../../lib/upload-certificate';
import { useCertificateUpload } from '../../lib/use-certificate-upload';
import { Button } from '../ui/button';
import { FileInput } from '../ui/file-input';
import { FormField } from '../ui/form-field';
import { Spinner } from '../ui/spinner';
import type { HalalFormValues } from './halal-form';

/** A field's error (the schema's or the server's words) in the active language. */
const errorWords = (message: string | undefined) => (message === undefined ? undefined : translate(message));

interface CertificateFileFieldProps {
  /** Prefix of the field's id, unique on the page. */
  idPrefix: string;
  /** Stores the picked file where this form's listing can take it, answering its URL. */
  upload: (file: File) => Promise<string>;
  onBusyChange: (busy: boolean) => void;
}

/**
 * Issue 16: the certificate file of a form's halal details, uploaded when picked (checked in the browser,
 * then by the server's look at its bytes); the details carry its URL once saved. The current one downloads.
 */
export function CertificateFileField({ idPrefix, upload, onBusyChange }: CertificateFileFieldProps) {
  const { control, setValue, formState } = useFormContext<{ halal: HalalFormValues }>();
  const certificateUrl = useWatch({ control, name: 'halal.certificateUrl' });
  const input = useRef<HTMLInputElement>(null);
  const { uploading, upload: store } = useCertificateUpload({
    store: upload,
    onUploaded: (url) => setValue('halal.certificateUrl', url, { shouldDirty: true }),
    onBusyChange,
  });

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    await store(file);
    if (input.current) input.current.value = '';
  }

  return (
    <div className="grid gap-3">
      <FormField
        id={`${idPrefix}-certificate-file`}
        label={t('Certificate file')}
        hint={t('PNG, JPEG or PDF up to 5MB')}
        error={errorWords(formState.errors.halal?.certificateUrl?.message)}
      >
        {(c) => <FileInput ref={input} accept={CERTIFICATE_TYPES} disabled={uploading} onChange={pick} {...c} />}
      </FormField>
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('Uploading certificate…')}
        </p>
      )}
      {certificateUrl && !uploading && (
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={certificateUrl}
            download
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('View certificate')}
          </a>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setValue('halal.certificateUrl', '', { shouldDirty: true })}
          >
            {t('Remove certificate file')}
          </Button>
        </div>
      )}
    </div>
  );
}
