import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

/**
 * Every file stored for someone (photos, gallery images, logos): who uploaded it and what it became
 * part of. A form may only attach its sender's own unattached upload; one never attached is removed
 * after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The storage key of the file, e.g. `images/Ab12….webp` (its size variants share the stem). */
    key: text('key').primaryKey(),
    uploaderId: text('uploader_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** What the file belongs to (`business:<id>`, `gallery:<id>`, `logo:<id>`), null until then. */
    attachedTo: text('attached_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_unattached_idx').on(t.createdAt).where(sql`${t.attachedTo} is null`)],
);
