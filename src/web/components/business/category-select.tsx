import { type Category, useBusinessCategories } from '../../lib/category-queries';
import { t, translate } from '../../lib/i18n';
import { FieldError } from '../ui/field-error';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';

interface CategorySelectProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (id: string) => void;
  /** The categories offered; all the business categories unless narrowed (the ones not chosen yet). */
  options?: Category[];
  placeholder?: string;
  required?: boolean;
  /** The field's own error, shown under it. */
  error?: string;
  /** An error shown elsewhere that describes this field (a group's error under the whole group). */
  describedBy?: string;
}

// The placeholder reads as a hint, like an empty input's.
const placeholderClasses = 'data-[placeholder]:text-stone-500';

/** A category of a listing, picked from the real categories (never the virtual all-businesses). */
export function CategorySelect({
  id,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  required = false,
  error,
  describedBy,
}: CategorySelectProps) {
  const categories = useBusinessCategories();
  const offered = options ?? categories.options;
  const errorId = `${id}-error`;
  const describedById = error ? errorId : describedBy;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={offered.some((c) => c.id === value) ? value : ''}
        onValueChange={onValueChange}
        disabled={!categories.loaded}
      >
        <SelectTrigger
          id={id}
          className={placeholderClasses}
          aria-required={required || undefined}
          aria-invalid={Boolean(describedById)}
          aria-describedby={describedById}
        >
          <SelectValue
            placeholder={
              categories.failed ? t('Categories could not be loaded') : (placeholder ?? t('Select a category'))
            }
          />
        </SelectTrigger>
        <SelectContent>
          {offered.map((category) => (
            <SelectItem key={category.id} value={category.id}>
              {translate(category.name)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
