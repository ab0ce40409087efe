import { and, asc, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import {
  closesListing,
  monthsBefore,
  type ReportInput,
  type ReportOutcome,
  type ReportReason,
  type ResolveReportInput,
  VERIFICATION_VALID_MONTHS,
} from '../../../domain';
import { BUSINESS_NOT_FOUND, MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { Db, Queryable, Tx } from '../../db/client';
import {
  businesses,
  businessReports,
  featuredListings,
  halalConfirmations,
  passportVisits,
  profiles,
  reviewDisputes,
  reviews,
} from '../../db/schema';
import { businessSummaryColumns } from '../../db/summary-columns';
import type { Viewer } from '../../http/context';
import { ApiError, isUniqueViolation } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { recordAudit } from '../audit/audit';
import { countingConfirmations } from '../halal/profiles';
import { findPublicBusiness, isPublic } from '../listing-rules';
import { noticePerson, noticeWatchers } from '../notices/fan-out';
import { reportResolvedMail } from './report-mail';

// Issue 16, community reports (decision 015): 'Report a problem' and 'Confirm it's still halal' on the
// business page, and the admins' Reports tab that resolves reports and confirms closed places.

export const ALREADY_REPORTED = 'You already reported a problem with this listing. An admin will look at it soon.';
export const NOT_ELIGIBLE_TO_CONFIRM = 'Stamp this place in your passport or review it to confirm it.';
export const OWNER_CANNOT_CONFIRM = 'Owners cannot confirm their own listing for the community.';
export const CLOSED_CANNOT_CONFIRM = 'This place is permanently closed.';
const REPORT_NOT_FOUND = 'Report not found.';

/** The most reports one view of the Reports tab lists (open ones oldest first, resolved ones newest first). */
export const REPORTS_LIMIT = 100;

/** 'Report a problem': one open report per person and business (the partial unique index holds it). */
export async function reportProblem(db: Db, viewer: Viewer, businessId: string, input: ReportInput) {
  const business = await findPublicBusiness(db, businessId);
  try {
    return await db.transaction(async (tx) => {
      const [report] = await tx
        .insert(businessReports)
        .values({ businessId: business.id, reporterId: viewer.id, reason: input.reason, note: input.note })
        .returning({
          id: businessReports.id,
          reason: businessReports.reason,
          note: businessReports.note,
          createdAt: businessReports.createdAt,
        });
      // Issue 36: the owner hears of it (an admin resolves it).
      if (business.ownerId && business.ownerId !== viewer.id)
        await noticePerson(tx, business.ownerId, {
          event: 'new_report',
          businessId: business.id,
          payload: { reason: input.reason },
        });
      return { ...report!, reason: report!.reason as ReportReason };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError('CONFLICT', ALREADY_REPORTED);
    throw err;
  }
}

/**
 * Whether the viewer stamped the place in their passport or reviewed it within the last 12 months: who
 * may confirm it is still halal. A review an admin took down (approved dispute) does not count.
 */
function visitedRecently(viewerId: string, businessId: SQL, since: Date): SQL<boolean> {
  return sql<boolean>`(exists (
      select 1 from ${passportVisits} v
      where v.user_id = ${viewerId} and v.business_id = ${businessId} and v.created_at >= ${since.toISOString()}::timestamptz)
    or exists (
      select 1 from ${reviews} r
      where r.user_id = ${viewerId} and r.business_id = ${businessId}
        and coalesce(r.updated_at, r.created_at) >= ${since.toISOString()}::timestamptz
        and not exists (select 1 from ${reviewDisputes} d where d.review_id = r.id and d.status = 'approved')))`;
}

/** The people whose confirmation of the business still counts: one row each (the primary key). */
function recentConfirmations(businessId: SQL, since: Date): SQL<number> {
  return sql<number>`(select count(*)::int from ${countingConfirmations(businessId, sql`${since.toISOString()}::timestamptz`)})`;
}

/** What the business page's trust area needs of a public business and the viewer, in one statement. */
async function trustFacts(q: Queryable, viewer: Viewer, businessId: string, now: Date) {
  const since = monthsBefore(now, VERIFICATION_VALID_MONTHS);
  const id = sql`${businesses.id}`;
  const [row] = await q
    .select({
      ownerId: businesses.ownerId,
      closedAt: businesses.closedAt,
      openReason: sql<ReportReason | null>`(select r.reason from ${businessReports} r
        where r.business_id = ${id} and r.reporter_id = ${viewer.id} and r.status = 'open')`,
      openReportedAt: sql`(select r.created_at from ${businessReports} r
        where r.business_id = ${id} and r.reporter_id = ${viewer.id} and r.status = 'open')`.mapWith(
        businessReports.createdAt,
      ),
      confirmedAt: sql`(select c.confirmed_at from ${halalConfirmations} c
        where c.business_id = ${id} and c.user_id = ${viewer.id})`.mapWith(halalConfirmations.confirmedAt),
      confirmations: recentConfirmations(id, since),
      visited: visitedRecently(viewer.id, id, since),
    })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isPublic));
  if (!row) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const { openReason, openReportedAt, confirmedAt, visited, ...facts } = row;
  return {
    ...facts,
    openReport: openReason && openReportedAt ? { reason: openReason, createdAt: openReportedAt } : null,
    // A confirmation older than 12 months no longer counts: the viewer may give it again.
    confirmedAt: confirmedAt && confirmedAt >= since ? confirmedAt : null,
    refusal: confirmRefusal({ ...facts, visited, ownsListing: facts.ownerId === viewer.id }),
  };
}

/**
 * Why the viewer may not confirm the place, or null when they may: the confirmations are independent
 * visitors' word, so not the owner's, and a closed place has nothing left to confirm.
 */
function confirmRefusal(facts: { closedAt: Date | null; ownsListing: boolean; visited: boolean }): string | null {
  if (facts.closedAt) return CLOSED_CANNOT_CONFIRM;
  if (facts.ownsListing) return OWNER_CANNOT_CONFIRM;
  return facts.visited ? null : NOT_ELIGIBLE_TO_CONFIRM;
}

/** What the signed-in viewer may do in the business page's trust area, and how many people confirmed the place. */
export async function trustOfViewer(db: Db, viewer: Viewer, businessId: string, now = new Date()) {
  const { openReport, confirmedAt, confirmations, refusal } = await trustFacts(db, viewer, businessId, now);
  return { openReport, canConfirm: refusal === null, confirmedAt, confirmations };
}

/**
 * 'Confirm it's still halal': one standing confirmation per person, renewed by confirming again. Three
 * from different people within 12 months make the listing 'Verified by the community' (evidenceTier).
 */
export async function confirmStillHalal(db: Db, viewer: Viewer, businessId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const { refusal } = await trustFacts(tx, viewer, businessId, now);
    if (refusal) throw new ApiError('FORBIDDEN', refusal);
    await tx
      .insert(halalConfirmations)
      .values({ businessId, userId: viewer.id, confirmedAt: now })
      .onConflictDoUpdate({
        target: [halalConfirmations.businessId, halalConfirmations.userId],
        set: { confirmedAt: now },
      });
    // The listing's evidence tier may have changed: reads kept for the businesses topic are read again.
    await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
    // Counted by the same rule as the page (within 12 months, nobody banned).
    const { confirmations } = await trustFacts(tx, viewer, businessId, now);
    return { confirmedAt: now, confirmations };
  });
}

export type ReportStatus = 'open' | ReportOutcome;

/** The Reports tab: open reports oldest first (the partial index's order), or resolved ones newest first. */
export async function listReports(db: Db, status: 'open' | 'resolved') {
  const open = status === 'open';
  const rows = await db
    .select({
      id: businessReports.id,
      reason: businessReports.reason,
      note: businessReports.note,
      status: businessReports.status,
      resolutionNote: businessReports.resolutionNote,
      resolvedAt: businessReports.resolvedAt,
      createdAt: businessReports.createdAt,
      business: { ...businessSummaryColumns(), closedAt: businesses.closedAt },
      reporter: { displayName: profiles.displayName, email: profiles.email },
    })
    .from(businessReports)
    .innerJoin(businesses, eq(businesses.id, businessReports.businessId))
    .innerJoin(profiles, eq(profiles.id, businessReports.reporterId))
    .where(open ? eq(businessReports.status, 'open') : ne(businessReports.status, 'open'))
    .orderBy(
      ...(open
        ? [asc(businessReports.createdAt), asc(businessReports.id)]
        : [desc(businessReports.resolvedAt), desc(businessReports.id)]),
    )
    .limit(REPORTS_LIMIT);
  return rows.map((row) => ({ ...row, reason: row.reason as ReportReason, status: row.status as ReportStatus }));
}

/**
 * An admin resolves an open report, once, as fixed or not an issue, with a note the reporter is mailed (in
 * their language).
 * A 'Permanently closed' report resolved as fixed closes the listing: it leaves the public lists and the
 * featured line, and its page shows the banner. Everything, the audit entries included, in one transaction.
 */
export async function resolveReport(db: Db, admin: Viewer, id: string, input: ResolveReportInput, publicUrl: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [report] = await tx
      .update(businessReports)
      .set({ status: input.outcome, resolutionNote: input.note, resolvedBy: admin.id, resolvedAt: now })
      .where(and(eq(businessReports.id, id), eq(businessReports.status, 'open')))
      .returning();
    if (!report) {
      const [exists] = await tx
        .select({ id: businessReports.id })
        .from(businessReports)
        .where(eq(businessReports.id, id));
      if (!exists) throw new ApiError('NOT_FOUND', REPORT_NOT_FOUND);
      throw new ApiError('ALREADY_RESOLVED', 'This report has already been resolved.');
    }
    const reason = report.reason as ReportReason;
    await recordAudit(tx, {
      actor: admin,
      action: 'report.resolve',
      businessId: report.businessId,
      subjectId: report.reporterId,
      before: { status: 'open', reason, note: report.note },
      after: { status: input.outcome },
      reason: input.note,
    });
    const closed = closesListing(reason, input.outcome) ? await closeListing(tx, admin, report.businessId, now) : false;
    const [context] = await tx
      .select({
        businessName: businesses.name,
        slug: businesses.slug,
        reporterName: profiles.displayName,
        reporterEmail: profiles.email,
        reporterLocale: profiles.locale,
      })
      .from(businesses)
      .innerJoin(profiles, eq(profiles.id, report.reporterId))
      .where(eq(businesses.id, report.businessId));
    if (context) {
      await enqueueMail(tx, {
        kind: 'report-resolved',
        to: context.reporterEmail,
        ...reportResolvedMail(
          {
            reporterName: context.reporterName,
            businessName: context.businessName,
            reason,
            outcome: input.outcome,
            note: input.note,
            pageUrl: `${publicUrl}/r/${context.slug}`,
          },
          context.reporterLocale,
        ),
      });
    }
    await recordLiveEvent(tx, { topic: 'businesses', id: report.businessId });
    return {
      id: report.id,
      status: input.outcome,
      resolutionNote: report.resolutionNote,
      resolvedAt: report.resolvedAt,
      closedListing: closed,
    };
  });
}

/** Confirms a place permanently closed (once): out of the lists and the featured line, recorded in the log. */
async function closeListing(tx: Tx, admin: Viewer, businessId: string, now: Date) {
  const [closed] = await tx
    .update(businesses)
    .set({ closedAt: now, updatedAt: now })
    .where(and(eq(businesses.id, businessId), isNull(businesses.closedAt)))
    .returning({ id: businesses.id });
  if (!closed) return false;
  const unfeatured = await tx
    .delete(featuredListings)
    .where(eq(featuredListings.businessId, businessId))
    .returning({ id: featuredListings.id });
  if (unfeatured.length > 0) await recordLiveEvent(tx, { topic: 'featured_listings', id: businessId });
  await recordAudit(tx, {
    actor: admin,
    action: 'business.close',
    businessId,
    before: { closedAt: null, featured: unfeatured.length > 0 },
    after: { closedAt: now, featured: false },
  });
  await noticeWatchers(tx, { businessId, event: 'closed', payload: { permanent: true } });
  return true;
}

/** An admin takes back a 'Permanently closed': the listing returns to the lists (not to the featured line). */
export async function reopenBusiness(db: Db, admin: Viewer, businessId: string) {
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ id: businesses.id, closedAt: businesses.closedAt })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    if (!business) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
    if (!business.closedAt) throw new ApiError('CONFLICT', 'This listing is not marked permanently closed.');
    await tx
      .update(businesses)
      .set({ closedAt: null, updatedAt: new Date() })
      .where(and(eq(businesses.id, businessId), isNotNull(businesses.closedAt)));
    await recordAudit(tx, {
      actor: admin,
      action: 'business.reopen',
      businessId,
      before: { closedAt: business.closedAt },
      after: { closedAt: null },
    });
    await noticeWatchers(tx, { businessId, event: 'reopened' });
    await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
    return { id: businessId, closedAt: null };
  });
}
