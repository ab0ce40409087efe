import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';

interface EditAndDeleteProps {
  /** What the buttons act on, in their accessible names: 'Edit {name}', 'Delete {name}'. */
  name: string;
  onEdit: () => void;
  /** None: the item cannot be deleted (a business's only location). */
  onDelete?: () => void;
  deleting: boolean;
}

/** The pencil and the bin at the top of a dashboard card (an event, a location, a Ramadan special). */
export function EditAndDelete({ name, onEdit, onDelete, deleting }: EditAndDeleteProps) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('Edit {name}', { name })}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          disabled={deleting}
          aria-label={t('Delete {name}', { name })}
        >
          <Trash2 aria-hidden="true" className="size-4 text-danger" />
        </Button>
      )}
    </div>
  );
}
