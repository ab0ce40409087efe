import { Download } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FileInput } from '../../../components/ui/file-input';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { msg, t, translate } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import {
  CERTIFICATE_TYPES,
  type CertificateProblem,
  certificateFileProblem,
  certificateUploadProblem,
  uploadCertificate,
} from '../../../lib/upload-certificate';
import { uploadQuotaToast } from '../../../lib/upload-quota';
import type { HalalDetailsValues } from './halal-details-values';

const problemToast: Record<CertificateProblem, readonly [title: string, description: string]> = {
  type: [msg('Invalid file type'), msg('Please select a PNG, JPEG or PDF file.')],
  size: [msg('File too large'), msg('Please select a file smaller than 5MB.')],
  activePdf: [
    msg('PDF not accepted'),
    msg(
      'This PDF contains scripts, actions or embedded files, or could not be checked. Please upload a plain PDF or an image.',
    ),
  ],
};

/** The toast of a refused certificate, in the visitor's language. */
function problemMessage(problem: CertificateProblem): readonly [title: string, description: string] {
  const [title, description] = problemToast[problem];
  return [translate(title), translate(description)];
}

/**
 * Issue 16: the certificate file, uploaded for the business when picked (checked in the browser, then by
 * the server's look at its bytes); the halal details carry its URL once saved. The current one downloads.
 */
export function CertificateFileField({
  businessId,
  idPrefix,
  onBusyChange,
}: {
  businessId: string;
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
      notifyError(...problemMessage(problem));
    } else {
      setUploading(true);
      onBusyChange(true);
      try {
        setValue('halal.certificateUrl', await uploadCertificate(businessId, file), { shouldDirty: true });
      } catch (error) {
        console.error('Certificate upload failed', error);
        const refused = certificateUploadProblem(error);
        const quota = uploadQuotaToast(error);
        if (refused) notifyError(...problemMessage(refused));
        else if (quota) notifyError(...quota);
        else notifyError(t('Upload failed'), t('Could not upload the certificate. Please try again.'));
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
        label={t('Certificate file')}
        hint={t('PNG, JPEG or PDF up to 5MB')}
        error={formState.errors.halal?.certificateUrl?.message}
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
