import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profileIdColumn } from './accounts';
import { businessIdColumn } from './catalog';

export const passportVisits = pgTable(
  'passport_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: profileIdColumn('user_id'),
    businessId: businessIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('passport_visits_one_stamp').on(t.userId, t.businessId),
    index('passport_visits_business_idx').on(t.businessId),
    // 'My stamps': a holder's stamps newest first, a keyset page at a time.
    index('passport_visits_user_stamped_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const visitNotes = pgTable('visit_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  visitId: uuid('visit_id')
    .notNull()
    .unique()
    .references(() => passportVisits.id, { onDelete: 'cascade' }),
  note: text('note').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
