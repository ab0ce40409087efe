import { and, asc, eq, sql } from 'drizzle-orm';
import type { ClaimDecisionInput } from '../../../domain/claims';
import type { Db } from '../../db/client';
import { businessClaims, businesses, profiles } from '../../db/schema';
import { businessSummaryColumns, personSummaryColumns } from '../../db/summary-columns';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { claimRejectedMail } from '../../mail/templates';
import { giveBusinessTo } from '../admin/users';
import { recordAudit } from '../audit/audit';
import { mailClaimApproved } from './claims';

// Issue 35: the admins' 'Claims' queue, the document claims waiting, oldest first. Approved, the place is the
// claimant's (the one way a business gets its owner, giveBusinessTo); rejected, the claimant hears why.

export const CLAIMS_PAGE_SIZE = 20;
const CLAIM_NOT_WAITING = 'This claim is not waiting for review.';

/** The document claims waiting, oldest first, a page at a time, with the place, the claimant and the note. */
export async function listPendingClaims(db: Db, page: number) {
  const rows = await db
    .select({
      id: businessClaims.id,
      note: businessClaims.note,
      createdAt: businessClaims.createdAt,
      business: { ...businessSummaryColumns(), email: businesses.email, websiteUrl: businesses.websiteUrl },
      claimant: personSummaryColumns(profiles),
      total: sql<number>`count(*) over ()::int`,
    })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .innerJoin(profiles, eq(profiles.id, businessClaims.claimantId))
    .where(and(eq(businessClaims.status, 'pending'), eq(businessClaims.method, 'document')))
    .orderBy(asc(businessClaims.createdAt), asc(businessClaims.id))
    .limit(CLAIMS_PAGE_SIZE)
    .offset((page - 1) * CLAIMS_PAGE_SIZE);
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map(({ total: _t, ...claim }) => ({ ...claim, documentPath: `/api/claims/${claim.id}/document` })),
    total,
    page,
    hasMore: page * CLAIMS_PAGE_SIZE < total,
  };
}

/**
 * An admin decides a document claim: approved, the claim and the ownership in one transaction (a place that
 * got an owner meanwhile: 409, nothing changed); rejected, with the reason the claimant is mailed.
 */
export async function decideClaim(
  db: Db,
  admin: Viewer,
  claimId: string,
  { decision, reason }: ClaimDecisionInput,
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(businessClaims)
      .where(and(eq(businessClaims.id, claimId), eq(businessClaims.method, 'document')))
      .for('update');
    if (claim?.status !== 'pending') throw new ApiError('NOT_FOUND', CLAIM_NOT_WAITING);
    // Another admin decides an admin's own claim.
    if (claim.claimantId === admin.id) throw new ApiError('FORBIDDEN', 'Another admin decides your own claim.');
    const decided = { decidedBy: admin.id, decidedAt: new Date() };
    if (decision === 'approve') {
      await tx
        .update(businessClaims)
        .set({ status: 'approved', ...decided })
        .where(eq(businessClaims.id, claim.id));
      const business = await giveBusinessTo(tx, {
        actor: admin,
        userId: claim.claimantId,
        businessId: claim.businessId,
        publicUrl,
        claim: { action: 'claim.approve', claimId: claim.id },
      });
      await mailClaimApproved(tx, claim.claimantId, business.name, publicUrl);
      return { id: claim.id, status: 'approved' as const, business: { id: business.id, name: business.name } };
    }
    await tx
      .update(businessClaims)
      .set({ status: 'rejected', reason, ...decided })
      .where(eq(businessClaims.id, claim.id));
    const [row] = await tx
      .select({
        name: businesses.name,
        email: profiles.email,
        displayName: profiles.displayName,
        locale: profiles.locale,
      })
      .from(businesses)
      .innerJoin(profiles, eq(profiles.id, claim.claimantId))
      .where(eq(businesses.id, claim.businessId));
    await recordAudit(tx, {
      actor: admin,
      action: 'claim.reject',
      businessId: claim.businessId,
      subjectId: claim.claimantId,
      before: { status: 'pending' },
      after: { status: 'rejected', claimId: claim.id },
      reason,
    });
    if (row) {
      await enqueueMail(tx, {
        kind: 'claim-rejected',
        to: row.email,
        ...claimRejectedMail(row.displayName.trim() || row.email, row.name, reason ?? '', row.locale),
      });
    }
    await recordLiveEvent(tx, { topic: 'businesses', id: claim.businessId, audience: { userIds: [claim.claimantId] } });
    return { id: claim.id, status: 'rejected' as const, business: { id: claim.businessId, name: row?.name ?? '' } };
  });
}
