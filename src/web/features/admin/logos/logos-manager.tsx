import { ImageIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { AdminLoadFailure } from '../admin-load-failure';
import { useAdminLogos } from '../admin-queries';
import { LogoCounts } from './logo-counts';
import { LogoList } from './logo-list';
import { LogoUploadForm } from './logo-upload-form';

/** The manager is open while the URL says ?logos=1 (STYLE: URL state in the URL), so it can be linked. */
const LOGOS_PARAM = 'logos';

/**
 * SPEC §2 /admin Logos manager, reached from the visible 'Manage Logos' button in the dashboard's
 * header (the spec's logos tab had no trigger): upload, activate or deactivate, delete, and the counts.
 */
export function LogosManager() {
  const [params, setParams] = useSearchParams();
  const open = params.get(LOGOS_PARAM) === '1';

  const setOpen = (next: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(LOGOS_PARAM, '1');
        else updated.delete(LOGOS_PARAM);
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ImageIcon aria-hidden="true" className="size-4" />
        {t('Manage Logos')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {/* sm: comes after the base width in the stylesheet, so it widens the dialog on larger screens. */}
        <DialogContent className="sm:max-w-3xl">
          <DialogTitle className="pe-10">{t('Business Logos')}</DialogTitle>
          <DialogDescription>{t('One PNG or SVG logo per approved business.')}</DialogDescription>
          <LogosManagerBody />
        </DialogContent>
      </Dialog>
    </>
  );
}

function LogosManagerBody() {
  const logos = useAdminLogos();
  if (logos.isPending) {
    return <LoadingBlocks label={t('Loading logos…')} blocks={['h-20', 'h-40']} className="mt-4 grid gap-4" />;
  }
  if (logos.isError) {
    return (
      <div className="mt-4">
        <AdminLoadFailure what={t('The logos')} onRetry={() => void logos.refetch()} />
      </div>
    );
  }
  return (
    <div className="mt-4 grid gap-6">
      <LogoCounts counts={logos.data.counts} />
      <LogoUploadForm businesses={logos.data.businessesWithoutLogo} />
      <LogoList logos={logos.data.logos} />
    </div>
  );
}
