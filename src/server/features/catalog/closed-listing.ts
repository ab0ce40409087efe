import { and, eq } from 'drizzle-orm';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isPublic } from '../listing-rules';

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
  if (!business) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  if (business.closedAt) throw new ApiError('PERMANENTLY_CLOSED');
  return { id: business.id, name: business.name, ownerId: business.ownerId };
}
