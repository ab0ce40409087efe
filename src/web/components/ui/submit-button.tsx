import { Button } from './button';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  children: string;
}

/** A full-width form button that is disabled and shows a spinner while the form submits. */
export function SubmitButton({ busy, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button type="submit" className="w-full" disabled={busy || disabled} aria-busy={busy}>
      {busy && <Spinner />}
      {children}
    </Button>
  );
}
