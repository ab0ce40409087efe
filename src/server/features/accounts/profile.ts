import { eq } from 'drizzle-orm';
import { displayName, type HalalStandard, type ProfileUpdateInput } from '../../../domain';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { ApiError } from '../../http/errors';

const profileColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  displayName: profiles.displayName,
  email: profiles.email,
  role: profiles.role,
  createdAt: profiles.createdAt,
};

export async function getProfile(db: Db, userId: string) {
  const [profile] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw new ApiError('NOT_FOUND', 'Profile not found.');
  return profile;
}

export async function updateProfile(db: Db, userId: string, input: ProfileUpdateInput) {
  const full = displayName(input.firstName, input.lastName);
  const [profile] = await db
    .update(profiles)
    .set({ firstName: input.firstName, lastName: input.lastName, displayName: full, name: full, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning(profileColumns);
  if (!profile) throw new ApiError('NOT_FOUND', 'Profile not found.');
  return profile;
}

/** Issue 34: the person's halal standard, or null before they set one. */
export async function getHalalStandard(db: Db, userId: string) {
  const [row] = await db.select({ standard: profiles.halalStandard }).from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new ApiError('NOT_FOUND', 'Profile not found.');
  return { standard: row.standard ?? null };
}

/** Keeps the person's halal standard (null forgets it). */
export async function saveHalalStandard(db: Db, userId: string, standard: HalalStandard | null) {
  const [row] = await db
    .update(profiles)
    .set({ halalStandard: standard, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning({ standard: profiles.halalStandard });
  if (!row) throw new ApiError('NOT_FOUND', 'Profile not found.');
  return { standard: row.standard ?? null };
}
