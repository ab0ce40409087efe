import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  businessClaims,
  businesses,
  businessSubscriptions,
  contactSubmissions,
  halalAnswers,
  newsletters,
  profiles,
} from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent, recordSessionEnded } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { accountDeletedMail } from '../../mail/templates';
import { filesShownBy } from '../../storage/uploads';
import { recordAudit } from '../audit/audit';
import { isPublic } from '../listing-rules';

/** 'Delete my account': the person typed their account's email to confirm (its case aside). */
export async function deleteOwnAccount(db: Db, viewer: Viewer, typedEmail: string, publicUrl: string) {
  if (typedEmail.trim().toLowerCase() !== viewer.email.toLowerCase()) throw new ApiError('CONFIRMATION_MISMATCH');
  return deleteAccount(db, viewer.id, { self: true }, publicUrl);
}

/** Who deletes the account: its holder ('Delete my account'), or an admin from the Users tab. */
export type DeletedBy = { self: true } | { admin: Viewer };

/**
 * Issue 33: the one way an account is deleted, by its holder or by an admin, in one transaction. The
 * profile goes, and with it (the schema's cascades) its sessions, passport stamps and notes, chats as a
 * customer, reports and halal confirmations; its subscriptions, newsletter signup and contact messages
 * (kept by address) are deleted here. Reviews stay, their author gone: the site shows 'A former member'.
 * A person who runs a listing must first have it handed over or deleted; an admin's deletion takes their
 * listings with it (SPEC §6). The person is mailed that it happened. Answers the files no longer shown,
 * for the caller to release after the commit.
 */
export async function deleteAccount(db: Db, userId: string, by: DeletedBy, publicUrl: string) {
  return db.transaction(async (tx) => {
    // Locked: a listing handed to them meanwhile (which changes their role) waits, then finds no one.
    const [person] = await tx
      .select({
        email: profiles.email,
        displayName: profiles.displayName,
        role: profiles.role,
        locale: profiles.locale,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!person) throw new ApiError('NOT_FOUND', 'User not found.');
    const owned = await tx
      .select({ id: businesses.id, name: businesses.name, isPublic: sql<boolean>`${isPublic}` })
      .from(businesses)
      .where(eq(businesses.ownerId, userId));
    if ('self' in by && owned.some((b) => b.isPublic)) throw new ApiError('OWNS_BUSINESS');
    const name = person.displayName.trim() || person.email;
    if ('admin' in by) {
      await recordAudit(tx, {
        actor: by.admin,
        action: 'user.delete',
        subjectId: userId,
        subjectName: name,
        before: { email: person.email, role: person.role, businesses: owned.map((b) => b.name) },
      });
    }
    // What is left are their own submissions (pending or rejected), unless an admin deletes them.
    const files = await filesShownBy(
      tx,
      owned.map((b) => b.id),
    );
    // Their photos of halal facts go with their answers, unless the team accepted one as evidence.
    const answerPhotos = await tx
      .select({ url: halalAnswers.photoUrl })
      .from(halalAnswers)
      .where(and(eq(halalAnswers.userId, userId), isNotNull(halalAnswers.photoUrl)));
    files.push(...answerPhotos.flatMap((row) => (row.url ? [row.url] : [])));
    // The documents they sent to claim a listing (issue 35) go with their claims.
    const claimDocuments = await tx
      .select({ url: businessClaims.documentUrl })
      .from(businessClaims)
      .where(and(eq(businessClaims.claimantId, userId), isNotNull(businessClaims.documentUrl)));
    files.push(...claimDocuments.flatMap((row) => (row.url ? [row.url] : [])));
    await tx.delete(businesses).where(eq(businesses.ownerId, userId));
    const sameAddress = (column: AnyPgColumn) => sql`lower(${column}) = lower(${person.email})`;
    await tx.delete(businessSubscriptions).where(sameAddress(businessSubscriptions.email));
    await tx.delete(newsletters).where(sameAddress(newsletters.email));
    await tx.delete(contactSubmissions).where(sameAddress(contactSubmissions.email));
    await tx.delete(profiles).where(eq(profiles.id, userId));
    // Admins' screens hear that the account, and any listings with it, went (the event names the account).
    await recordLiveEvent(tx, { topic: 'businesses', id: userId });
    // Its sessions went with it; so do its live streams.
    await recordSessionEnded(tx, { userId });
    await enqueueMail(tx, {
      kind: 'account-deleted',
      to: person.email,
      ...accountDeletedMail(name, 'self' in by ? 'self' : 'admin', `${publicUrl}/contact`, person.locale),
    });
    return { files };
  });
}
