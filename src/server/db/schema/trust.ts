import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AUDIT_ACTIONS,
  OWNER_EDIT_KINDS,
  REPORT_NOTE_MAX,
  REPORT_OUTCOMES,
  REPORT_REASONS,
} from '../../../domain/trust';
import { profileIdColumn, profiles } from './accounts';
import { businessIdColumn, businessLocations } from './catalog';
import { inList } from './checks';
import { halalProfiles } from './halal';

// Issue 16, halal trust (decision 015): community reports and confirmations, owners' edits waiting for an
// admin, certificate reminders sent, and the audit log.

/** 'Report a problem': one open report per person and business. */
export const businessReports = pgTable(
  'business_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    reporterId: profileIdColumn('reporter_id'),
    reason: text('reason').notNull(),
    note: text('note'),
    /** 'open' until an admin resolves it as 'fixed' or 'not_an_issue'. */
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by').references(() => profiles.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_reports_one_open').on(t.businessId, t.reporterId).where(sql`${t.status} = 'open'`),
    index('business_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('business_reports_business_idx').on(t.businessId, t.createdAt),
    check('business_reports_reason', inList(t.reason, Object.keys(REPORT_REASONS))),
    check('business_reports_status', inList(t.status, ['open', ...Object.keys(REPORT_OUTCOMES)])),
    check('business_reports_note_length', sql`length(${t.note}) <= ${sql.raw(String(REPORT_NOTE_MAX))}`),
    check(
      'business_reports_resolution_length',
      sql`length(${t.resolutionNote}) <= ${sql.raw(String(REPORT_NOTE_MAX))}`,
    ),
    check('business_reports_resolved', sql`(${t.status} = 'open') = (${t.resolvedAt} is null)`),
  ],
);

/** 'Confirm it's still halal': one standing confirmation per person and business (a new one renews it). */
export const halalConfirmations = pgTable(
  'halal_confirmations',
  {
    businessId: businessIdColumn(),
    userId: profileIdColumn('user_id'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    index('halal_confirmations_recent_idx').on(t.businessId, t.confirmedAt),
  ],
);

/**
 * An owner's change that waits for an admin: a new business name, or a location's (or the business's own)
 * halal profile whose level, slaughter methods or certificate changed. One pending edit per business and
 * kind (and location); a newer one replaces it.
 */
export const ownerEdits = pgTable(
  'owner_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: businessIdColumn(),
    locationId: uuid('location_id').references(() => businessLocations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the owner asked for: `{ name }`, or the whole halal profile input. */
    changes: jsonb('changes').notNull(),
    requestedBy: text('requested_by').references(() => profiles.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: text('reviewed_by').references(() => profiles.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('owner_edits_one_pending')
      .on(t.businessId, t.kind, sql`coalesce(${t.locationId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.status} = 'pending'`),
    index('owner_edits_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('owner_edits_kind', inList(t.kind, Object.keys(OWNER_EDIT_KINDS))),
    check('owner_edits_status', inList(t.status, ['pending', 'approved', 'rejected'])),
    check('owner_edits_review_note_length', sql`length(${t.reviewNote}) <= 1000`),
  ],
);

/** The certificate expiry reminders sent: one per profile, certificate and reminder day, whichever process sends it. */
export const certificateReminders = pgTable(
  'certificate_reminders',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => halalProfiles.id, { onDelete: 'cascade' }),
    certificateExpiresOn: date('certificate_expires_on', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.certificateExpiresOn, t.days] }),
    check('certificate_reminders_days', sql`${t.days} in (30, 7)`),
  ],
);

/**
 * Every moderation and ownership action: who, when, what, before/after and why. Written in the transaction
 * of the change. Ids and names are kept as they were (no foreign keys), so an entry outlives the business or
 * the person it names and can still be found by them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    businessId: uuid('business_id'),
    businessName: text('business_name'),
    subjectId: text('subject_id'),
    subjectName: text('subject_name'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id),
    index('audit_log_business_idx').on(t.businessId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_subject_idx').on(t.subjectId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    check('audit_log_action', inList(t.action, Object.keys(AUDIT_ACTIONS))),
  ],
);
