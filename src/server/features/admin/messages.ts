import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactReplies, contactSubmissions, newsletters } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { adminResponseMail, newsletterMail } from '../../mail/templates';

/** Contact messages newest first, each with its reply history. */
export async function listContacts(db: Db) {
  const rows = await db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt)).limit(500);
  const ids = rows.map((r) => r.id);
  const replies = ids.length
    ? await db
        .select()
        .from(contactReplies)
        .where(inArray(contactReplies.submissionId, ids))
        .orderBy(asc(contactReplies.createdAt))
    : [];
  return rows.map((r) => ({ ...r, replies: replies.filter((reply) => reply.submissionId === r.id) }));
}

/** SPEC §4 Contact message: unread to read. */
export async function markRead(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: contactSubmissions.status })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    if (!row) throw new ApiError('NOT_FOUND', 'Message not found.');
    if (row.status === 'unread')
      await tx.update(contactSubmissions).set({ status: 'read' }).where(eq(contactSubmissions.id, id));
    await recordLiveEvent(tx, { topic: 'contact_submissions', id });
  });
}

/**
 * Respond: queues send-admin-response quoting the original, in the language the message was written
 * from; records the reply, status replied.
 */
export async function respondToContact(db: Db, admin: Viewer, id: string, reply: { subject: string; message: string }) {
  return db.transaction(async (tx) => {
    const [submission] = await tx.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    if (!submission) throw new ApiError('NOT_FOUND', 'Message not found.');
    const [saved] = await tx
      .insert(contactReplies)
      .values({ submissionId: id, adminId: admin.id, ...reply })
      .returning();
    await tx.update(contactSubmissions).set({ status: 'replied' }).where(eq(contactSubmissions.id, id));
    await recordLiveEvent(tx, { topic: 'contact_submissions', id });
    await enqueueMail(tx, {
      kind: 'send-admin-response',
      to: submission.email,
      ...adminResponseMail(
        {
          ...reply,
          recipientName: submission.name,
          originalSubject: submission.subject,
          originalMessage: submission.message,
        },
        submission.locale,
      ),
    });
    return saved!;
  });
}

export function listNewsletterSubscribers(db: Db) {
  return db
    .select({
      id: newsletters.id,
      email: newsletters.email,
      createdAt: newsletters.createdAt,
      unsubscribedAt: newsletters.unsubscribedAt,
    })
    .from(newsletters)
    .where(isNotNull(newsletters.confirmedAt))
    .orderBy(desc(newsletters.createdAt));
}

/**
 * 'Email All': one message per active subscriber, each with its one-click unsubscribe link, framed in
 * the subscriber's language (the admin's subject and content are sent as written).
 */
export async function sendNewsletter(db: Db, input: { subject: string; content: string }, publicUrl: string) {
  return db.transaction(async (tx) => {
    const subscribers = await tx
      .select({ email: newsletters.email, token: newsletters.unsubscribeToken, locale: newsletters.locale })
      .from(newsletters)
      .where(and(isNull(newsletters.unsubscribedAt), isNotNull(newsletters.confirmedAt)));
    if (subscribers.length === 0) throw new ApiError('NO_SUBSCRIBERS', 'There are no newsletter subscribers yet.');
    await enqueueMail(
      tx,
      ...subscribers.map((s) => {
        const unsubscribeUrl = `${publicUrl}/api/unsubscribe/newsletter/${s.token}`;
        return {
          kind: 'send-newsletter-email',
          to: s.email,
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          ...newsletterMail(input.subject, input.content, unsubscribeUrl, s.locale),
        };
      }),
    );
    return { sent: subscribers.length };
  });
}
