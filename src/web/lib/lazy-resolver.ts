import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose schema (and zod with it) loads at the form's first validation rather than with
 * the page: a form on a page's first screen need not bring the validation library to the first load. A
 * failed load is forgotten, so the next submit tries again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
