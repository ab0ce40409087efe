import { Pencil, Tag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { formatCalendarDay } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { type OwnerLocation, type OwnerOffer, useOwnerActionLinks, useOwnerOffers } from '../owner-queries';
import { TabHeader } from '../tab-header';
import { ActionLinksForm } from './action-links-form';
import { OfferForm } from './offer-form';
import { useDeleteOffer } from './offer-mutations';

/**
 * Issue 37: the Offers tab: the business's offers (shown while they run), each edited in a dialog, and its
 * order and reserve links, the business's and each location's.
 */
export function OffersTab({ businessId, locations }: { businessId: string; locations: OwnerLocation[] }) {
  const offers = useOwnerOffers(businessId);
  const links = useOwnerActionLinks(businessId);
  const remove = useDeleteOffer(businessId);
  const [editing, setEditing] = useState<OwnerOffer | null>(null);
  const confirm = useConfirm();

  async function deleteOffer(offer: OwnerOffer) {
    const answer = await confirm({
      title: t('Delete offer'),
      description: t('Are you sure you want to delete "{title}"?', { title: offer.title }),
      confirmLabel: t('Delete'),
      tone: 'danger',
    });
    if (answer) remove.mutate(offer.id);
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <TabHeader
        title={t('Offers')}
        description={t('An offer shows on your listing and its card from its first day through its last.')}
      />
      {offers.isPending ? (
        <LoadingBlocks label={t('Loading offers…')} blocks={['h-20']} className="grid gap-3" />
      ) : offers.isError ? (
        <p className="text-muted">{t('Offers could not be loaded. Please refresh the page.')}</p>
      ) : offers.data.length === 0 ? (
        <EmptyState icon={Tag} title={t('No offers yet')} text={t('Add an offer to show it on your listing.')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {offers.data.map((offer) => (
            <li key={offer.id} className="grid gap-1 rounded-xl border border-line bg-white p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 dir="auto" className="font-semibold break-words text-ink">
                  {offer.title}
                </h3>
                <Badge variant={offer.current ? 'brand' : 'muted'}>
                  {offer.current ? t('Running now') : t('Not running')}
                </Badge>
              </div>
              <p className="text-sm text-muted">
                {t('{start} to {end}', {
                  start: formatCalendarDay(offer.startsOn),
                  end: formatCalendarDay(offer.endsOn),
                })}
              </p>
              {offer.needsPassportStamp && <p className="text-sm text-muted">{t('Show your passport stamp')}</p>}
              <div className="flex flex-wrap justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(offer)}
                  aria-label={t('Edit offer "{title}"', { title: offer.title })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('Edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger"
                  disabled={remove.isPending && remove.variables === offer.id}
                  onClick={() => deleteOffer(offer)}
                  aria-label={t('Delete offer "{title}"', { title: offer.title })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('Delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <OfferForm businessId={businessId} />
      {links.data && <ActionLinksForm businessId={businessId} links={links.data} locations={locations} />}
      <FormDialog
        title={t('Edit offer')}
        description={t('An offer shows on your listing and its card from its first day through its last.')}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      >
        {(close) => editing && <OfferForm key={editing.id} businessId={businessId} offer={editing} onDone={close} />}
      </FormDialog>
    </div>
  );
}
