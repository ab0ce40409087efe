import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Clears a form's server refusal ('Invalid email or password…') as soon as the person edits any field:
 * it was about what they sent, and left standing it contradicts the field errors of what they send next.
 */
export function useClearedOnEdit<Values extends FieldValues>(
  watch: UseFormWatch<Values>,
  clear: (value: null) => void,
) {
  useEffect(() => {
    const subscription = watch(() => clear(null));
    return () => subscription.unsubscribe();
  }, [watch, clear]);
}
