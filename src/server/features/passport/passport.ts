import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { displayName, MY_STAMPS_PAGE_SIZE, noteStart, passportId } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { Db } from '../../db/client';
import { businesses, passportVisits, visitNotes } from '../../db/schema';
import { businessSummaryColumns } from '../../db/summary-columns';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { isPublic } from '../listing-rules';

// SPEC §4 Passport: a person stamps the places they visited and keeps a private note on each. Every rule
// here reads and writes the viewer's own visits only: another person's visit is one they do not have.

export const VISIT_NOT_FOUND = 'Visit not found.';

/** The viewer's visit of the business in the outer query, if any. */
const viewersVisit = (viewer: Viewer) =>
  and(eq(passportVisits.businessId, businesses.id), eq(passportVisits.userId, viewer.id));

/** Whether the business is permanently closed, and the viewer's visit of it and its note (joined as below). */
const visitColumns = {
  closed: isNotNull(businesses.closedAt),
  visitId: passportVisits.id,
  visitedAt: passportVisits.createdAt,
  note: visitNotes.note,
};

/**
 * The viewer's passport in one query: the places to stamp (every listed business) and the places the viewer
 * stamped (a listing closed since keeps its stamp: issue 16), by name, each with the viewer's visit and its
 * note ('' when none) and whether it is permanently closed, and how many of them are stamped (the rank).
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
      ...visitColumns,
    })
    .from(businesses)
    .leftJoin(passportVisits, viewersVisit(viewer))
    .leftJoin(visitNotes, eq(visitNotes.visitId, passportVisits.id))
    .where(and(isPublic, or(isNull(businesses.closedAt), isNotNull(passportVisits.id))))
    .orderBy(asc(businesses.name), asc(businesses.id));
  const passportBusinesses = rows.map(({ visitId, visitedAt, note, closed, ...business }) => ({
    ...business,
    closed: Boolean(closed),
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
 * carries a note (not the note itself): removing the stamp there asks first when it does. Whether the
 * place is permanently closed: then it takes no new stamp.
 */
export async function findVisit(db: Db, viewer: Viewer, businessId: string) {
  const [row] = await db
    .select(visitColumns)
    .from(businesses)
    .leftJoin(passportVisits, viewersVisit(viewer))
    .leftJoin(visitNotes, eq(visitNotes.visitId, passportVisits.id))
    .where(and(eq(businesses.id, businessId), isPublic));
  if (!row) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return {
    visit:
      row.visitId && row.visitedAt
        ? { id: row.visitId, visitedAt: row.visitedAt, hasNote: (row.note ?? '') !== '' }
        : null,
    closed: Boolean(row.closed),
  };
}

/**
 * Stamps a public business in the viewer's passport. Stamping twice is one visit: the unique (user,
 * business) pair turns a second stamp, also one racing the first, into a read of the visit already there.
 * A place confirmed permanently closed takes no new stamp (409, nothing written), but a stamp made
 * before it closed is still the viewer's. (A stamp landing as an admin closes the place is one made just
 * before it closed.)
 */
export async function stampVisit(db: Db, viewer: Viewer, businessId: string) {
  const [business] = await db
    .select({ id: businesses.id, closed: isNotNull(businesses.closedAt) })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isPublic));
  if (!business) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  if (!business.closed) {
    const [inserted] = await db
      .insert(passportVisits)
      .values({ userId: viewer.id, businessId: business.id })
      .onConflictDoNothing()
      .returning({ id: passportVisits.id, visitedAt: passportVisits.createdAt });
    if (inserted) return { visit: { ...inserted, note: '' }, created: true };
  }
  const [existing] = await db
    .select({ id: passportVisits.id, visitedAt: passportVisits.createdAt, note: visitNotes.note })
    .from(passportVisits)
    .leftJoin(visitNotes, eq(visitNotes.visitId, passportVisits.id))
    .where(and(eq(passportVisits.userId, viewer.id), eq(passportVisits.businessId, business.id)));
  if (existing) return { visit: { ...existing, note: existing.note ?? '' }, created: false };
  if (business.closed) throw new ApiError('PLACE_CLOSED');
  // Removed again between the two statements, by the holder's own other tab.
  throw new ApiError('CONFLICT', 'Please try again.');
}

/** Takes the stamp off the viewer's passport; its note goes with it (the foreign key cascades). */
export async function removeVisit(db: Db, viewer: Viewer, businessId: string) {
  const [removed] = await db
    .delete(passportVisits)
    .where(and(eq(passportVisits.userId, viewer.id), eq(passportVisits.businessId, businessId)))
    .returning({ id: passportVisits.id });
  if (!removed) throw new ApiError('NOT_FOUND', VISIT_NOT_FOUND);
  return { removed: true as const };
}

/** Writes the viewer's note on a business they stamped, as typed; a business not stamped has no note to write. */
export async function saveVisitNote(db: Db, viewer: Viewer, businessId: string, note: string) {
  const [visit] = await db
    .select({ id: passportVisits.id })
    .from(passportVisits)
    .where(and(eq(passportVisits.userId, viewer.id), eq(passportVisits.businessId, businessId)));
  if (!visit) throw new ApiError('NOT_FOUND', VISIT_NOT_FOUND);
  const [saved] = await db
    .insert(visitNotes)
    .values({ visitId: visit.id, note })
    .onConflictDoUpdate({ target: visitNotes.visitId, set: { note, updatedAt: sql`now()` } })
    .returning({ note: visitNotes.note, updatedAt: visitNotes.updatedAt });
  return saved!;
}

/**
 * 'My stamps': the viewer's stamps newest first, a keyset page after the stamp `cursor` (the last of the page
 * before), each with its place and the start of its note. The same stamps the passport counts: on public
 * listings, closed ones included. Served by passport_visits_user_stamped_idx.
 */
export async function listMyStamps(db: Db, viewer: Viewer, cursor: string | undefined) {
  const after = cursor
    ? sql`(${passportVisits.createdAt}, ${passportVisits.id}) < (select v.created_at, v.id from ${passportVisits} v
        where v.id = ${cursor} and v.user_id = ${viewer.id})`
    : undefined;
  const rows = await db
    .select({
      id: passportVisits.id,
      visitedAt: passportVisits.createdAt,
      note: visitNotes.note,
      business: businessSummaryColumns(),
      closed: isNotNull(businesses.closedAt),
    })
    .from(passportVisits)
    .innerJoin(businesses, eq(businesses.id, passportVisits.businessId))
    .leftJoin(visitNotes, eq(visitNotes.visitId, passportVisits.id))
    .where(and(eq(passportVisits.userId, viewer.id), isPublic, after))
    .orderBy(desc(passportVisits.createdAt), desc(passportVisits.id))
    .limit(MY_STAMPS_PAGE_SIZE + 1);
  const page = rows.slice(0, MY_STAMPS_PAGE_SIZE);
  return {
    items: page.map(({ note, closed, ...stamp }) => ({
      ...stamp,
      noteStart: noteStart(note ?? ''),
      closed: Boolean(closed),
    })),
    nextCursor: rows.length > MY_STAMPS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
