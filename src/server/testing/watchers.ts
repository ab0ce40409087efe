import type { Db } from '../db/client';
import { savedLists, savedPlaces } from '../db/schema';

// Test factories of issue 36: a person who saved a place in a list, as the saved places feature leaves it.

/** `userId` saved the business in a list of theirs that watches (or not, with `watch: false`). */
export async function givenSaved(db: Db, userId: string, businessId: string, options: { watch?: boolean } = {}) {
  const [list] = await db
    .insert(savedLists)
    .values({
      userId,
      kind: 'custom',
      name: `List ${Math.random().toString(36).slice(2, 8)}`,
      watch: options.watch ?? true,
    })
    .returning();
  await db.insert(savedPlaces).values({ listId: list!.id, businessId });
  return list!;
}
