import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { LIMITS } from '../../../../domain/limits';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { t } from '../../../lib/i18n';
import type { OwnerLocation } from '../owner-queries';
import { TabHeader } from '../tab-header';
import { LocationDialog } from './location-dialog';
import { LocationHoursDialog } from './location-hours-dialog';
import { useDeleteLocation } from './location-mutations';
import { OwnerLocationCard } from './owner-location-card';

interface LocationsTabProps {
  businessId: string;
  /** Primary first (the server's order). */
  locations: OwnerLocation[];
}

/** The dialog is closed, adding, or editing a location. */
type Editing = { location?: OwnerLocation } | null;

/** SPEC §2 Locations tab; §5: at most 5 locations, and the primary cannot be deleted. */
export function LocationsTab({ businessId, locations }: LocationsTabProps) {
  const remove = useDeleteLocation(businessId);
  const [editing, setEditing] = useState<Editing>(null);
  const [editingHours, setEditingHours] = useState<OwnerLocation | null>(null);
  const full = locations.length >= LIMITS.locationsPerBusiness;
  const confirm = useConfirm();

  async function deleteLocation(location: OwnerLocation) {
    const answer = await confirm({
      title: t('Delete {name}?', { name: location.name }),
      description: t('Are you sure you want to delete this location?'),
      confirmLabel: t('Delete'),
      tone: 'danger',
    });
    if (answer) remove.mutate(location.id);
  }

  return (
    <div className="grid gap-4">
      <TabHeader
        title={t('Locations')}
        description={t('Up to {max} places where customers can find you.', { max: LIMITS.locationsPerBusiness })}
        action={
          <Button onClick={() => setEditing({})} disabled={full}>
            <Plus aria-hidden="true" className="size-4" />
            {full ? t('Add Location (Max {max})', { max: LIMITS.locationsPerBusiness }) : t('Add Location')}
          </Button>
        }
      />
      {locations.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title={t('No Locations Yet')}
          text={t('Add the address where customers can visit you.')}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {locations.map((location) => (
            <OwnerLocationCard
              key={location.id}
              location={location}
              onEdit={() => setEditing({ location })}
              onEditHours={() => setEditingHours(location)}
              onDelete={location.isPrimary ? undefined : () => deleteLocation(location)}
              deleting={remove.isPending && remove.variables === location.id}
            />
          ))}
        </ul>
      )}
      <LocationDialog
        businessId={businessId}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        location={editing?.location}
        locationCount={locations.length}
      />
      <LocationHoursDialog businessId={businessId} location={editingHours} onClose={() => setEditingHours(null)} />
    </div>
  );
}
