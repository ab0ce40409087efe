import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { t, translate } from '../../../lib/i18n';
import { addressLine } from '../business-address';
import { EditAndDelete } from '../edit-and-delete';
import type { OwnerLocation } from '../owner-queries';

interface OwnerLocationCardProps {
  location: OwnerLocation;
  onEdit: () => void;
  onEditHours: () => void;
  /** Absent for the primary location, which cannot be deleted (SPEC §5). */
  onDelete?: () => void;
  deleting: boolean;
}

/**
 * SPEC §2 Locations tab: name, Primary and Coming Soon badges, address, phone and email; issue 17: whether
 * its hours are set, a temporary closure, and the way to edit the hours.
 */
export function OwnerLocationCard({ location, onEdit, onEditHours, onDelete, deleting }: OwnerLocationCardProps) {
  const address = addressLine(location);
  return (
    <li className="grid content-start gap-2 rounded-lg border border-line bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 pt-2">
          <h3 className="font-semibold text-ink [overflow-wrap:anywhere]">{translate(location.name)}</h3>
          {location.isPrimary && <Badge variant="outline">{t('Primary')}</Badge>}
          {location.comingSoon && <Badge variant="accent">{t('Coming Soon')}</Badge>}
          {location.temporarilyClosed && <Badge variant="muted">{t('Temporarily closed')}</Badge>}
        </div>
        <EditAndDelete name={location.name} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
      </div>
      {address && <Detail icon={MapPin} text={address} />}
      {location.phone && <Detail icon={Phone} text={location.phone} />}
      {location.email && <Detail icon={Mail} text={location.email} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Detail icon={Clock} text={location.weeklyHours ? t('Hours set') : t('Hours not set')} />
        <Button
          variant="outline"
          size="sm"
          onClick={onEditHours}
          aria-label={t('Edit hours of {name}', { name: location.name })}
        >
          <Clock aria-hidden="true" className="size-4" />
          {t('Edit hours')}
        </Button>
      </div>
    </li>
  );
}

function Detail({ icon: Icon, text }: { icon: typeof MapPin; text: string }) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-muted [overflow-wrap:anywhere]">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
