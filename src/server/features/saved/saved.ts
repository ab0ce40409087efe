import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { displayName } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { SavedListKind } from '../../../domain/notices';
import { SAVED_LIMITS } from '../../../domain/saved-limits';
import type { SavedListUpdateInput } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { businesses, businessLocations, profiles, savedLists, savedPlaces } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { type BusinessCard, listCardsOf, pinColumns, pinnedAndOpen, pinPlace } from '../catalog/catalog';
import type { Origin } from '../discovery/distance';
import { isListed } from '../listing-rules';

// Issue 36 (decision 032): the places a person keeps, in lists. Every rule reads and writes the viewer's own
// lists only: another person's list, like one that is not there, is not found. A list shared by a link is
// read by anyone holding it, and by nobody once its owner stops sharing.

export const LIST_NOT_FOUND = 'List not found.';
export const PLACE_NOT_IN_LIST = 'This place is not in the list.';

/** The lists every person has from the start, in the order they are shown. */
const DEFAULT_KINDS = ['want_to_go', 'favourites'] as const satisfies readonly SavedListKind[];
type DefaultKind = (typeof DEFAULT_KINDS)[number];

/**
 * The id of a person's default list, the same every time: the lists are shown (and can be opened) before
 * anything was saved, and are written with this id by the first write that needs them, so a read never
 * writes. (A person's defaults written with another id are found by their kind.)
 */
export function defaultListId(userId: string, kind: DefaultKind): string {
  const hex = createHash('sha256').update(`saved-list:${userId}:${kind}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const defaultKindOf = (viewer: Viewer, listId: string) =>
  DEFAULT_KINDS.find((kind) => defaultListId(viewer.id, kind) === listId);

type ListRow = typeof savedLists.$inferSelect;

/** A default list not written yet, as it will be. */
function unwrittenDefault(viewer: Viewer, kind: DefaultKind): ListRow {
  const now = new Date(0);
  return {
    id: defaultListId(viewer.id, kind),
    userId: viewer.id,
    kind,
    name: null,
    shareId: null,
    watch: true,
    sort: 'manual',
    createdAt: now,
    updatedAt: now,
  };
}

/** Writes the viewer's default lists that are not there yet; both at once, and never twice (their partial unique index). */
async function writeDefaults(db: Db, viewer: Viewer) {
  await db
    .insert(savedLists)
    .values(DEFAULT_KINDS.map((kind) => ({ id: defaultListId(viewer.id, kind), userId: viewer.id, kind })))
    .onConflictDoNothing();
}

/**
 * The viewer's list `listId`, or 404. A default list not written yet is read as it will be, or written first
 * when `forWrite`.
 */
async function ownList(db: Db, viewer: Viewer, listId: string, forWrite: boolean): Promise<ListRow> {
  const kind = defaultKindOf(viewer, listId);
  if (kind && forWrite) await writeDefaults(db, viewer);
  const [list] = await db
    .select()
    .from(savedLists)
    .where(and(eq(savedLists.userId, viewer.id), kind ? eq(savedLists.kind, kind) : eq(savedLists.id, listId)));
  if (list) return list;
  if (kind) return unwrittenDefault(viewer, kind);
  throw new ApiError('NOT_FOUND', LIST_NOT_FOUND);
}

/** What a list says of itself, in the lists and on its page. */
function listSummary(list: ListRow, placeCount: number) {
  return {
    id: list.id,
    kind: list.kind,
    /** The person's name for a list of their own; null for the defaults, named in the reader's language. */
    name: list.name,
    shareId: list.shareId,
    watch: list.watch,
    sort: list.sort,
    placeCount,
  };
}
export type SavedListSummary = ReturnType<typeof listSummary>;

const kindOrder = sql`case ${savedLists.kind} when 'want_to_go' then 0 when 'favourites' then 1 else 2 end`;

/**
 * The viewer's lists (the two defaults first, then their own, oldest first) with how many public places
 * each holds, and which lists each place is in (for the hearts). Two queries, however many lists.
 */
export async function getSaved(db: Db, viewer: Viewer) {
  const [rows, placed] = await Promise.all([
    db
      .select({
        list: savedLists,
        placeCount: sql<number>`(select count(*)::int from ${savedPlaces} sp
          join ${businesses} b on b.id = sp.business_id
          where sp.list_id = "saved_lists"."id" and b.is_approved and b.rejected_at is null)`,
      })
      .from(savedLists)
      .where(eq(savedLists.userId, viewer.id))
      .orderBy(kindOrder, asc(savedLists.createdAt), asc(savedLists.id)),
    db
      .select({ listId: savedPlaces.listId, businessId: savedPlaces.businessId })
      .from(savedPlaces)
      .innerJoin(savedLists, eq(savedLists.id, savedPlaces.listId))
      .where(eq(savedLists.userId, viewer.id)),
  ]);
  const missing = DEFAULT_KINDS.filter((kind) => !rows.some((row) => row.list.kind === kind)).map((kind) => ({
    list: unwrittenDefault(viewer, kind),
    placeCount: 0,
  }));
  const lists = [...missing, ...rows]
    .sort((a, b) => rank(a.list.kind) - rank(b.list.kind))
    .map((row) => listSummary(row.list, row.placeCount));
  const saved: Record<string, string[]> = {};
  for (const { listId, businessId } of placed) saved[businessId] = [...(saved[businessId] ?? []), listId];
  return { lists, saved };
}
const rank = (kind: SavedListKind) => (kind === 'want_to_go' ? 0 : kind === 'favourites' ? 1 : 2);

export type Saved = Awaited<ReturnType<typeof getSaved>>;

/** A new list of the viewer's own; at most `SAVED_LIMITS.listsPerPerson` lists in all. */
export async function createList(db: Db, viewer: Viewer, name: string) {
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ value: count() }).from(savedLists).where(eq(savedLists.userId, viewer.id));
    if ((held?.value ?? 0) >= SAVED_LIMITS.listsPerPerson) throw new ApiError('TOO_MANY_LISTS');
    const [list] = await tx.insert(savedLists).values({ userId: viewer.id, kind: 'custom', name }).returning();
    return listSummary(list!, 0);
  });
}

/** Renames a list of the viewer's own, or sets whether saving watches and how its places are ordered. */
export async function updateList(db: Db, viewer: Viewer, listId: string, change: SavedListUpdateInput) {
  const list = await ownList(db, viewer, listId, true);
  if (change.name !== undefined && list.kind !== 'custom') throw new ApiError('DEFAULT_LIST');
  const [updated] = await db
    .update(savedLists)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(savedLists.id, list.id))
    .returning();
  return listSummary(updated!, await placeCountOf(db, list.id));
}

/** Deletes a list of the viewer's own with its places; the defaults stay. */
export async function deleteList(db: Db, viewer: Viewer, listId: string) {
  const list = await ownList(db, viewer, listId, false);
  if (list.kind !== 'custom') throw new ApiError('DEFAULT_LIST');
  await db.delete(savedLists).where(eq(savedLists.id, list.id));
  return { deleted: true as const };
}

async function placeCountOf(db: Db, listId: string) {
  const [row] = await db.select({ value: count() }).from(savedPlaces).where(eq(savedPlaces.listId, listId));
  return row?.value ?? 0;
}

/**
 * Puts a listed place in a list, first; a place already there stays where it is (saving twice is one save).
 * At most `SAVED_LIMITS.placesPerList` places.
 */
async function addPlace(db: Db, list: ListRow, businessId: string) {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isListed));
  if (!business) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ value: count(), first: sql<number | null>`min(${savedPlaces.position})` })
      .from(savedPlaces)
      .where(eq(savedPlaces.listId, list.id));
    const [inserted] = await tx
      .insert(savedPlaces)
      .values({ listId: list.id, businessId, position: (held?.first ?? 1) - 1 })
      .onConflictDoNothing()
      .returning({ id: savedPlaces.id });
    if (inserted && (held?.value ?? 0) >= SAVED_LIMITS.placesPerList) throw new ApiError('LIST_FULL');
    return { listId: list.id, businessId, created: Boolean(inserted) };
  });
}

/** Saves a place in one of the viewer's lists. */
export async function savePlace(db: Db, viewer: Viewer, listId: string, businessId: string) {
  return addPlace(db, await ownList(db, viewer, listId, true), businessId);
}

/** The heart: saves a place in the viewer's 'Want to go'. */
export async function savePlaceToWantToGo(db: Db, viewer: Viewer, businessId: string) {
  return savePlace(db, viewer, defaultListId(viewer.id, 'want_to_go'), businessId);
}

/** Takes a place out of one of the viewer's lists; taking out a place that is not there is done already. */
export async function removePlace(db: Db, viewer: Viewer, listId: string, businessId: string) {
  const list = await ownList(db, viewer, listId, false);
  const removed = await db
    .delete(savedPlaces)
    .where(and(eq(savedPlaces.listId, list.id), eq(savedPlaces.businessId, businessId)))
    .returning({ id: savedPlaces.id });
  return { removed: removed.length > 0 };
}

/** Takes a place out of every list of the viewer's. */
export async function removePlaceEverywhere(db: Db, viewer: Viewer, businessId: string) {
  const removed = await db
    .delete(savedPlaces)
    .where(
      and(
        eq(savedPlaces.businessId, businessId),
        inArray(
          savedPlaces.listId,
          db.select({ id: savedLists.id }).from(savedLists).where(eq(savedLists.userId, viewer.id)),
        ),
      ),
    )
    .returning({ id: savedPlaces.id });
  return { removed: removed.length > 0 };
}

/** Writes the viewer's note on a place in their list. */
export async function savePlaceNote(db: Db, viewer: Viewer, listId: string, businessId: string, note: string) {
  const list = await ownList(db, viewer, listId, false);
  const [saved] = await db
    .update(savedPlaces)
    .set({ note })
    .where(and(eq(savedPlaces.listId, list.id), eq(savedPlaces.businessId, businessId)))
    .returning({ businessId: savedPlaces.businessId, note: savedPlaces.note });
  if (!saved) throw new ApiError('NOT_FOUND', PLACE_NOT_IN_LIST);
  return saved;
}

export const ORDER_MISMATCH = 'Send every place of the list, each once.';

/** Puts a list's places in the order given: every place of the list, each once. One statement. */
export async function orderPlaces(db: Db, viewer: Viewer, listId: string, businessIds: string[]) {
  const list = await ownList(db, viewer, listId, false);
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ businessId: savedPlaces.businessId })
      .from(savedPlaces)
      .where(eq(savedPlaces.listId, list.id))
      .for('update');
    const given = new Set(businessIds);
    if (given.size !== businessIds.length || given.size !== held.length || held.some((p) => !given.has(p.businessId)))
      throw new ApiError('VALIDATION', ORDER_MISMATCH, { businessIds: ORDER_MISMATCH });
    if (businessIds.length > 0)
      await tx.execute(sql`update ${savedPlaces} set position = o.ord
        from unnest(${sql.param(businessIds)}::uuid[]) with ordinality as o(business_id, ord)
        where ${savedPlaces.listId} = ${list.id} and ${savedPlaces.businessId} = o.business_id`);
    return { ordered: businessIds.length };
  });
}

/** A place of a list, as its card, with the owner's note and its place in the list's order. */
export type SavedPlaceCard = BusinessCard & { note: string; position: number; savedAt: Date };

/** The public places of a list as their cards, in the list's order (or nearest first from `origin`). */
async function placesOf(db: Db, list: ListRow, origin: Origin | undefined): Promise<SavedPlaceCard[]> {
  const rows = await db
    .select({
      businessId: savedPlaces.businessId,
      note: savedPlaces.note,
      position: savedPlaces.position,
      savedAt: savedPlaces.createdAt,
    })
    .from(savedPlaces)
    .where(eq(savedPlaces.listId, list.id))
    .orderBy(asc(savedPlaces.position), desc(savedPlaces.createdAt), asc(savedPlaces.id));
  const cards = await listCardsOf(
    db,
    rows.map((row) => row.businessId),
    origin,
  );
  const places = rows.flatMap(({ businessId, ...saved }) => {
    const card = cards.get(businessId);
    return card ? [{ ...card, ...saved }] : [];
  });
  if (list.sort === 'distance' && origin)
    places.sort(
      (a, b) => (a.distanceMiles ?? Number.POSITIVE_INFINITY) - (b.distanceMiles ?? Number.POSITIVE_INFINITY),
    );
  return places;
}

/** One of the viewer's lists with its places; ordered by distance from `origin` when the list says so. */
export async function getList(db: Db, viewer: Viewer, listId: string, origin: Origin | undefined) {
  const list = await ownList(db, viewer, listId, false);
  const places = await placesOf(db, list, origin);
  return { list: listSummary(list, places.length), places };
}

/** A share id: 16 random bytes, 22 characters of base64url, which no one guesses. */
const newShareId = () => randomBytes(16).toString('base64url');
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Shares a list of the viewer's by a link; a list shared already keeps its link. */
export async function shareList(db: Db, viewer: Viewer, listId: string) {
  const list = await ownList(db, viewer, listId, true);
  if (list.shareId) return { shareId: list.shareId };
  const [shared] = await db
    .update(savedLists)
    .set({ shareId: sql`coalesce(${savedLists.shareId}, ${newShareId()})`, updatedAt: new Date() })
    .where(eq(savedLists.id, list.id))
    .returning({ shareId: savedLists.shareId });
  return { shareId: shared!.shareId! };
}

/** Stops sharing a list: its link is not found from now on. */
export async function stopSharingList(db: Db, viewer: Viewer, listId: string) {
  const list = await ownList(db, viewer, listId, false);
  if (list.shareId)
    await db.update(savedLists).set({ shareId: null, updatedAt: new Date() }).where(eq(savedLists.id, list.id));
  return { shareId: null };
}

/** A place of a shared list on its map: each pinned open location of its public places. */
async function markersOf(db: Db, businessIds: string[]) {
  if (businessIds.length === 0) return [];
  const rows = await db
    .select(pinColumns)
    .from(businessLocations)
    .innerJoin(businesses, eq(businesses.id, businessLocations.businessId))
    .where(and(inArray(businessLocations.businessId, businessIds), pinnedAndOpen()))
    .orderBy(asc(businesses.name), asc(businessLocations.id));
  return rows.map(({ city, state, ...marker }) => ({ ...marker, place: pinPlace({ city, state }) }));
}

/**
 * The list shared by `shareId`, for anyone holding the link: its name, its owner's display name (nothing
 * else of theirs, not their notes), its public places as cards and their pins. Not found once it stops being shared.
 */
export async function getSharedList(db: Db, shareId: string) {
  if (!SHARE_ID.test(shareId)) throw new ApiError('NOT_FOUND', LIST_NOT_FOUND);
  const [row] = await db
    .select({
      list: savedLists,
      owner: { displayName: profiles.displayName, firstName: profiles.firstName, lastName: profiles.lastName },
    })
    .from(savedLists)
    .innerJoin(profiles, eq(profiles.id, savedLists.userId))
    .where(eq(savedLists.shareId, shareId));
  if (!row) throw new ApiError('NOT_FOUND', LIST_NOT_FOUND);
  const places = (await placesOf(db, { ...row.list, sort: 'manual' }, undefined)).map(
    ({ note: _note, position: _position, savedAt: _savedAt, ...card }) => card,
  );
  return {
    kind: row.list.kind,
    name: row.list.name,
    owner: row.owner.displayName || displayName(row.owner.firstName, row.owner.lastName),
    places,
    markers: await markersOf(
      db,
      places.map((place) => place.id),
    ),
  };
}

export type SharedList = Awaited<ReturnType<typeof getSharedList>>;
