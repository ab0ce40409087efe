import { eq, sql } from 'drizzle-orm';
import { inSeason, type RamadanSeason, type RamadanSeasonInput } from '../../../domain/ramadan';
import type { Db, Queryable } from '../../db/client';
import { ramadanSeason } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import type { ReadCache } from '../../http/read-cache';
import { recordLiveEvent } from '../../live/hub';
import { recordAudit } from '../audit/audit';
import { directoryToday } from '../halal/profiles';

// Issue 37: the season an admin sets (decision 035). One at a time: setting the next replaces the last.

/** The season set, if any. */
export async function findSeason(q: Queryable): Promise<RamadanSeason | null> {
  const [row] = await q
    .select({ starts: ramadanSeason.starts, ends: ramadanSeason.ends })
    .from(ramadanSeason)
    .where(eq(ramadanSeason.id, 1));
  return row ?? null;
}

/** The season when `now` is in it (today in Indiana), else null: what the public pages ask. */
export async function seasonNow(db: Db, cache: ReadCache | undefined, now = new Date()): Promise<RamadanSeason | null> {
  const season = cache
    ? await cache.read('ramadan-season', ['businesses'], () => findSeason(db))
    : await findSeason(db);
  return inSeason(season, directoryToday(now)) ? season : null;
}

/** Sets the season (an admin), audited; every page that shows Ramadan is read again. */
export async function setSeason(db: Db, admin: Viewer, input: RamadanSeasonInput): Promise<RamadanSeason> {
  return db.transaction(async (tx) => {
    const before = await findSeason(tx);
    const [saved] = await tx
      .insert(ramadanSeason)
      .values({ id: 1, starts: input.starts, ends: input.ends })
      .onConflictDoUpdate({
        target: ramadanSeason.id,
        set: { starts: input.starts, ends: input.ends, updatedAt: sql`now()` },
      })
      .returning({ starts: ramadanSeason.starts, ends: ramadanSeason.ends });
    await recordAudit(tx, { actor: admin, action: 'ramadan.season', before, after: saved });
    await recordLiveEvent(tx, { topic: 'businesses', id: '*' });
    return saved!;
  });
}

/** Clears the season (an admin), audited; a 404 when none is set. */
export async function clearSeason(db: Db, admin: Viewer): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(ramadanSeason)
      .where(eq(ramadanSeason.id, 1))
      .returning({ starts: ramadanSeason.starts, ends: ramadanSeason.ends });
    if (!removed) throw new ApiError('NOT_FOUND', 'No Ramadan season is set.');
    await recordAudit(tx, { actor: admin, action: 'ramadan.season_clear', before: removed });
    await recordLiveEvent(tx, { topic: 'businesses', id: '*' });
  });
}
