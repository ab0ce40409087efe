import { DoorClosed } from 'lucide-react';
import { t } from '../../lib/i18n';

/**
 * Issue 16: the top of the page of a place an admin confirmed permanently closed. It has left the lists;
 * its page stays, so its reviews and the links to it still lead somewhere.
 */
export function ClosedBanner() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <DoorClosed aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-0.5">
        <h2 className="font-semibold">{t('Permanently closed')}</h2>
        <p className="text-sm">{t('This place has closed. Its page stays so its reviews and links are not lost.')}</p>
      </div>
    </div>
  );
}
