import { type FormEvent, useState } from 'react';
import { ALL_BUSINESSES_SLUG } from '../../../../domain/limits';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCategories } from '../../../lib/category-queries';
import { useSetCategories } from '../owner-mutations';

interface CategoriesFormProps {
  businessId: string;
  primaryId: string;
  additionalIds: string[];
  onSaved: () => void;
}

/** SPEC §5 Owner dashboard: a primary is needed; the additional ones exclude it. */
export function CategoriesForm({ businessId, primaryId, additionalIds, onSaved }: CategoriesFormProps) {
  const categories = useCategories();
  const save = useSetCategories(businessId);
  const [primary, setPrimary] = useState(primaryId);
  const [additional, setAdditional] = useState(additionalIds);
  // all-businesses is a virtual listing of everything, not a category a business is in.
  const options = (categories.data ?? []).filter((c) => c.slug !== ALL_BUSINESSES_SLUG);
  const others = options.filter((c) => c.id !== primary);

  function choosePrimary(id: string) {
    setPrimary(id);
    setAdditional((current) => current.filter((other) => other !== id));
  }

  function toggle(id: string, checked: boolean) {
    setAdditional((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!primary) return;
    try {
      await save.mutateAsync({ primaryId: primary, additionalIds: additional.filter((id) => id !== primary) });
      notifySuccess('Categories Updated');
      onSaved();
    } catch (error) {
      console.error('Updating the categories failed', error);
      notifyError('Failed to update categories.');
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Manage Categories">
      <div className="grid gap-1.5">
        <Label htmlFor="owner-primary-category">Primary Category</Label>
        <Select value={primary} onValueChange={choosePrimary} disabled={!categories.data}>
          <SelectTrigger id="owner-primary-category" aria-required="true">
            <SelectValue placeholder={categories.isError ? 'Categories could not be loaded' : 'Select a category'} />
          </SelectTrigger>
          <SelectContent>
            {options.map((category) => (
              <SelectItem key={category.id} value={category.id}>
                {category.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {others.length > 0 && (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">Additional Categories</legend>
          {others.map((category) => (
            <CheckboxField
              key={category.id}
              id={`owner-category-${category.id}`}
              label={category.name}
              checked={additional.includes(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
      <SubmitButton busy={save.isPending} disabled={!primary}>
        Save Categories
      </SubmitButton>
    </form>
  );
}
