import { type FormEvent, useState } from 'react';
import { CategorySelect } from '../../../components/business/category-select';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useBusinessCategories } from '../../../lib/category-queries';
import { t, translate } from '../../../lib/i18n';
import { useSetCategories } from './category-mutations';

interface CategoriesFormProps {
  businessId: string;
  primaryId: string;
  additionalIds: string[];
  onSaved: () => void;
}

/** SPEC §5 Owner dashboard: a primary is needed; the additional ones exclude it. */
export function CategoriesForm({ businessId, primaryId, additionalIds, onSaved }: CategoriesFormProps) {
  const { options } = useBusinessCategories();
  const save = useSetCategories(businessId);
  const [primary, setPrimary] = useState(primaryId);
  const [additional, setAdditional] = useState(additionalIds);
  const others = options.filter((c) => c.id !== primary);

  function choosePrimary(id: string) {
    setPrimary(id);
    setAdditional((current) => current.filter((other) => other !== id));
  }

  function toggle(id: string, checked: boolean) {
    setAdditional((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!primary) return;
    save.mutate(
      { primaryId: primary, additionalIds: additional.filter((id) => id !== primary) },
      { onSuccess: onSaved },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('Manage Categories')}>
      <CategorySelect
        id="owner-primary-category"
        label={t('Primary Category')}
        value={primary}
        onValueChange={choosePrimary}
        required
      />
      {others.length > 0 && (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">{t('Additional Categories')}</legend>
          {others.map((category) => (
            <CheckboxField
              key={category.id}
              id={`owner-category-${category.id}`}
              label={translate(category.name)}
              checked={additional.includes(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
      <SubmitButton busy={save.isPending} disabled={!primary}>
        {t('Save Categories')}
      </SubmitButton>
    </form>
  );
}
