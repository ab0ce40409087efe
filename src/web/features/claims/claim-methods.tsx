import { FileUp, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import type { ClaimablePlace } from './claim-prompt';
import type { ClaimState } from './claim-queries';
import { DocumentClaimForm } from './document-claim-form';
import { EmailCodeForm } from './email-code-form';

type Method = 'email' | 'document';

/** The two ways to claim: a code by email (when the listing shows an address or a website), or a document. */
export function ClaimMethods({ business, state }: { business: ClaimablePlace; state: ClaimState }) {
  const byEmail = state.listingEmail !== null || state.websiteDomain !== null;
  const [method, setMethod] = useState<Method | null>(byEmail ? null : 'document');
  if (method === 'email') return <EmailCodeForm business={business} state={state} onBack={() => setMethod(null)} />;
  if (method === 'document')
    return <DocumentClaimForm business={business} onBack={byEmail ? () => setMethod(null) : undefined} />;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Button variant="outline" className="h-auto min-h-11 py-3" onClick={() => setMethod('email')}>
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        {t('Email me a code')}
      </Button>
      <Button variant="outline" className="h-auto min-h-11 py-3" onClick={() => setMethod('document')}>
        <FileUp aria-hidden="true" className="size-4 shrink-0" />
        {t('Upload a document')}
      </Button>
    </div>
  );
}
