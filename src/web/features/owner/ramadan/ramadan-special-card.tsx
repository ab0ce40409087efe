import { priceText } from '../../../../domain/prices';
import { EditAndDelete } from '../edit-and-delete';
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
        <EditAndDelete name={special.name} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
      </div>
      {special.description && <p className="whitespace-pre-line text-sm text-stone-700">{special.description}</p>}
    </li>
  );
}
