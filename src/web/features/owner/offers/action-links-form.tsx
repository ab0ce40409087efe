import { type FormEvent, useId, useState } from 'react';
import { ACTION_LINK_KIND_KEYS, type ActionLinkKind } from '../../../../domain/offers';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { t } from '../../../lib/i18n';
import type { OwnerActionLink } from '../owner-queries';
import { useSaveActionLinks } from './offer-mutations';

function kindLabel(kind: ActionLinkKind): string {
  switch (kind) {
    case 'order_online':
      return t('Order online');
    case 'reserve':
      return t('Reserve a table');
    case 'delivery':
      return t('Delivery');
    case 'catering':
      return t('Catering');
  }
}

/**
 * Issue 37: the business's buttons (order online, reserve a table, delivery, catering), each a full link as the
 * website field takes; an empty field has no button. Links a location has of its own are kept as they are.
 */
export function ActionLinksForm({ businessId, links }: { businessId: string; links: OwnerActionLink[] }) {
  const id = useId();
  const save = useSaveActionLinks(businessId);
  const own = (kind: ActionLinkKind) => links.find((l) => l.kind === kind && l.locationId === null)?.url ?? '';
  const [urls, setUrls] = useState(() => Object.fromEntries(ACTION_LINK_KIND_KEYS.map((k) => [k, own(k)])));

  function submit(event: FormEvent) {
    event.preventDefault();
    const business = ACTION_LINK_KIND_KEYS.filter((kind) => urls[kind]?.trim()).map((kind) => ({
      kind,
      url: urls[kind]!.trim(),
      locationId: null,
    }));
    const locations = links.filter((l) => l.locationId !== null);
    save.mutate({ links: [...business, ...locations] });
  }

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border border-line bg-white p-3 sm:p-4">
      <div className="grid gap-1">
        <h3 className="font-semibold text-ink">{t('Order and reserve')}</h3>
        <p className="text-sm text-muted">{t('Links to your own pages, shown as buttons on your listing.')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {ACTION_LINK_KIND_KEYS.map((kind) => (
          <div key={kind} className="grid gap-1.5">
            <Label htmlFor={`${id}-${kind}`}>{kindLabel(kind)}</Label>
            <Input
              id={`${id}-${kind}`}
              type="url"
              dir="ltr"
              inputMode="url"
              placeholder="https://"
              maxLength={500}
              value={urls[kind] ?? ''}
              onChange={(e) => setUrls({ ...urls, [kind]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {t('Save links')}
      </Button>
    </form>
  );
}
