import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SAVED_LIMITS } from '../../../domain/saved-limits';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { t } from '../../lib/i18n';
import { listName, type SavedList, useDeleteList, useUpdateList } from '../../lib/saved-queries';

/** Issue 36: a list's own settings: its name (a list of the person's own), watching, and deleting it. */
export function ListSettings({ userId, list }: { userId: string; list: SavedList }) {
  const update = useUpdateList(userId, list.id);
  const remove = useDeleteList(userId, list.id);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [name, setName] = useState(list.name ?? '');
  const id = useId();
  return (
    <div className="grid gap-3">
      {list.kind === 'custom' && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() && name.trim() !== list.name) update.mutate({ name: name.trim() });
          }}
        >
          <div className="grid min-w-48 flex-1 gap-1">
            <label htmlFor={id} className="text-sm font-medium text-ink">
              {t('List name')}
            </label>
            <Input
              id={id}
              dir="auto"
              value={name}
              maxLength={SAVED_LIMITS.listNameMax}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={!name.trim() || update.isPending}>
            {t('Rename')}
          </Button>
        </form>
      )}
      <CheckboxField
        id={`${id}-watch`}
        label={t('Notify me about changes to these places')}
        checked={list.watch}
        onChange={(event) => update.mutate({ watch: event.target.checked })}
      />
      {list.kind === 'custom' && (
        <div>
          <Button
            variant="outline"
            onClick={async () => {
              const answer = await confirm({
                title: t('Delete {name}?', { name: listName(list) }),
                description: t('The list and the notes in it are deleted. The places stay in your other lists.'),
                confirmLabel: t('Delete'),
                tone: 'danger',
              });
              if (answer) remove.mutate(undefined, { onSuccess: () => navigate('/saved') });
            }}
          >
            {t('Delete list')}
          </Button>
        </div>
      )}
    </div>
  );
}
