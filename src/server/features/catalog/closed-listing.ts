import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { isPublic } from './listing-rules';

/** Why a permanently closed place takes nothing new (the same words the trust area refuses a confirmation with). */
export const PERMANENTLY_CLOSED = 'This place is permanently closed.';

/**
 * The public business a visitor may start something with that looks ahead (a chat, a subscription to its
 * updates): one an admin confirmed permanently closed keeps its page and its reviews (decision 015), but
 * nobody is left to answer a chat or send an update, so it refuses them with 409 PERMANENTLY_CLOSED.
 */
export async function findOperatingBusiness(db: Db, id: string) {
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name, ownerId: businesses.ownerId, closedAt: businesses.closedAt })
    .from(businesses)
    .where(and(eq(businesses.id, id), isPublic));
  if (!business) throw notFound('Restaurant not found');
  if (business.closedAt) throw new ApiError(409, 'PERMANENTLY_CLOSED', PERMANENTLY_CLOSED);
  return { id: business.id, name: business.name, ownerId: business.ownerId };
}
