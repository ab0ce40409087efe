import { useState } from 'react';
import { t } from './i18n';
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
 * refusal (the server's too, a full quota of waiting uploads among them) or failure is a toast. `upload` resolves to whether the image was stored.
 */
export function useImageUpload({ tooLargeText, onUploaded }: ImageUploadOptions) {
  const [uploading, setUploading] = useState(false);

  function notifyProblem(problem: ImageProblem) {
    if (problem === 'type') notifyError(t('Invalid file type'), t('Please select an image file.'));
    else notifyError(t('File too large'), tooLargeText);
  }

  async function upload(file: File): Promise<boolean> {
    const problem = imageFileProblem(file);
    if (problem) {
      notifyProblem(problem);
      return false;
    }
    setUploading(true);
    try {
      onUploaded(await uploadImage(file));
      return true;
    } catch (error) {
      console.error('Image upload failed', error);
      const refused = uploadProblem(error);
      const quota = uploadQuotaToast(error);
      if (refused) notifyProblem(refused);
      else if (quota) notifyError(...quota);
      else notifyError(t('Image upload failed'), t('Could not upload image. Please try again.'));
      return false;
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload };
}
