import { Download, FileCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

interface CurrentCertificateProps {
  url: string;
  /** Uploaded in this form and not saved yet (the saved details do not carry it). */
  unsaved: boolean;
  onRemove: () => void;
}

/** The name the file is saved under: 'halal-certificate.pdf', or .webp for a photographed one. */
function savedName(url: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(url)?.[1];
  return extension ? `halal-certificate.${extension.toLowerCase()}` : 'halal-certificate';
}

/**
 * The certificate the halal details carry: the file picker below it replaces it. Certificates are served
 * as downloads, never shown inside the site (docs/decisions/007), so the link saves and opens the file.
 */
export function CurrentCertificate({ url, unsaved, onRemove }: CurrentCertificateProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line bg-stone-50 p-3">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <FileCheck aria-hidden="true" className="size-5 shrink-0 text-brand" />
        {unsaved ? t('New certificate, not saved yet') : t('Current certificate')}
      </p>
      <a
        href={url}
        download={savedName(url)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Download aria-hidden="true" className="size-4" />
        {t('View certificate')}
      </a>
      <Button variant="outline" size="sm" className="ms-auto" onClick={onRemove}>
        {t('Remove certificate file')}
      </Button>
    </div>
  );
}
