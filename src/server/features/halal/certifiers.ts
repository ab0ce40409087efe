import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { type CertifierInput, ERRORS, offeredCertifiers } from '../../../domain';
import type { Db, Queryable, Tx } from '../../db/client';
import { halalCertifiers, halalProfiles } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError, isUniqueViolation } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { type AuditEntry, recordAudit } from '../audit/audit';

// Decision 020: the certifying bodies admins keep. Profiles name a body by id; a body in use is retired,
// never deleted: the profiles that name it keep showing its name, and new choices no longer offer it.

const CERTIFIER_NOT_FOUND = 'This certifying body was not found.';

const isRetired = sql<boolean>`${halalCertifiers.retiredAt} is not null`;

/**
 * Every body, by name, with whether it is retired: the forms offer the others (and the one a profile
 * already names), and anything that names a body by id still finds its name.
 */
export function listCertifiers(db: Db) {
  return db
    .select({
      id: halalCertifiers.id,
      name: halalCertifiers.name,
      websiteUrl: halalCertifiers.websiteUrl,
      retired: isRetired,
    })
    .from(halalCertifiers)
    .orderBy(asc(halalCertifiers.name));
}

/** The admins' list: every body with when it was retired and how many profiles name it (one statement). */
export async function listCertifiersForAdmin(db: Db) {
  const inUse = db
    .select({ certifierId: halalProfiles.certifierId, profiles: count().as('profiles') })
    .from(halalProfiles)
    .where(isNotNull(halalProfiles.certifierId))
    .groupBy(halalProfiles.certifierId)
    .as('in_use');
  const rows = await db
    .select({
      id: halalCertifiers.id,
      name: halalCertifiers.name,
      websiteUrl: halalCertifiers.websiteUrl,
      retiredAt: halalCertifiers.retiredAt,
      profiles: sql<number>`coalesce(${inUse.profiles}, 0)::int`,
    })
    .from(halalCertifiers)
    .leftJoin(inUse, eq(inUse.certifierId, halalCertifiers.id))
    .orderBy(asc(halalCertifiers.name));
  return rows;
}

/** Runs a write of a body's name, answering 409 when another body has that name (the unique index decides). */
async function uniquelyNamed<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError('CERTIFIER_EXISTS', { name: ERRORS.CERTIFIER_EXISTS.message });
    throw err;
  }
}

const certifierColumns = {
  id: halalCertifiers.id,
  name: halalCertifiers.name,
  websiteUrl: halalCertifiers.websiteUrl,
  retiredAt: halalCertifiers.retiredAt,
};

/** The live event and audit entry of a change to the list, in its transaction. */
async function recordChange(tx: Tx, admin: Viewer, entry: Omit<AuditEntry, 'actor'>, id: string) {
  await recordAudit(tx, { ...entry, actor: admin });
  // For the admins' screens; the public list's cache in every process drops it too.
  await recordLiveEvent(tx, { topic: 'halal_certifiers', id });
}

export async function addCertifier(db: Db, admin: Viewer, input: CertifierInput) {
  return uniquelyNamed(() =>
    db.transaction(async (tx) => {
      const [added] = await tx.insert(halalCertifiers).values(input).returning(certifierColumns);
      await recordChange(tx, admin, { action: 'certifier.add', after: added }, added!.id);
      return added!;
    }),
  );
}

/** The body `id` as it stands, locked until the transaction ends; not found when there is none. */
async function lockCertifier(tx: Tx, id: string) {
  const [certifier] = await tx
    .select(certifierColumns)
    .from(halalCertifiers)
    .where(eq(halalCertifiers.id, id))
    .for('update');
  if (!certifier) throw new ApiError('NOT_FOUND', CERTIFIER_NOT_FOUND);
  return certifier;
}

/** A new name or website; the profiles naming the body show the new name at once. */
export async function updateCertifier(db: Db, admin: Viewer, id: string, input: CertifierInput) {
  return uniquelyNamed(() =>
    db.transaction(async (tx) => {
      const before = await lockCertifier(tx, id);
      const [after] = await tx
        .update(halalCertifiers)
        .set(input)
        .where(eq(halalCertifiers.id, id))
        .returning(certifierColumns);
      await recordChange(tx, admin, { action: 'certifier.edit', before, after }, id);
      return after!;
    }),
  );
}

/** Retires a body (no longer offered) or restores it; the profiles that name it are left as they are. */
export async function setCertifierRetired(db: Db, admin: Viewer, id: string, retired: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockCertifier(tx, id);
    // Retiring a retired body keeps the day it was first retired.
    const retiredAt = retired ? (before.retiredAt ?? new Date()) : null;
    const [after] = await tx
      .update(halalCertifiers)
      .set({ retiredAt })
      .where(eq(halalCertifiers.id, id))
      .returning(certifierColumns);
    const action = retired ? 'certifier.retire' : 'certifier.restore';
    await recordChange(tx, admin, { action, before, after }, id);
    return after!;
  });
}

/**
 * A profile may name a body on the list that is not retired, or keep the one it names (`keptId`), retired
 * or not; anything else is refused with the form's field, and nothing is saved.
 */
export async function requireOfferedCertifier(
  q: Queryable,
  certifierId: string | null,
  keptId: string | null,
  field: string,
) {
  if (!certifierId || certifierId === keptId) return;
  const found = await q
    .select({ id: halalCertifiers.id, retired: isRetired })
    .from(halalCertifiers)
    .where(eq(halalCertifiers.id, certifierId));
  if (offeredCertifiers(found, keptId).length > 0) return;
  const retired = found.length > 0;
  throw new ApiError(
    'VALIDATION',
    retired
      ? 'This certifying body is no longer offered. Choose another one, or Other.'
      : 'Choose a certifying body from the list, or Other.',
    { [field]: retired ? 'No longer offered' : 'Choose a certifying body' },
  );
}
