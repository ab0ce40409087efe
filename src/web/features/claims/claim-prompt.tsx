import { KeyRound } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';

// The dialog's code (the steps, the forms) loads when the person first asks for it.
const ClaimDialog = lazyComponent(async () => (await import('./claim-dialog')).ClaimDialog);

export interface ClaimablePlace {
  id: string;
  name: string;
  slug: string;
}

/**
 * Issue 35: on an approved place without an owner, 'Own this business? Claim it'. The same for everyone as the
 * page is drawn on the server; the dialog asks a signed-out visitor to sign in. Once the claim makes the place
 * theirs, the dialog stays to say so and lead to the dashboard, and the prompt goes when it is closed.
 */
export function ClaimPrompt({ business, claimable }: { business: ClaimablePlace; claimable: boolean }) {
  const [open, setOpen] = useState(false);
  if (!claimable && !open) return null;
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <p className="text-sm text-muted">
          {t('Run this place? Claim the listing to keep its hours, photos and halal details up to date.')}
        </p>
        <Button
          variant="outline"
          className="w-full"
          aria-haspopup="dialog"
          onPointerEnter={() => void ClaimDialog.preload()}
          onClick={() => setOpen(true)}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {t('Own this business? Claim it')}
        </Button>
      </CardContent>
      {open && (
        <Suspense>
          <ClaimDialog business={business} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Card>
  );
}
