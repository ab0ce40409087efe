import { type ChangeEvent, type FormEvent, useState } from 'react';
import { FileInput } from '../../../components/ui/file-input';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { t } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { imageFileProblem } from '../../../lib/upload-image';
import { imageProblemMessage, useUploadImage } from './gallery-mutations';

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
      notifyError(...imageProblemMessage(problem));
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(picked);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    upload.mutate({ file, caption: caption.trim() }, { onSuccess: onUploaded });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('Add Image')}>
      <FormField id="gallery-image" label={t('Image')} hint={t('JPG, PNG up to 5MB')}>
        {(control) => <FileInput accept="image/*" onChange={pick} disabled={upload.isPending} {...control} />}
      </FormField>
      <FormField id="gallery-caption" label={t('Caption')} hint={t('Optional')}>
        {(control) => (
          <Input maxLength={300} value={caption} onChange={(event) => setCaption(event.target.value)} {...control} />
        )}
      </FormField>
      <SubmitButton busy={upload.isPending} disabled={!file}>
        {upload.isPending ? t('Uploading...') : t('Upload Image')}
      </SubmitButton>
    </form>
  );
}
