import { translate } from '../../lib/i18n';

/** A field's error (a validator's or the server's message) in the active language; none stays none. */
export function translatedError(message: string | undefined): string | undefined {
  return message === undefined ? undefined : translate(message);
}
