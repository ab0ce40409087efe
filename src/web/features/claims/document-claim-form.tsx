import { type FormEvent, useState } from 'react';
import { CLAIM_TEXT_MAX } from '../../../domain/claims';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FileInput } from '../../components/ui/file-input';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { serverReason } from '../../lib/api';
import { t } from '../../lib/i18n';
import { CERTIFICATE_TYPES, certificateFileProblem, certificateProblemToast } from '../../lib/upload-certificate';
import type { ClaimablePlace } from './claim-prompt';
import { useStartDocumentClaim } from './claim-queries';

/** 'Upload a document': a business licence, a utility bill or a certificate, with a note for the team. */
export function DocumentClaimForm({ business, onBack }: { business: ClaimablePlace; onBack?: () => void }) {
  const start = useStartDocumentClaim(business.id);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem(t('Choose a document to upload.'));
    const fileProblem = certificateFileProblem(file);
    if (fileProblem) return setProblem(certificateProblemToast(fileProblem)[1]);
    setProblem(null);
    start.mutate({ file, note: note.trim() });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField
        id={`claim-document-${business.id}`}
        label={t('Document (business licence, utility bill or certificate)')}
        hint={t('A PNG, JPEG or PDF up to 5 MB. Only you and the team can see it.')}
        error={problem ?? undefined}
      >
        {(control) => (
          <FileInput accept={CERTIFICATE_TYPES} onChange={(e) => setFile(e.target.files?.[0] ?? null)} {...control} />
        )}
      </FormField>
      <FormField id={`claim-note-${business.id}`} label={t('Note for the team (optional)')}>
        {(control) => (
          <Textarea
            rows={3}
            maxLength={CLAIM_TEXT_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...control}
          />
        )}
      </FormField>
      {start.isError && (
        <Alert>{serverReason(start.error) ?? t('The document could not be sent. Please try again.')}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={start.isPending} aria-busy={start.isPending || undefined}>
          {start.isPending && <Spinner />}
          {t('Send for review')}
        </Button>
        {onBack && (
          <Button type="button" variant="ghost" onClick={onBack}>
            {t('Back')}
          </Button>
        )}
      </div>
    </form>
  );
}
