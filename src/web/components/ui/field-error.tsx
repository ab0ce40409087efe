import { translate } from '../../lib/i18n';

/** The message under a form field; `id` is what the input's aria-describedby points to. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {translate(message)}
    </p>
  );
}
