import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../domain';
import type { Db, Tx } from '../../db/client';
import { auditLog, businesses, profiles } from '../../db/schema';
import type { Viewer } from '../../http/context';

// Issue 16: the audit log of every moderation and ownership action (decision 015). Each entry is written in
// the transaction of the change it records, so a change that fails leaves no entry, and an entry never
// names a change that did not happen.

export interface AuditEntry {
  /** Who acted; null for the system (a scheduled job). */
  actor: Pick<Viewer, 'id' | 'displayName' | 'email'> | null;
  action: AuditAction;
  /** The business the action is about, if any; its name is read now unless given (a deleted one's). */
  businessId?: string | null;
  businessName?: string | null;
  /** The person the action is about (banned, promoted, made owner), if any. */
  subjectId?: string | null;
  subjectName?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Records one action in the caller's transaction. Names are kept as they are now. */
export async function recordAudit(tx: Tx, entry: AuditEntry) {
  const businessId = entry.businessId ?? null;
  const subjectId = entry.subjectId ?? null;
  await tx.insert(auditLog).values({
    // The moment of the entry, not of its transaction's start: two entries of one change keep their order.
    createdAt: sql`clock_timestamp()`,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor ? entry.actor.displayName.trim() || entry.actor.email : null,
    action: entry.action,
    businessId,
    businessName:
      entry.businessName ??
      (businessId ? sql`(select ${businesses.name} from ${businesses} where ${businesses.id} = ${businessId})` : null),
    subjectId,
    subjectName:
      entry.subjectName ??
      (subjectId
        ? sql`(select coalesce(nullif(trim(${profiles.displayName}), ''), ${profiles.email}) from ${profiles} where ${profiles.id} = ${subjectId})`
        : null),
    before: entry.before === undefined ? null : sql`${json(entry.before)}::jsonb`,
    after: entry.after === undefined ? null : sql`${json(entry.after)}::jsonb`,
    reason: entry.reason ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  business?: string;
  /** A person: entries they made or that are about them. */
  person?: string;
  action?: AuditAction;
  /** The previous page's `nextCursor`. */
  cursor?: string;
}

/** `createdAt|id` of the last entry of a page. */
function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = cursor.split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { at, id };
}

/**
 * The log, newest first, filtered by business, person and action, a page at a time (keyset: the
 * timestamp and id of the last entry seen). Each filter has its own index, newest first.
 */
export async function listAudit(db: Db, query: AuditQuery) {
  const filters: (SQL | undefined)[] = [];
  if (query.business) filters.push(eq(auditLog.businessId, query.business));
  if (query.person) filters.push(or(eq(auditLog.actorId, query.person), eq(auditLog.subjectId, query.person)));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (after) {
    filters.push(
      or(
        lt(auditLog.createdAt, sql`${after.at}::timestamptz`),
        and(eq(auditLog.createdAt, sql`${after.at}::timestamptz`), lt(auditLog.id, after.id)),
      ),
    );
  }
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      // Kept exact (microseconds), for the next page's cursor.
      at: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      action: auditLog.action,
      businessId: auditLog.businessId,
      businessName: auditLog.businessName,
      subjectId: auditLog.subjectId,
      subjectName: auditLog.subjectName,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(({ at: _, ...entry }) => entry),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? `${last.at}|${last.id}` : null,
  };
}
