import { sql } from 'drizzle-orm';

/** A check that a column holds one of `values` (the keys of a map of words in src/domain), as SQL literals. */
export const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;
