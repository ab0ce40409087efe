import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  businesses,
  businessReports,
  businessSubscriptions,
  contactSubmissions,
  conversations,
  halalAnswers,
  halalConfirmations,
  halalProfiles,
  messages,
  newsletters,
  noticePreferences,
  noticeSettings,
  notices,
  passportVisits,
  profiles,
  pushSubscriptions,
  reviewDisputes,
  reviews,
  savedLists,
  savedPlaces,
  visitNotes,
} from '../../db/schema';
import { ApiError } from '../../http/errors';

/**
 * Issue 33 'Download my data': everything the directory keeps about one person, in one JSON file. One
 * query per kind of data, each by the person's id or address. Never a password, a session, a token or
 * another person's private data: a chat names the business, not who answered for it.
 */
export async function ownData(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      emailVerified: profiles.emailVerified,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      role: profiles.role,
      language: profiles.locale,
      halalStandard: profiles.halalStandard,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw new ApiError('NOT_FOUND', 'Profile not found.');
  const byAddress = (column: AnyPgColumn) => sql`lower(${column}) = lower(${profile.email})`;
  const business = { name: businesses.name, slug: businesses.slug };

  // One after another: a pooled connection each would gain little for a download asked for now and then.
  const ownReviews = await db
    .select({
      business,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      ownerReply: reviews.ownerReply,
      ownerRepliedAt: reviews.ownerRepliedAt,
    })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));
  // Disputes the person filed as a business owner, with the review they disputed (its text, not its author).
  const disputes = await db
    .select({
      business,
      review: { rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt },
      reason: reviewDisputes.reason,
      status: reviewDisputes.status,
      adminNotes: reviewDisputes.adminNotes,
      createdAt: reviewDisputes.createdAt,
      resolvedAt: reviewDisputes.resolvedAt,
    })
    .from(reviewDisputes)
    .innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviewDisputes.businessOwnerId, userId))
    .orderBy(asc(reviewDisputes.createdAt));
  const stamps = await db
    .select({
      business,
      stampedAt: passportVisits.createdAt,
      note: visitNotes.note,
      noteUpdatedAt: visitNotes.updatedAt,
    })
    .from(passportVisits)
    .innerJoin(businesses, eq(businesses.id, passportVisits.businessId))
    .leftJoin(visitNotes, eq(visitNotes.visitId, passportVisits.id))
    .where(eq(passportVisits.userId, userId))
    .orderBy(asc(passportVisits.createdAt));
  const chats = await db
    .select({
      id: conversations.id,
      business,
      subject: conversations.subject,
      status: conversations.status,
      hiddenFromYourList: conversations.hiddenByCustomer,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .innerJoin(businesses, eq(businesses.id, conversations.businessId))
    .where(eq(conversations.customerId, userId))
    .orderBy(asc(conversations.createdAt));
  const chatMessages = chats.length
    ? await db
        .select({
          conversationId: messages.conversationId,
          from: messages.senderSide,
          content: messages.content,
          sentAt: messages.createdAt,
        })
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            chats.map((c) => c.id),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  const subscriptions = await db
    .select({
      business,
      active: businessSubscriptions.active,
      confirmedAt: businessSubscriptions.confirmedAt,
      subscribedAt: businessSubscriptions.subscribedAt,
      unsubscribedAt: businessSubscriptions.unsubscribedAt,
    })
    .from(businessSubscriptions)
    .innerJoin(businesses, eq(businesses.id, businessSubscriptions.businessId))
    .where(byAddress(businessSubscriptions.email))
    .orderBy(asc(businessSubscriptions.subscribedAt));
  const [newsletter] = await db
    .select({
      subscribedAt: newsletters.createdAt,
      confirmedAt: newsletters.confirmedAt,
      unsubscribedAt: newsletters.unsubscribedAt,
    })
    .from(newsletters)
    .where(byAddress(newsletters.email));
  const reports = await db
    .select({
      business,
      reason: businessReports.reason,
      note: businessReports.note,
      status: businessReports.status,
      resolutionNote: businessReports.resolutionNote,
      createdAt: businessReports.createdAt,
      resolvedAt: businessReports.resolvedAt,
    })
    .from(businessReports)
    .innerJoin(businesses, eq(businesses.id, businessReports.businessId))
    .where(eq(businessReports.reporterId, userId))
    .orderBy(asc(businessReports.createdAt));
  const halalConfirmed = await db
    .select({ business, confirmedAt: halalConfirmations.confirmedAt })
    .from(halalConfirmations)
    .innerJoin(businesses, eq(businesses.id, halalConfirmations.businessId))
    .where(eq(halalConfirmations.userId, userId))
    .orderBy(asc(halalConfirmations.confirmedAt));
  // Issue 34: every answer to 'Is this still true?', with its place.
  const halalAnswered = await db
    .select({
      business,
      fact: halalAnswers.fact,
      value: halalAnswers.value,
      answer: halalAnswers.answer,
      answeredAt: halalAnswers.answeredAt,
      note: halalAnswers.note,
      photoUrl: halalAnswers.photoUrl,
      photoStatus: halalAnswers.photoStatus,
    })
    .from(halalAnswers)
    .innerJoin(halalProfiles, eq(halalProfiles.id, halalAnswers.profileId))
    .innerJoin(businesses, eq(businesses.id, halalProfiles.businessId))
    .where(eq(halalAnswers.userId, userId))
    .orderBy(asc(halalAnswers.answeredAt));
  const ownedBusinesses = await db
    .select({ ...business, approved: businesses.isApproved, submittedAt: businesses.createdAt })
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(asc(businesses.createdAt));
  const contactMessages = await db
    .select({
      subject: contactSubmissions.subject,
      message: contactSubmissions.message,
      status: contactSubmissions.status,
      sentAt: contactSubmissions.createdAt,
    })
    .from(contactSubmissions)
    .where(byAddress(contactSubmissions.email))
    .orderBy(asc(contactSubmissions.createdAt));
  // Issue 36: the person's lists and the places in them, their notice choices and their push devices (named,
  // never their endpoints or keys).
  const lists = await db
    .select({
      id: savedLists.id,
      kind: savedLists.kind,
      name: savedLists.name,
      shared: sql<boolean>`${savedLists.shareId} is not null`,
      watch: savedLists.watch,
      sort: savedLists.sort,
      createdAt: savedLists.createdAt,
    })
    .from(savedLists)
    .where(eq(savedLists.userId, userId))
    .orderBy(asc(savedLists.createdAt));
  const listPlaces = await db
    .select({ listId: savedPlaces.listId, business, note: savedPlaces.note, savedAt: savedPlaces.createdAt })
    .from(savedPlaces)
    .innerJoin(savedLists, eq(savedLists.id, savedPlaces.listId))
    .innerJoin(businesses, eq(businesses.id, savedPlaces.businessId))
    .where(eq(savedLists.userId, userId))
    .orderBy(asc(savedPlaces.position), asc(savedPlaces.createdAt));
  const noticeChannels = await db
    .select({ kind: noticePreferences.kind, channel: noticePreferences.channel })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
  const [quiet] = await db
    .select({ from: noticeSettings.quietFrom, until: noticeSettings.quietUntil })
    .from(noticeSettings)
    .where(eq(noticeSettings.userId, userId));
  const pushDevices = await db
    .select({
      device: pushSubscriptions.device,
      addedAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  const messagesOf = new Map<string, typeof chatMessages>();
  for (const m of chatMessages) {
    const list = messagesOf.get(m.conversationId);
    if (list) list.push(m);
    else messagesOf.set(m.conversationId, [m]);
  }

  // Issue 36: the notices kept about the person, by what happened and where.
  const noticesKept = await db
    .select({
      event: notices.event,
      business: sql<string | null>`${businesses.name}`,
      channel: notices.channel,
      status: notices.status,
      createdAt: notices.createdAt,
      sentAt: notices.sentAt,
    })
    .from(notices)
    .leftJoin(businesses, eq(businesses.id, notices.businessId))
    .where(eq(notices.userId, userId))
    .orderBy(asc(notices.createdAt));

  return {
    exportedAt: new Date().toISOString(),
    profile,
    reviews: ownReviews,
    disputes,
    passport: { stamps },
    chats: chats.map(({ id, ...chat }) => ({
      ...chat,
      messages: (messagesOf.get(id) ?? []).map(({ conversationId: _c, from, ...m }) => ({
        from: from === 'customer' ? 'you' : chat.business.name,
        ...m,
      })),
    })),
    subscriptions: { businesses: subscriptions, newsletter: newsletter ?? null },
    reports,
    halalConfirmations: halalConfirmed,
    halalAnswers: halalAnswered,
    businesses: ownedBusinesses,
    contactMessages,
    savedLists: lists.map(({ id, ...list }) => ({
      ...list,
      places: listPlaces.filter((place) => place.listId === id).map(({ listId: _l, ...place }) => place),
    })),
    notices: {
      channels: Object.fromEntries(noticeChannels.map((row) => [row.kind, row.channel])),
      quietHours: quiet?.from == null ? null : { fromMinute: quiet.from, untilMinute: quiet.until },
      pushDevices,
      kept: noticesKept,
    },
  };
}

export type OwnData = Awaited<ReturnType<typeof ownData>>;
