import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { businesses } from './catalog';

/**
 * Every file stored for someone (photos, gallery images, logos, halal certificates): who uploaded it,
 * its size, the business a certificate was uploaded for and what it became part of. A form may only
 * attach its sender's own unattached upload (a certificate only to the business it was uploaded for);
 * one never attached is removed after a day (a certificate after an hour). What a person has waiting,
 * unattached, counts against their quota (decision 004).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The storage key of the file, e.g. `images/Ab12….webp` (its size variants share the stem). */
    key: text('key').primaryKey(),
    uploaderId: text('uploader_id').references(() => profiles.id, { onDelete: 'set null' }),
    /**
     * The business a certificate was uploaded for: only that business's halal profile may take it. A
     * deleted business leaves the upload unattached and belonging to nothing, so housekeeping removes it.
     */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /** The bytes stored, size variants included (0 for files stored before sizes were kept). */
    sizeBytes: integer('size_bytes').notNull().default(0),
    /** What the file belongs to (`business:<id>`, `gallery:<id>`, `logo:<id>`, `halal:<id>`), null until then. */
    attachedTo: text('attached_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_unattached_idx').on(t.createdAt).where(sql`${t.attachedTo} is null`),
    // The uploader's quota sums their unattached uploads.
    index('uploads_unattached_uploader_idx').on(t.uploaderId).where(sql`${t.attachedTo} is null`),
    index('uploads_business_idx').on(t.businessId).where(sql`${t.businessId} is not null`),
  ],
);
