import { ChevronDown } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ACTION_LINK_KIND_KEYS, type ActionLinkKind, actionLinksInput } from '../../../../domain/offers';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { t, translate } from '../../../lib/i18n';
import type { OwnerActionLink, OwnerLocation } from '../owner-queries';
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

/** One field of the form: a kind of link of the business (location null) or of one location. */
const keyOf = (locationId: string | null, kind: ActionLinkKind) => `${locationId ?? ''}:${kind}`;

/** How the dashboard names a location here, as the page names its buttons: its name, else its city or street. */
function placeName(location: OwnerLocation, index: number): string {
  return (
    location.name?.trim() ||
    location.city?.trim() ||
    location.address?.trim() ||
    t('Location {number}', { number: index + 1 })
  );
}

interface ActionLinksFormProps {
  businessId: string;
  links: OwnerActionLink[];
  locations: OwnerLocation[];
}

/**
 * Issue 37: the business's buttons (order online, reserve a table, delivery, catering), each a full link as the
 * website field takes; an empty field has no button. A business with more than one location may also give
 * each location links of its own, which its page shows named with the location ('Delivery (Fishers)'). One
 * save sends them all; links of a location the form does not show are kept as they are.
 */
export function ActionLinksForm({ businessId, links, locations }: ActionLinksFormProps) {
  const id = useId();
  const save = useSaveActionLinks(businessId);
  const perLocation = locations.length > 1 ? locations : [];
  const shown = new Set<string | null>([null, ...perLocation.map((l) => l.id)]);
  const [urls, setUrls] = useState<Record<string, string>>(() =>
    Object.fromEntries(links.filter((l) => shown.has(l.locationId)).map((l) => [keyOf(l.locationId, l.kind), l.url])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A location with links of its own starts open; the others start closed (the owner opens them).
  const [startOpen] = useState(() => new Set(links.map((l) => l.locationId)));
  const fieldId = (key: string) => `${id}-${key.replace(':', '-')}`;

  function showErrors(fields: Record<string, string>, keys: string[]) {
    const next: Record<string, string> = {};
    for (const [path, message] of Object.entries(fields)) {
      // 'links.3.url' is the fourth link sent; any other path is a reason of the whole form.
      const key = /^links\.(\d+)/.exec(path)?.[1];
      const field = key === undefined ? undefined : keys[Number(key)];
      next[field ?? 'form'] ??= message;
    }
    setErrors(next);
    const first = keys.find((key) => next[key]);
    const input = first ? document.getElementById(fieldId(first)) : null;
    const details = input?.closest('details');
    if (details) details.open = true;
    input?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const keys: string[] = [];
    const sent = [null, ...perLocation.map((l) => l.id)].flatMap((locationId) =>
      ACTION_LINK_KIND_KEYS.flatMap((kind) => {
        const key = keyOf(locationId, kind);
        const url = urls[key]?.trim();
        if (!url) return [];
        keys.push(key);
        return [{ kind, url, locationId }];
      }),
    );
    const kept = links
      .filter((l) => !shown.has(l.locationId))
      .map(({ kind, url, locationId }) => ({ kind, url, locationId }));
    const body = { links: [...sent, ...kept] };
    const checked = actionLinksInput.safeParse(body);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message;
      return showErrors(fields, keys);
    }
    setErrors({});
    save.mutate(body, {
      onError: (error) => {
        if (error instanceof ApiError && error.fields) showErrors(error.fields, keys);
      },
    });
  }

  const urlField = (locationId: string | null, kind: ActionLinkKind, label: string) => {
    const key = keyOf(locationId, kind);
    return (
      <FormField key={key} id={fieldId(key)} label={label} error={errors[key]}>
        {(control) => (
          <Input
            {...control}
            type="url"
            dir="ltr"
            inputMode="url"
            placeholder="https://"
            maxLength={500}
            value={urls[key] ?? ''}
            onChange={(e) => setUrls({ ...urls, [key]: e.target.value })}
          />
        )}
      </FormField>
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-xl border border-line bg-white p-3 sm:p-4"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="font-semibold text-ink">
          {t('Order and reserve')}
        </h3>
        <p className="text-sm text-muted">{t('Links to your own pages, shown as buttons on your listing.')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {ACTION_LINK_KIND_KEYS.map((kind) => urlField(null, kind, kindLabel(kind)))}
      </div>
      {perLocation.length > 0 && (
        <div className="grid gap-2">
          <div className="grid gap-1">
            <h4 className="font-semibold text-ink">{t('Links of one location')}</h4>
            <p className="text-sm text-muted">
              {t("A location's own link shows beside the business's, with the location's name on its button.")}
            </p>
          </div>
          {perLocation.map((location, index) => {
            const place = placeName(location, index);
            return (
              <details
                key={location.id}
                open={startOpen.has(location.id) || undefined}
                className="group rounded-lg border border-line"
              >
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
                  <span dir="auto" className="min-w-0 break-words">
                    {place}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 shrink-0 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="grid gap-3 border-line border-t p-3 sm:grid-cols-2">
                  {ACTION_LINK_KIND_KEYS.map((kind) =>
                    urlField(location.id, kind, t('{action} ({place})', { action: kindLabel(kind), place })),
                  )}
                </div>
              </details>
            );
          })}
        </div>
      )}
      {errors.form && <Alert>{translate(errors.form)}</Alert>}
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {t('Save links')}
      </Button>
    </form>
  );
}
