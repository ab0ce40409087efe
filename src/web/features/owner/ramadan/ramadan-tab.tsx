import { Plus, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { formatCalendarDay } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { TabHeader } from '../tab-header';
import { RamadanHoursForm } from './ramadan-hours-form';
import { RamadanLocationCard } from './ramadan-location-card';
import { type RamadanSpecial, useDeleteSpecial, useOwnerRamadan } from './ramadan-queries';
import { RamadanSpecialCard } from './ramadan-special-card';
import { RamadanSpecialForm } from './ramadan-special-form';

/** What a dialog of the tab edits: a location's hours, or a special (none: a new one). */
type Editing = { hoursOf: string } | { special?: RamadanSpecial } | null;

/** Issue 37: the Ramadan tab: each location's iftar and suhoor hours, and the business's Ramadan specials. */
export function RamadanTab({ businessId }: { businessId: string }) {
  const ramadan = useOwnerRamadan(businessId);
  const remove = useDeleteSpecial(businessId);
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useConfirm();

  async function deleteSpecial(special: RamadanSpecial) {
    const answer = await confirm({
      title: t('Delete Special'),
      description: t('Are you sure you want to delete "{title}"?', { title: special.name }),
      confirmLabel: t('Delete'),
      tone: 'danger',
    });
    if (answer) remove.mutate(special.id);
  }

  if (ramadan.isPending)
    return <LoadingBlocks label={t('Loading Ramadan hours…')} blocks={['h-32', 'h-24']} className="grid gap-3" />;
  if (ramadan.isError)
    return <p className="text-muted">{t('Ramadan hours could not be loaded. Please refresh the page.')}</p>;
  const { season, locations, specials } = ramadan.data;
  const hoursOf = editing && 'hoursOf' in editing ? locations.find((l) => l.id === editing.hoursOf) : undefined;
  const special = editing && !('hoursOf' in editing) ? editing : null;

  return (
    <div className="grid gap-8">
      <section className="grid gap-4" aria-labelledby="ramadan-hours-title">
        <TabHeader
          title={t('Ramadan')}
          description={t(
            'Iftar and suhoor hours for each location. During Ramadan they show on your page, on the home page and in the listing’s filters.',
          )}
        />
        <p className="rounded-lg bg-brand-soft p-3 text-sm text-brand-deep">
          {season
            ? t('Ramadan season: {starts} – {ends}', {
                starts: formatCalendarDay(season.starts),
                ends: formatCalendarDay(season.ends),
              })
            : t('The Ramadan season is not set yet. You can prepare your hours now.')}
        </p>
        <h3 id="ramadan-hours-title" className="sr-only">
          {t('Iftar and suhoor hours')}
        </h3>
        <ul className="grid gap-3 md:grid-cols-2">
          {locations.map((location) => (
            <RamadanLocationCard
              key={location.id}
              location={location}
              onEdit={() => setEditing({ hoursOf: location.id })}
            />
          ))}
        </ul>
      </section>
      <section className="grid gap-4" aria-labelledby="ramadan-specials-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="ramadan-specials-title" className="text-lg font-semibold text-ink">
            {t('Ramadan specials')}
          </h3>
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" className="size-4" />
            {t('Add Special')}
          </Button>
        </div>
        {specials.length === 0 ? (
          <EmptyState
            icon={UtensilsCrossed}
            title={t('No Ramadan specials yet')}
            text={t('Add an iftar buffet or a suhoor plate with its price.')}
          />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {specials.map((s) => (
              <RamadanSpecialCard
                key={s.id}
                special={s}
                onEdit={() => setEditing({ special: s })}
                onDelete={() => deleteSpecial(s)}
                deleting={remove.isPending && remove.variables === s.id}
              />
            ))}
          </ul>
        )}
      </section>
      <FormDialog
        title={t('Ramadan hours for {name}', { name: hoursOf?.name ?? '' })}
        description={t(
          'Times are on the location’s own clock. Maghrib is worked out for each evening from its map pin.',
        )}
        open={Boolean(hoursOf)}
        onOpenChange={(open) => !open && setEditing(null)}
      >
        {(close) =>
          hoursOf && (
            <RamadanHoursForm
              key={hoursOf.id}
              businessId={businessId}
              location={hoursOf}
              season={season}
              onSaved={close}
            />
          )
        }
      </FormDialog>
      <FormDialog
        title={special?.special ? t('Edit Special') : t('Add Special')}
        description={t('Prices are in US dollars.')}
        open={Boolean(special)}
        onOpenChange={(open) => !open && setEditing(null)}
      >
        {(close) => (
          <RamadanSpecialForm
            key={special?.special?.id ?? 'new'}
            businessId={businessId}
            special={special?.special}
            onSaved={close}
          />
        )}
      </FormDialog>
    </div>
  );
}
