import { Pencil, Trash2 } from 'lucide-react';
import { priceText } from '../../../../domain/prices';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import type { RamadanSpecial } from './ramadan-queries';

interface RamadanSpecialCardProps {
  special: RamadanSpecial;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

export function RamadanSpecialCard({ special, onEdit, onDelete, deleting }: RamadanSpecialCardProps) {
  return (
    <li className="grid gap-1 rounded-lg border border-line bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="pt-2 font-semibold text-ink [overflow-wrap:anywhere]">
          {special.name} <span className="font-bold text-brand-strong">{priceText(special.priceCents)}</span>
        </h3>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('Edit {name}', { name: special.name })}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            disabled={deleting}
            aria-label={t('Delete {name}', { name: special.name })}
          >
            <Trash2 aria-hidden="true" className="size-4 text-danger" />
          </Button>
        </div>
      </div>
      {special.description && <p className="whitespace-pre-line text-sm text-stone-700">{special.description}</p>}
    </li>
  );
}
