import { X } from 'lucide-react';
import { CategorySelect } from '../../components/business/category-select';
import { Badge } from '../../components/ui/badge';
import { FieldError } from '../../components/ui/field-error';
import { useBusinessCategories } from '../../lib/category-queries';
import { t } from '../../lib/i18n';

interface CategoryPickerProps {
  /** Ordered category ids: the first is the primary. */
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

const errorId = 'submission-categories-error';

/**
 * SPEC §2 /submit-business: a primary category (required), then extra ones added from the remaining
 * categories; each extra can be removed by its ×, the first cannot (change it with the primary select).
 */
export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  const { options } = useBusinessCategories();
  const nameOf = (id: string) => options.find((c) => c.id === id)?.name ?? t('Category');
  const [primary, ...extras] = value;
  const remaining = options.filter((c) => !value.includes(c.id));

  return (
    <div className="grid gap-3">
      <CategorySelect
        id="submission-primary-category"
        label={t('Primary Category')}
        value={primary ?? ''}
        onValueChange={(id) => onChange([id, ...extras.filter((extra) => extra !== id)])}
        required
        describedBy={error ? errorId : undefined}
      />
      {/* Always empty: picking a category adds it to the list below. */}
      {primary && remaining.length > 0 && (
        <CategorySelect
          id="submission-extra-category"
          label={t('Additional Categories')}
          value=""
          onValueChange={(id) => id && onChange([...value, id])}
          options={remaining}
          placeholder={t('Add another category')}
        />
      )}
      {value.length > 0 && (
        <ul aria-label={t('Chosen categories')} className="flex flex-wrap gap-2">
          {value.map((id, index) => (
            <li key={id}>
              <Badge variant={index === 0 ? 'brand' : 'outline'} className="min-h-8 gap-1 text-sm">
                {nameOf(id)}
                {index === 0 ? (
                  <span className="font-normal">{t('(Primary)')}</span>
                ) : (
                  <button
                    type="button"
                    aria-label={t('Remove {name}', { name: nameOf(id) })}
                    onClick={() => onChange(value.filter((other) => other !== id))}
                    className="-me-1 inline-flex size-6 items-center justify-center rounded-full hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                )}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
