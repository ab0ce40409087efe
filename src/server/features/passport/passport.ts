import { and, asc, eq, sql } from 'drizzle-orm';
import { displayName, passportId } from '../../../domain';
import type { Db } from '../../db/client';
import { businesses, passportVisits, visitNotes } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError, notFound } from '../../http/errors';
import { findPublicBusiness, isPublic } from '../catalog/listing-rules';

// SPEC §4 Passport: a person stamps the places they visited and keeps a private note on each. Every rule
// here reads and writes the viewer's own visits only: another person's visit is one they do not have.

export const BUSINESS_NOT_FOUND = 'Restaurant not found';
export const VISIT_NOT_FOUND = 'Visit not found.';

/** The viewer's visit of the business in the outer query, if any. */
const viewersVisit = (viewer: Viewer) =>
  and(eq(passportVisits.businessId, businesses.id), eq(passportVisits.userId, viewer.id));

/**
 * The viewer's passport in one query: every public business by name, each with the viewer's visit and its
 * note ('' when none), and how many of them are stamped.
 */
export async function getPassport(db: Db, viewer: Viewer) {
  const rows = await db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      city: businesses.city,
      state: businesses.state,
      imageUrl: businesses.imageUrl,
      visitId: passportVisits.id,
      visitedAt: passportVisits.createdAt,
      note: visitNotes.note,
    })
    .from(businesses)
    .leftJoin(passportVisits, viewersVisit(viewer))
    .leftJoin(visitNotes, eq(visitNotes.visitId, passportVisits.id))
    .where(isPublic)
    .orderBy(asc(businesses.name), asc(businesses.id));
  const passportBusinesses = rows.map(({ visitId, visitedAt, note, ...business }) => ({
    ...business,
    visit: visitId && visitedAt ? { id: visitId, visitedAt, note: note ?? '' } : null,
  }));
  return {
    holder: {
      name: viewer.displayName || displayName(viewer.firstName, viewer.lastName),
      passportId: passportId(viewer.id),
    },
    businesses: passportBusinesses,
    visited: passportBusinesses.filter((b) => b.visit).length,
  };
}

export type Passport = Awaited<ReturnType<typeof getPassport>>;
export type PassportBusiness = Passport['businesses'][number];

/**
 * The viewer's stamp on a public business, for its page's stamp button; null when not stamped. Whether it
 * carries a note (not the note itself): removing the stamp there asks first when it does.
 */
export async function findVisit(db: Db, viewer: Viewer, businessId: string) {
  const [row] = await db
    .select({ visitId: passportVisits.id, visitedAt: passportVisits.createdAt, note: visitNotes.note })
    .from(businesses)
    .leftJoin(passportVisits, viewersVisit(viewer))
    .leftJoin(visitNotes, eq(visitNotes.visitId, passportVisits.id))
    .where(and(eq(businesses.id, businessId), isPublic));
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  return {
    visit:
      row.visitId && row.visitedAt
        ? { id: row.visitId, visitedAt: row.visitedAt, hasNote: (row.note ?? '') !== '' }
        : null,
  };
}

/**
 * Stamps a public business in the viewer's passport. Stamping twice is one visit: the unique (user,
 * business) pair turns a second stamp, also one racing the first, into a read of the visit already there.
 */
export async function stampVisit(db: Db, viewer: Viewer, businessId: string) {
  const business = await findPublicBusiness(db, businessId);
  const [inserted] = await db
    .insert(passportVisits)
    .values({ userId: viewer.id, businessId: business.id })
    .onConflictDoNothing()
    .returning({ id: passportVisits.id, visitedAt: passportVisits.createdAt });
  if (inserted) return { visit: { ...inserted, note: '' }, created: true };
  const [existing] = await db
    .select({ id: passportVisits.id, visitedAt: passportVisits.createdAt, note: visitNotes.note })
    .from(passportVisits)
    .leftJoin(visitNotes, eq(visitNotes.visitId, passportVisits.id))
    .where(and(eq(passportVisits.userId, viewer.id), eq(passportVisits.businessId, business.id)));
  // Removed again between the two statements, by the holder's own other tab.
  if (!existing) throw new ApiError(409, 'CONFLICT', 'Please try again.');
  return { visit: { ...existing, note: existing.note ?? '' }, created: false };
}

/** Takes the stamp off the viewer's passport; its note goes with it (the foreign key cascades). */
export async function removeVisit(db: Db, viewer: Viewer, businessId: string) {
  const [removed] = await db
    .delete(passportVisits)
    .where(and(eq(passportVisits.userId, viewer.id), eq(passportVisits.businessId, businessId)))
    .returning({ id: passportVisits.id });
  if (!removed) throw notFound(VISIT_NOT_FOUND);
  return { removed: true as const };
}

/** Writes the viewer's note on a business they stamped, as typed; a business not stamped has no note to write. */
export async function saveVisitNote(db: Db, viewer: Viewer, businessId: string, note: string) {
  const [visit] = await db
    .select({ id: passportVisits.id })
    .from(passportVisits)
    .where(and(eq(passportVisits.userId, viewer.id), eq(passportVisits.businessId, businessId)));
  if (!visit) throw notFound(VISIT_NOT_FOUND);
  const [saved] = await db
    .insert(visitNotes)
    .values({ visitId: visit.id, note })
    .onConflictDoUpdate({ target: visitNotes.visitId, set: { note, updatedAt: sql`now()` } })
    .returning({ note: visitNotes.note, updatedAt: visitNotes.updatedAt });
  return saved!;
}
