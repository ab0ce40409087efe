import { X } from 'lucide-react';
import { ALL_BUSINESSES_SLUG } from '../../../domain/limits';
import { Badge } from '../../components/ui/badge';
import { FieldError } from '../../components/ui/field-error';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useCategories } from '../../lib/category-queries';

interface CategoryPickerProps {
  /** Ordered category ids: the first is the primary. */
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

const errorId = 'submission-categories-error';
// The placeholder reads as a hint, like an empty input's.
const placeholderClasses = 'data-[placeholder]:text-stone-500';

/**
 * SPEC §2 /submit-business: a primary category (required), then extra ones added from the remaining
 * categories; each extra can be removed by its ×, the first cannot (change it with the primary select).
 */
export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  const categories = useCategories();
  // all-businesses is a virtual listing of everything, not a category a business is in.
  const options = (categories.data ?? []).filter((c) => c.slug !== ALL_BUSINESSES_SLUG);
  const nameOf = (id: string) => options.find((c) => c.id === id)?.name ?? 'Category';
  const [primary, ...extras] = value;
  const remaining = options.filter((c) => !value.includes(c.id));

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="submission-primary-category">Primary Category</Label>
        <Select
          value={primary ?? ''}
          onValueChange={(id) => onChange([id, ...extras.filter((extra) => extra !== id)])}
          disabled={!categories.data}
        >
          <SelectTrigger
            id="submission-primary-category"
            className={placeholderClasses}
            aria-required="true"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
          >
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
      {primary && remaining.length > 0 && (
        <div className="grid gap-1.5">
          <Label htmlFor="submission-extra-category">Additional Categories</Label>
          {/* Always empty: picking a category adds it to the list below. */}
          <Select value="" onValueChange={(id) => id && onChange([...value, id])}>
            <SelectTrigger id="submission-extra-category" className={placeholderClasses}>
              <SelectValue placeholder="Add another category" />
            </SelectTrigger>
            <SelectContent>
              {remaining.map((category) => (
                <SelectItem key={category.id} value={category.id}>
                  {category.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      {value.length > 0 && (
        <ul aria-label="Chosen categories" className="flex flex-wrap gap-2">
          {value.map((id, index) => (
            <li key={id}>
              <Badge variant={index === 0 ? 'brand' : 'outline'} className="min-h-8 gap-1 text-sm">
                {nameOf(id)}
                {index === 0 ? (
                  <span className="font-normal">(Primary)</span>
                ) : (
                  <button
                    type="button"
                    aria-label={`Remove ${nameOf(id)}`}
                    onClick={() => onChange(value.filter((other) => other !== id))}
                    className="-mr-1 inline-flex size-6 items-center justify-center rounded-full hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-focus"
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
