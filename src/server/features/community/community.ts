import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ContactInput } from '../../../domain';
import type { Locale } from '../../../domain/locales';
import type { Db } from '../../db/client';
import { businessSubscriptions, contactSubmissions, newsletters } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { confirmSubscriptionMail, contactConfirmationMail, type SubscriptionTopic } from '../../mail/templates';
import { findOperatingBusiness } from '../catalog/closed-listing';
import { findPublicBusiness } from '../listing-rules';

// SPEC §8 texts.
export const ALREADY_SUBSCRIBED_NEWSLETTER = 'Already subscribed!';
export const ALREADY_SUBSCRIBED_BUSINESS = "You're already subscribed to notifications from this business.";

/** An unconfirmed subscription lapses after a week (double opt-in). */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Asking again for a subscription that waits to be confirmed mails its link again; within an hour of the
 * first mail, only once (schema: confirmation_mails between 1 and 2).
 */
const CONFIRMATION_WINDOW_MS = 60 * 60 * 1000;
const CONFIRMATION_MAILS_PER_HOUR = 2;

/**
 * What a subscribe did about the confirmation: mailed it (the first, or once more), or held it back because
 * this hour's mails already went (the answer says so).
 */
export type ConfirmationMail = 'sent' | 'already-sent';

/**
 * Stores a contact message and queues the confirmation to the sender, together; admins see it live. The
 * confirmation, and later replies, are mailed in `locale`: the language the message was written from.
 */
export async function submitContact(db: Db, input: ContactInput, locale: Locale) {
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .insert(contactSubmissions)
      .values({ ...input, locale })
      .returning({ id: contactSubmissions.id });
    await recordLiveEvent(tx, { topic: 'contact_submissions', id: submission!.id });
    await enqueueMail(tx, {
      kind: 'send-contact-confirmation',
      to: input.email,
      ...contactConfirmationMail(input, locale),
    });
    return submission!;
  });
}

const confirmUrl = (publicUrl: string, list: SubscriptionList, token: string) =>
  `${publicUrl}/api/subscriptions/confirm/${list}/${token}`;

interface WaitingSubscription {
  confirmationSentAt: Date;
  confirmationMails: number;
}

/**
 * The columns to write for a subscription that waits to be confirmed and is asked for again, or null when
 * this hour's mails already went. Its link stays the same, so every mail of it works.
 */
function askedAgain(waiting: WaitingSubscription, locale: Locale, now = Date.now()) {
  if (waiting.confirmationSentAt.getTime() <= now - CONFIRMATION_WINDOW_MS)
    return { confirmationSentAt: new Date(now), confirmationMails: 1, locale };
  if (waiting.confirmationMails >= CONFIRMATION_MAILS_PER_HOUR) return null;
  return { confirmationMails: waiting.confirmationMails + 1, locale };
}

/**
 * Newsletter signup with double opt-in: the address gets a confirmation link and is mailed nothing
 * else until it is followed; asking again while it waits mails the link again (twice an hour at most).
 * Someone who unsubscribed before signs up (and confirms) again. The subscription keeps `locale`, the
 * language it was asked in: its mail is written in it.
 */
export async function subscribeToNewsletter(
  db: Db,
  email: string,
  publicUrl: string,
  locale: Locale,
): Promise<ConfirmationMail> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletters)
      .where(sql`lower(${newsletters.email}) = lower(${email})`)
      .for('update');
    if (existing?.confirmedAt && !existing.unsubscribedAt)
      throw new ApiError('ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_NEWSLETTER);
    let row: { confirmToken: string } | undefined;
    if (existing && !existing.confirmedAt) {
      const again = askedAgain(existing, locale);
      if (!again) return 'already-sent';
      [row] = await tx.update(newsletters).set(again).where(eq(newsletters.id, existing.id)).returning();
    } else {
      const pending = {
        confirmedAt: null,
        unsubscribedAt: null,
        confirmToken: randomUUID(),
        confirmationSentAt: new Date(),
        confirmationMails: 1,
        locale,
      };
      [row] = existing
        ? await tx.update(newsletters).set(pending).where(eq(newsletters.id, existing.id)).returning()
        : await tx
            .insert(newsletters)
            .values({ email, ...pending })
            .onConflictDoNothing()
            .returning();
    }
    if (!row) throw new ApiError('ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_NEWSLETTER);
    await enqueueMail(tx, {
      kind: 'confirm-newsletter',
      to: email,
      ...confirmSubscriptionMail('newsletter', confirmUrl(publicUrl, 'newsletter', row.confirmToken), locale),
    });
    return 'sent';
  });
}

/**
 * Subscribes an email to one business's updates, with the same double opt-in as the newsletter (and
 * language, and mails again when asked again while it waits).
 */
export async function subscribeToBusiness(
  db: Db,
  businessId: string,
  email: string,
  publicUrl: string,
  locale: Locale,
) {
  const business = await findOperatingBusiness(db, businessId);
  const confirmation = await db.transaction(async (tx): Promise<ConfirmationMail> => {
    const [existing] = await tx
      .select()
      .from(businessSubscriptions)
      .where(
        and(
          eq(businessSubscriptions.businessId, business.id),
          eq(businessSubscriptions.active, true),
          sql`lower(${businessSubscriptions.email}) = lower(${email})`,
        ),
      )
      .for('update');
    if (existing?.confirmedAt) throw new ApiError('ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_BUSINESS);
    let row: { confirmToken: string } | undefined;
    if (existing) {
      const again = askedAgain(existing, locale);
      if (!again) return 'already-sent';
      [row] = await tx
        .update(businessSubscriptions)
        .set(again)
        .where(eq(businessSubscriptions.id, existing.id))
        .returning();
    } else {
      [row] = await tx
        .insert(businessSubscriptions)
        .values({ businessId: business.id, email, confirmToken: randomUUID(), locale })
        .onConflictDoNothing()
        .returning();
    }
    if (!row) throw new ApiError('ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_BUSINESS);
    await enqueueMail(tx, {
      kind: 'confirm-business-subscription',
      to: email,
      ...confirmSubscriptionMail(
        { businessName: business.name },
        confirmUrl(publicUrl, 'business', row.confirmToken),
        locale,
      ),
    });
    return 'sent';
  });
  return {
    businessName: business.name,
    message: `You'll receive notifications from ${business.name}!`,
    confirmation,
  };
}

export type SubscriptionList = 'newsletter' | 'business';

/**
 * Follows a confirmation link: the subscription starts, once, within a week of the mail. Answers what
 * was confirmed and the language the subscription keeps, or null for an unknown or lapsed link.
 */
export async function confirmSubscription(
  db: Db,
  list: SubscriptionList,
  token: string,
): Promise<{ topic: SubscriptionTopic; locale: Locale } | null> {
  const fresh = new Date(Date.now() - CONFIRMATION_TTL_MS);
  if (list === 'newsletter') {
    const [row] = await db
      .update(newsletters)
      .set({ confirmedAt: sql`coalesce(${newsletters.confirmedAt}, now())` })
      .where(
        and(
          eq(newsletters.confirmToken, token),
          sql`(${newsletters.confirmedAt} is not null or ${newsletters.confirmationSentAt} > ${fresh})`,
        ),
      )
      .returning({ locale: newsletters.locale });
    return row ? { topic: 'newsletter', locale: row.locale } : null;
  }
  const [row] = await db
    .update(businessSubscriptions)
    .set({ confirmedAt: sql`coalesce(${businessSubscriptions.confirmedAt}, now())` })
    .where(
      and(
        eq(businessSubscriptions.confirmToken, token),
        eq(businessSubscriptions.active, true),
        sql`(${businessSubscriptions.confirmedAt} is not null or ${businessSubscriptions.confirmationSentAt} > ${fresh})`,
      ),
    )
    .returning({ businessId: businessSubscriptions.businessId, locale: businessSubscriptions.locale });
  if (!row) return null;
  const business = await findPublicBusiness(db, row.businessId).catch(() => null);
  return { topic: { businessName: business?.name ?? null }, locale: row.locale };
}

/** The language of the subscription a confirmation link names, or null for an unknown link. */
export async function confirmationLocale(db: Db, list: SubscriptionList, token: string): Promise<Locale | null> {
  const table = list === 'newsletter' ? newsletters : businessSubscriptions;
  const [row] = await db.select({ locale: table.locale }).from(table).where(eq(table.confirmToken, token));
  return row?.locale ?? null;
}

/** Subscriptions never confirmed within a week are deleted (they were never mailed anything else). */
export async function expireUnconfirmedSubscriptions(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - CONFIRMATION_TTL_MS);
  const [letters, business] = await Promise.all([
    db
      .delete(newsletters)
      .where(and(isNull(newsletters.confirmedAt), lt(newsletters.confirmationSentAt, cutoff)))
      .returning({ id: newsletters.id }),
    db
      .delete(businessSubscriptions)
      .where(and(isNull(businessSubscriptions.confirmedAt), lt(businessSubscriptions.confirmationSentAt, cutoff)))
      .returning({ id: businessSubscriptions.id }),
  ]);
  return letters.length + business.length;
}
