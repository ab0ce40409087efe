import { useMutation } from '@tanstack/react-query';
import { t } from './i18n';
import { withFeedback } from './mutation-feedback';
import { notifyError } from './notify';
import { type ImageProblem, imageFileProblem, uploadImage, uploadProblem } from './upload-image';
import { uploadQuotaToast } from './upload-quota';

interface ImageUploadOptions {
  /** The description of the 'File too large' toast: the submission and the admin's form word it differently. */
  tooLargeText: string;
  onUploaded: (url: string) => void;
}

/**
 * SPEC §5: a picked image is checked in the browser (an image type, under 5MB), then uploaded; every
 * refusal (the server's too, a full quota of waiting uploads among them) or failure is a toast, the
 * upload's through its mutation's feedback. `upload` resolves to whether the image was stored.
 */
export function useImageUpload({ tooLargeText, onUploaded }: ImageUploadOptions) {
  const problemToast = (problem: ImageProblem): readonly [title: string, description: string] =>
    problem === 'type'
      ? [t('Invalid file type'), t('Please select an image file.')]
      : [t('File too large'), tooLargeText];

  const mutation = useMutation(
    withFeedback({
      mutationFn: uploadImage,
      // A file picked without a connection is told as failed at once; waiting would hold the form's Save.
      networkMode: 'always',
      feedback: {
        failure: (error) => {
          const refused = uploadProblem(error);
          if (refused) return problemToast(refused);
          return uploadQuotaToast(error) ?? [t('Image upload failed'), t('Could not upload image. Please try again.')];
        },
      },
      onSuccess: onUploaded,
    }),
  );

  async function upload(file: File): Promise<boolean> {
    const problem = imageFileProblem(file);
    if (problem) {
      // Checked before anything is sent: the picker's own refusal, not a failed upload.
      notifyError(...problemToast(problem));
      return false;
    }
    return mutation.mutateAsync(file).then(
      () => true,
      () => false,
    );
  }

  return { uploading: mutation.isPending, upload };
}
