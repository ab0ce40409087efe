import { type ChangeEvent, type FormEvent, useState } from 'react';
import { FileInput } from '../../../components/ui/file-input';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type ImageProblem, imageFileProblem, uploadProblem } from '../../../lib/upload-image';
import { useUploadImage } from '../owner-mutations';

// SPEC §5 Gallery upload: the same image-type and 5MB limits as a submission, with its texts.
function notifyImageProblem(problem: ImageProblem) {
  if (problem === 'type') notifyError('Invalid file type', 'Please select an image file.');
  else notifyError('File too large', 'Please select an image smaller than 5MB.');
}

interface AddImageFormProps {
  businessId: string;
  onUploaded: () => void;
}

/** The picked image is checked in the browser, then sent with its caption; the server checks it again. */
export function AddImageForm({ businessId, onUploaded }: AddImageFormProps) {
  const upload = useUploadImage(businessId);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    const problem = picked && imageFileProblem(picked);
    if (problem) {
      notifyImageProblem(problem);
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(picked);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    try {
      await upload.mutateAsync({ file, caption: caption.trim() });
      notifySuccess('Image Uploaded');
      onUploaded();
    } catch (error) {
      console.error('Gallery upload failed', error);
      const refused = uploadProblem(error);
      if (refused) notifyImageProblem(refused);
      else notifyError('Upload Failed', 'Failed to upload image. Please try again.');
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Add Image">
      <FormField id="gallery-image" label="Image" hint="JPG, PNG up to 5MB">
        {(control) => <FileInput accept="image/*" onChange={pick} disabled={upload.isPending} {...control} />}
      </FormField>
      <FormField id="gallery-caption" label="Caption" hint="Optional">
        {(control) => (
          <Input maxLength={300} value={caption} onChange={(event) => setCaption(event.target.value)} {...control} />
        )}
      </FormField>
      <SubmitButton busy={upload.isPending} disabled={!file}>
        {upload.isPending ? 'Uploading...' : 'Upload Image'}
      </SubmitButton>
    </form>
  );
}
