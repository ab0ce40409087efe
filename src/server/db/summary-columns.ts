import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { businesses } from './schema';

// The few columns a list shows of a business or a person it names (a dispute's business and owner, a
// report's reporter, an owner's change and who asked for it), selected the same way everywhere.

/** A business as a list links to it: its id, name and slug (the page at /r/:slug). */
export function businessSummaryColumns() {
  return { id: businesses.id, name: businesses.name, slug: businesses.slug };
}

/** A person as a list names them: id, display name and email, of `profiles` or an alias of it (`reviewer`). */
export function personSummaryColumns<P extends Record<'id' | 'displayName' | 'email', AnyPgColumn>>(
  person: P,
): Pick<P, 'id' | 'displayName' | 'email'> {
  return { id: person.id, displayName: person.displayName, email: person.email };
}
