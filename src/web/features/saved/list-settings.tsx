import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ListNameForm } from '../../components/saved/list-name-form';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { t } from '../../lib/i18n';
import { listName, type SavedList, useDeleteList, useUpdateList } from '../../lib/saved-queries';

/** Issue 36: a list's own settings: its name (a list of the person's own), watching, and deleting it. */
export function ListSettings({ userId, list }: { userId: string; list: SavedList }) {
  const update = useUpdateList(userId, list.id);
  const remove = useDeleteList(userId, list.id);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="grid gap-3">
      {list.kind === 'custom' && (
        <ListNameForm
          label={t('List name')}
          initial={list.name ?? ''}
          wrap
          busy={update.isPending}
          onName={(name) => update.mutate({ name })}
          submit={t('Rename')}
        />
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
