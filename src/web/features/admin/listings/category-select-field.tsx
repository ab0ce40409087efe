import { ALL_BUSINESSES_SLUG } from '../../../../domain/limits';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useCategories } from '../../../lib/category-queries';

interface CategorySelectFieldProps {
  id: string;
  value: string;
  onChange: (id: string) => void;
  error?: string;
}

/** The main category of a listing: real categories only, not the virtual all-businesses. */
// The placeholder reads as a hint, like an empty input's.
const placeholderClasses = 'data-[placeholder]:text-stone-500';

export function CategorySelectField({ id, value, onChange, error }: CategorySelectFieldProps) {
  const categories = useCategories();
  const options = (categories.data ?? []).filter((c) => c.slug !== ALL_BUSINESSES_SLUG);
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Category</Label>
      <Select value={options.some((c) => c.id === value) ? value : ''} onValueChange={onChange}>
        <SelectTrigger
          id={id}
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
      <FieldError id={errorId} message={error} />
    </div>
  );
}
