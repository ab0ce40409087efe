import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ContactInput } from '../../../domain';
import type { Db } from '../../db/client';
import { businessSubscriptions, contactSubmissions, newsletters } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { contactConfirmationMail } from '../../mail/templates';
import { findPublicBusiness } from '../catalog/catalog';

// SPEC §8 texts.
export const ALREADY_SUBSCRIBED_NEWSLETTER = 'Already subscribed!';
export const ALREADY_SUBSCRIBED_BUSINESS = "You're already subscribed to notifications from this business.";

/** Stores a contact message and queues the confirmation to the sender, together. */
export async function submitContact(db: Db, input: ContactInput) {
  return db.transaction(async (tx) => {
    const [submission] = await tx.insert(contactSubmissions).values(input).returning({ id: contactSubmissions.id });
    await enqueueMail(tx, { kind: 'send-contact-confirmation', to: input.email, ...contactConfirmationMail(input) });
    return submission!;
  });
}

/** Newsletter signup; someone who unsubscribed before is subscribed again. */
export async function subscribeToNewsletter(db: Db, email: string) {
  const [existing] = await db
    .select({ id: newsletters.id, unsubscribedAt: newsletters.unsubscribedAt })
    .from(newsletters)
    .where(sql`lower(${newsletters.email}) = lower(${email})`);
  if (existing && !existing.unsubscribedAt)
    throw new ApiError(409, 'ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_NEWSLETTER);
  if (existing) {
    await db
      .update(newsletters)
      .set({ unsubscribedAt: null })
      .where(and(eq(newsletters.id, existing.id), isNotNull(newsletters.unsubscribedAt)));
    return;
  }
  const inserted = await db
    .insert(newsletters)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletters.id });
  if (inserted.length === 0) throw new ApiError(409, 'ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_NEWSLETTER);
}

/** Subscribes an email to one business's updates; the unique index refuses a second active one. */
export async function subscribeToBusiness(db: Db, businessId: string, email: string) {
  const business = await findPublicBusiness(db, businessId);
  const inserted = await db
    .insert(businessSubscriptions)
    .values({ businessId: business.id, email })
    .onConflictDoNothing()
    .returning({ id: businessSubscriptions.id });
  if (inserted.length === 0) throw new ApiError(409, 'ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_BUSINESS);
  return { businessName: business.name, message: `You'll receive notifications from ${business.name}!` };
}
