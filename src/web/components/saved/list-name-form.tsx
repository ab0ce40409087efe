import { type ReactNode, useId, useState } from 'react';
import { SAVED_LIMITS } from '../../../domain/saved-limits';
import { Button } from '../ui/button';
import { cn } from '../ui/class-names';
import { Input } from '../ui/input';

interface ListNameFormProps {
  /** The field's visible label ('New list', 'List name'). */
  label: string;
  /** What the button says (and shows). */
  submit: ReactNode;
  initial?: string;
  busy: boolean;
  /** Called with the trimmed name when it is not blank and differs from `initial`; answers whether to clear. */
  onName: (name: string, clear: () => void) => void;
  /** On a page (not in a dialog): the button drops below a field that would be squeezed. */
  wrap?: boolean;
  className?: string;
}

/** Issue 36: a list's name, typed in either direction, sent with one button: a new list, or a rename. */
export function ListNameForm({ label, submit, initial = '', busy, onName, wrap, className }: ListNameFormProps) {
  const [name, setName] = useState(initial);
  const id = useId();
  const trimmed = name.trim();
  return (
    <form
      className={cn('flex items-end gap-2', wrap && 'flex-wrap', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed && trimmed !== initial) onName(trimmed, () => setName(''));
      }}
    >
      <div className={cn('grid flex-1 gap-1', wrap ? 'min-w-48' : 'min-w-0')}>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <Input
          id={id}
          dir="auto"
          value={name}
          maxLength={SAVED_LIMITS.listNameMax}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={!trimmed || busy}>
        {submit}
      </Button>
    </form>
  );
}
