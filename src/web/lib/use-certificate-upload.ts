import { useMutation } from '@tanstack/react-query';
import { t } from './i18n';
import { withFeedback } from './mutation-feedback';
import { notifyError } from './notify';
import { certificateFileProblem, certificateProblemToast, certificateUploadProblem } from './upload-certificate';
import { uploadQuotaToast } from './upload-quota';

interface CertificateUploadOptions {
  /** Stores the file where the form's listing can take it (lib/upload-certificate), answering its URL. */
  store: (file: File) => Promise<string>;
  onUploaded: (url: string) => void;
  /** The form waits while a certificate uploads. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Issue 16: a picked certificate file is checked in the browser (PNG, JPEG or PDF under 5MB), then
 * uploaded; the server's refusals (a PDF with scripts among them) and failures are its mutation's toasts.
 */
export function useCertificateUpload({ store, onUploaded, onBusyChange }: CertificateUploadOptions) {
  const mutation = useMutation(
    withFeedback({
      mutationFn: store,
      // A file picked without a connection is told as failed at once; waiting would hold the form's Save.
      networkMode: 'always',
      feedback: {
        failure: (error) => {
          const refused = certificateUploadProblem(error);
          if (refused) return certificateProblemToast(refused);
          return (
            uploadQuotaToast(error) ?? [t('Upload failed'), t('Could not upload the certificate. Please try again.')]
          );
        },
      },
      onMutate: () => onBusyChange(true),
      onSuccess: onUploaded,
      onSettled: () => onBusyChange(false),
    }),
  );

  /** Checks and uploads `file`; settles when the upload has. */
  async function upload(file: File): Promise<void> {
    const problem = certificateFileProblem(file);
    if (problem) {
      // Checked before anything is sent: the picker's own refusal, not a failed upload.
      notifyError(...certificateProblemToast(problem));
      return;
    }
    await mutation.mutateAsync(file).catch(() => undefined);
  }

  return { uploading: mutation.isPending, upload };
}
