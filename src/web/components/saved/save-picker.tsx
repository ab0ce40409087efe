import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { listName, savedListsQuery, useCreateList, useSavePlace } from '../../lib/saved-queries';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { Dialog, DialogContent, DialogTitle } from '../ui/dialog';
import { ListNameForm } from './list-name-form';

interface SavePickerProps {
  userId: string;
  business: { id: string; name: string };
  onClose: () => void;
}

/**
 * Issue 36: what the heart opens. A place in no list is saved to 'Want to go' as it opens; then the person
 * ticks the lists it belongs in, or makes a new one.
 */
export function SavePicker({ userId, business, onClose }: SavePickerProps) {
  const lists = useQuery(savedListsQuery(userId));
  const save = useSavePlace(userId);
  const savedOnOpen = useRef(false);
  const data = lists.data;
  useEffect(() => {
    if (!data || savedOnOpen.current) return;
    savedOnOpen.current = true;
    const wantToGo = data.lists.find((list) => list.kind === 'want_to_go');
    if (wantToGo && !(data.saved[business.id]?.length ?? 0))
      save.mutate({ listId: wantToGo.id, businessId: business.id, saved: true });
  }, [data, business.id, save]);
  const savedIn = new Set(data?.saved[business.id] ?? []);
  const id = useId();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined} className="max-w-sm">
        <DialogTitle>{t('Save to a list')}</DialogTitle>
        <p className="mt-1 text-sm text-muted">
          <bdi>{business.name}</bdi>
        </p>
        {data ? (
          <fieldset className="mt-4 grid gap-1">
            <legend className="sr-only">{t('Lists')}</legend>
            {data.lists.map((list) => (
              <CheckboxField
                key={list.id}
                id={`${id}-${list.id}`}
                label={listName(list)}
                checked={savedIn.has(list.id)}
                onChange={(event) =>
                  save.mutate({ listId: list.id, businessId: business.id, saved: event.target.checked })
                }
              />
            ))}
          </fieldset>
        ) : (
          <p className="mt-4 text-sm text-muted">{t('Loading…')}</p>
        )}
        <NewListForm userId={userId} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <Link to="/saved" className="text-sm font-medium text-brand underline-offset-4 hover:underline">
            {t('Saved places')}
          </Link>
          <Button onClick={onClose}>{t('Done')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** 'New list': a name, and the list is there to tick. */
export function NewListForm({ userId }: { userId: string }) {
  const create = useCreateList(userId);
  return (
    <ListNameForm
      label={t('New list')}
      className="mt-3"
      busy={create.isPending}
      onName={(name, clear) => create.mutate(name, { onSuccess: clear })}
      submit={
        <>
          <Plus aria-hidden="true" className="size-4" />
          {t('Add')}
        </>
      }
    />
  );
}
