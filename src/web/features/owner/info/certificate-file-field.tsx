import { Download } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FileInput } from '../../../components/ui/file-input';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError } from '../../../lib/notify';
import {
  CERTIFICATE_TYPES,
  type CertificateProblem,
  certificateFileProblem,
  certificateUploadProblem,
  uploadCertificate,
} from '../../../lib/upload-certificate';
import type { HalalDetailsValues } from './halal-details-values';

const problemToast: Record<CertificateProblem, readonly [title: string, description: string]> = {
  type: ['Invalid file type', 'Please select a PNG, JPEG or PDF file.'],
  size: ['File too large', 'Please select a file smaller than 5MB.'],
};

/**
 * Issue 16: the certificate file, uploaded when picked (checked in the browser, then by the server's
 * look at its first bytes); the halal details carry its URL once saved. The current one downloads.
 */
export function CertificateFileField({
  idPrefix,
  onBusyChange,
}: {
  idPrefix: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const { control, setValue, formState } = useFormContext<HalalDetailsValues>();
  const certificateUrl = useWatch({ control, name: 'halal.certificateUrl' });
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = certificateFileProblem(file);
    if (problem) {
      notifyError(...problemToast[problem]);
    } else {
      setUploading(true);
      onBusyChange(true);
      try {
        setValue('halal.certificateUrl', await uploadCertificate(file), { shouldDirty: true });
      } catch (error) {
        console.error('Certificate upload failed', error);
        const refused = certificateUploadProblem(error);
        if (refused) notifyError(...problemToast[refused]);
        else notifyError('Upload failed', 'Could not upload the certificate. Please try again.');
      } finally {
        setUploading(false);
        onBusyChange(false);
      }
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div className="grid gap-3">
      <FormField
        id={`${idPrefix}-certificate-file`}
        label="Certificate file"
        hint="PNG, JPEG or PDF up to 5MB"
        error={formState.errors.halal?.certificateUrl?.message}
      >
        {(c) => <FileInput ref={input} accept={CERTIFICATE_TYPES} disabled={uploading} onChange={pick} {...c} />}
      </FormField>
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          Uploading certificate…
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
            View certificate
          </a>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setValue('halal.certificateUrl', '', { shouldDirty: true })}
          >
            Remove certificate file
          </Button>
        </div>
      )}
    </div>
  );
}
