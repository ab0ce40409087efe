import { and, eq, inArray, sql } from 'drizzle-orm';
import { LIMITS, type MergeBusinessInput } from '../../../domain';
import { MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { Db, Tx } from '../../db/client';
import { businesses, businessLocations, halalAnswers, halalProfiles } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { filesShownBy } from '../../storage/uploads';
import { settleOwnerRole } from '../admin/users';
import { recordAudit } from '../audit/audit';
import { businessListingFields } from '../audit/business-fields';
import { ensureEvidence, projectProfiles } from '../halal/evidence';

// Issue 35: a duplicate merged into the place that stays, in one transaction. What people gave the removed
// place follows to the kept one (reviews, stamps and notes, subscriptions, chats, photos, events, halal
// evidence and answers, reports, owners' edits, claims, its OpenStreetMap link), its slugs lead to the kept
// place, and the removed place is deleted. Where a person has one at both, one survives: the newer review,
// one stamp (dated from the first visit), one active subscription, one active chat (the messages of both).
// The kept place's own fields, locations and categories stay as they are.

const KEPT_NOT_FOUND = 'The place to keep was not found.';

type Business = typeof businesses.$inferSelect;

/** Runs a statement that answers one row per row it changed, and counts them. */
async function changed(tx: Tx, statement: ReturnType<typeof sql>): Promise<number> {
  const result = await tx.execute(statement);
  return result.rows.length;
}

/** One review per person survives, the newer (the kept place's on a tie); the rating columns follow by trigger. */
async function moveReviews(tx: Tx, from: string, to: string) {
  const dropped = await changed(
    tx,
    sql`delete from reviews r using reviews o
      where r.user_id is not null and o.user_id = r.user_id and o.id <> r.id
        and r.business_id in (${from}, ${to}) and o.business_id in (${from}, ${to})
        and (coalesce(r.updated_at, r.created_at), r.business_id = ${to}) < (coalesce(o.updated_at, o.created_at), o.business_id = ${to})
      returning r.id`,
  );
  const moved = await changed(tx, sql`update reviews set business_id = ${to} where business_id = ${from} returning id`);
  return { moved, dropped };
}

/**
 * No stamp is doubled: a person stamped at both keeps the kept place's stamp, dated from their first visit,
 * with the removed stamp's note (after their own, when both have one).
 */
async function moveStamps(tx: Tx, from: string, to: string) {
  const both = sql`passport_visits k join passport_visits r on r.user_id = k.user_id and r.business_id = ${from}
    where k.business_id = ${to}`;
  await tx.execute(sql`update passport_visits v set created_at = least(v.created_at, pair.removed_at)
    from (select k.id, r.created_at as removed_at from ${both}) pair where v.id = pair.id`);
  await tx.execute(sql`update visit_notes kn
    set note = left(case when trim(kn.note) = '' then rn.note else kn.note || E'\n\n' || rn.note end, ${LIMITS.passportNoteMax}),
      updated_at = greatest(kn.updated_at, rn.updated_at)
    from (select k.id as kept_visit, r.id as removed_visit from ${both}) pair, visit_notes rn
    where kn.visit_id = pair.kept_visit and rn.visit_id = pair.removed_visit and trim(rn.note) <> ''`);
  await tx.execute(sql`update visit_notes rn set visit_id = pair.kept_visit
    from (select k.id as kept_visit, r.id as removed_visit from ${both}) pair
    where rn.visit_id = pair.removed_visit and not exists (select 1 from visit_notes kn where kn.visit_id = pair.kept_visit)`);
  const moved = await changed(
    tx,
    sql`update passport_visits r set business_id = ${to}
      where r.business_id = ${from}
        and not exists (select 1 from passport_visits k where k.business_id = ${to} and k.user_id = r.user_id)
      returning r.id`,
  );
  return { moved };
}

/** One active subscription per address: the kept place's, unless only the removed place's was confirmed. */
async function moveSubscriptions(tx: Tx, from: string, to: string) {
  await tx.execute(sql`delete from business_subscriptions k using business_subscriptions r
    where k.business_id = ${to} and r.business_id = ${from} and k.active and r.active
      and lower(k.email) = lower(r.email) and k.confirmed_at is null and r.confirmed_at is not null`);
  const moved = await changed(
    tx,
    sql`update business_subscriptions r set business_id = ${to}
      where r.business_id = ${from}
        and not (r.active and exists (select 1 from business_subscriptions k
          where k.business_id = ${to} and k.active and lower(k.email) = lower(r.email)))
      returning r.id`,
  );
  return { moved };
}

/** A customer's active chat with both places becomes one: the removed chat's messages join the kept one. */
async function moveChats(tx: Tx, from: string, to: string) {
  const pairs = sql`(select r.id as removed_chat, k.id as kept_chat, r.last_message_at
    from conversations r join conversations k on k.customer_id = r.customer_id and k.business_id = ${to} and k.status = 'active'
    where r.business_id = ${from} and r.status = 'active') pair`;
  await tx.execute(
    sql`update messages m set conversation_id = pair.kept_chat from ${pairs} where m.conversation_id = pair.removed_chat`,
  );
  await tx.execute(sql`update conversations k set last_message_at = greatest(k.last_message_at, pair.last_message_at),
      hidden_by_customer = false
    from ${pairs} where k.id = pair.kept_chat`);
  const joined = await changed(
    tx,
    sql`delete from conversations r using ${pairs} where r.id = pair.removed_chat returning r.id`,
  );
  const moved = await changed(
    tx,
    sql`update conversations set business_id = ${to} where business_id = ${from} returning id`,
  );
  return { moved, joined };
}

/** The gallery follows after the kept place's own photos, in its order; a logo and a cover photo only where it has none. */
async function movePhotos(tx: Tx, removed: Business, kept: Business) {
  const [from, to] = [removed.id, kept.id];
  const gallery = await changed(
    tx,
    sql`update business_images i set business_id = ${to}, display_order = base.next + ranked.rn - 1
      from (select id, row_number() over (order by display_order, id) as rn from business_images where business_id = ${from}) ranked,
        (select coalesce(max(display_order) + 1, 0) as next from business_images where business_id = ${to}) base
      where i.id = ranked.id returning i.id`,
  );
  const logo = await changed(
    tx,
    sql`update business_logos set business_id = ${to}
      where business_id = ${from} and not exists (select 1 from business_logos where business_id = ${to}) returning id`,
  );
  const cover = !kept.imageUrl && removed.imageUrl ? removed.imageUrl : null;
  if (cover) await tx.update(businesses).set({ imageUrl: cover }).where(eq(businesses.id, to));
  // The files' records name the place they belong to: the kept place now.
  await tx.execute(sql`update uploads set business_id = ${to},
      attached_to = regexp_replace(attached_to, ${`:${from}$`}, ${`:${to}`})
    where business_id = ${from} or attached_to like ${`%:${from}`}`);
  return { gallery, logo: logo > 0, cover: cover !== null };
}

/** Events, reports, confirmations, owners' edits, claims and the OpenStreetMap link, where the kept place has room. */
async function moveTheRest(tx: Tx, from: string, to: string) {
  const events = await changed(tx, sql`update events set business_id = ${to} where business_id = ${from} returning id`);
  // One open report per person and place: the kept place's stands.
  const reports = await changed(
    tx,
    sql`update business_reports r set business_id = ${to} where r.business_id = ${from}
      and not (r.status = 'open' and exists (select 1 from business_reports k
        where k.business_id = ${to} and k.reporter_id = r.reporter_id and k.status = 'open'))
      returning r.id`,
  );
  // 'Confirm it's still halal': one standing confirmation per person, the latest.
  await tx.execute(sql`insert into halal_confirmations (business_id, user_id, confirmed_at)
    select ${to}, user_id, confirmed_at from halal_confirmations where business_id = ${from}
    on conflict (business_id, user_id) do update set confirmed_at = greatest(halal_confirmations.confirmed_at, excluded.confirmed_at)`);
  // An owner's edit of a removed location goes with it; of the place itself, it follows unless one of its kind waits.
  const ownerEdits = await changed(
    tx,
    sql`update owner_edits e set business_id = ${to} where e.business_id = ${from} and e.location_id is null
      and not (e.status = 'pending' and exists (select 1 from owner_edits k
        where k.business_id = ${to} and k.kind = e.kind and k.location_id is null and k.status = 'pending'))
      returning e.id`,
  );
  // One open claim per person and place: a second one is cancelled, not dropped (its document stays on file).
  const claims = await changed(
    tx,
    sql`update business_claims c set business_id = ${to},
        status = case when c.status = 'pending' and exists (select 1 from business_claims k
          where k.business_id = ${to} and k.claimant_id = c.claimant_id and k.status = 'pending')
          then 'cancelled' else c.status end
      where c.business_id = ${from}
      returning c.id`,
  );
  const osm = await changed(
    tx,
    sql`update osm_places set business_id = ${to}
      where business_id = ${from} and not exists (select 1 from osm_places where business_id = ${to}) returning osm_id`,
  );
  await tx.execute(sql`update osm_matches set business_id = ${to} where business_id = ${from}`);
  // Only a public place is featured (SPEC §4 Featured).
  await tx.execute(sql`update featured_listings set business_id = ${to}
    where business_id = ${from} and not exists (select 1 from featured_listings where business_id = ${to})
      and exists (select 1 from businesses where id = ${to} and is_approved and rejected_at is null)`);
  return { events, reports, ownerEdits, claims, osmLink: osm > 0 };
}

/**
 * The halal evidence and answers of every profile of the removed place go to the profile that applies at the
 * kept place (its primary location's own, else its own, else the removed place's own profile, moved). Where
 * both places have a word from the same source (or diner) on a fact, the kept place's stays. The kept
 * profile is projected again with the project's own rule.
 */
async function moveHalal(tx: Tx, from: string, to: string, now: Date) {
  const profiles = await tx
    .select()
    .from(halalProfiles)
    .where(inArray(halalProfiles.businessId, [from, to]))
    .orderBy(halalProfiles.id)
    .for('update');
  const sources = profiles.filter((p) => p.businessId === from);
  if (sources.length === 0) return { evidence: 0, answers: 0 };
  const [primary] = await tx
    .select({ id: businessLocations.id })
    .from(businessLocations)
    .where(and(eq(businessLocations.businessId, to), eq(businessLocations.isPrimary, true)));
  const keptProfiles = profiles.filter((p) => p.businessId === to);
  let target =
    keptProfiles.find((p) => primary && p.locationId === primary.id) ?? keptProfiles.find((p) => p.locationId === null);
  let rest = sources;
  if (!target) {
    const own = sources.find((p) => p.locationId === null);
    if (own) {
      await tx.update(halalProfiles).set({ businessId: to }).where(eq(halalProfiles.id, own.id));
      target = { ...own, businessId: to };
      rest = sources.filter((p) => p.id !== own.id);
    } else {
      [target] = await tx.insert(halalProfiles).values({ businessId: to }).returning();
    }
  }
  if (!target) return { evidence: 0, answers: 0 };
  // A profile never projected keeps what it stated: its evidence is derived before anything meets it.
  await ensureEvidence(tx, target);
  let evidence = 0;
  let answers = 0;
  for (const source of rest) {
    await ensureEvidence(tx, source);
    // A checked certificate is evidence about one document: it follows only with the document itself, to a
    // kept profile that has none (then the kept place shows that certificate, and its file stays).
    const takesCertificate = target.certificateUrl === null && source.certificateUrl !== null;
    if (takesCertificate) {
      await tx
        .update(halalProfiles)
        .set({
          certifierId: source.certifierId,
          certifierOther: source.certifierOther,
          certificateUrl: source.certificateUrl,
          certificateExpiresOn: source.certificateExpiresOn,
          certificateCheckedAt: source.certificateCheckedAt,
        })
        .where(eq(halalProfiles.id, target.id));
      target = { ...target, certificateUrl: source.certificateUrl };
    }
    evidence += await changed(
      tx,
      sql`update halal_evidence e set profile_id = ${target.id}
        where e.profile_id = ${source.id} and (e.source <> 'certificate' or ${takesCertificate})
          and not exists (select 1 from halal_evidence k
          where k.profile_id = ${target.id} and k.fact = e.fact
            and (case when e.source = 'community' then k.source = 'community' and k.answerer_key = e.answerer_key
              else k.source = e.source end))
        returning e.id`,
    );
    const moved = await tx
      .update(halalAnswers)
      .set({ profileId: target.id })
      .where(eq(halalAnswers.profileId, source.id))
      .returning({ id: halalAnswers.id });
    answers += moved.length;
  }
  await projectProfiles(tx, [target.id], now);
  return { evidence, answers };
}

/** The removed place's slug, and every slug that already led to it, lead to the kept place. */
async function redirectSlugs(tx: Tx, removed: Business, to: string) {
  await tx.execute(sql`update business_slug_redirects set business_id = ${to} where business_id = ${removed.id}`);
  await tx.execute(sql`insert into business_slug_redirects (slug, business_id) values (${removed.slug}, ${to})
    on conflict (slug) do update set business_id = excluded.business_id, created_at = now()`);
}

/**
 * An admin merges the place `removedId` into `into`. Refused, with nothing changed: a place into itself, an
 * unknown place, a rejected place to keep, two places with different owners (a place keeps one owner; the
 * admin hands one over first). A removed place's owner becomes the kept place's when it has none. Answers the
 * kept place, what moved, and the files the removed place showed, released by the caller after commit (those
 * still shown stay).
 */
export async function mergeBusiness(db: Db, admin: Viewer, removedId: string, input: MergeBusinessInput) {
  const from = removedId.toLowerCase();
  const to = input.into.toLowerCase();
  if (from === to) throw new ApiError('BAD_REQUEST', 'A place cannot be merged into itself.');
  const now = new Date();
  return db.transaction(async (tx) => {
    // Both locked, in id order, as every write to two businesses does.
    const locked = await tx
      .select()
      .from(businesses)
      .where(inArray(businesses.id, [from, to]))
      .orderBy(businesses.id)
      .for('update');
    const removed = locked.find((b) => b.id === from);
    const kept = locked.find((b) => b.id === to);
    if (!removed) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
    if (!kept) throw new ApiError('NOT_FOUND', KEPT_NOT_FOUND);
    if (kept.rejectedAt) throw new ApiError('CONFLICT', 'A place cannot be merged into a rejected listing.');
    if (removed.ownerId && kept.ownerId && removed.ownerId !== kept.ownerId)
      throw new ApiError(
        'CONFLICT',
        "Both places have an owner, and not the same one. Hand one place over to the other's owner first.",
      );
    const files = await filesShownBy(tx, [from]);
    const moved = {
      reviews: await moveReviews(tx, from, to),
      stamps: await moveStamps(tx, from, to),
      subscriptions: await moveSubscriptions(tx, from, to),
      chats: await moveChats(tx, from, to),
      photos: await movePhotos(tx, removed, kept),
      halal: await moveHalal(tx, from, to, now),
      ...(await moveTheRest(tx, from, to)),
    };
    await redirectSlugs(tx, removed, to);
    if (!kept.ownerId && removed.ownerId)
      await tx.update(businesses).set({ ownerId: removed.ownerId }).where(eq(businesses.id, to));
    await tx.update(businesses).set({ updatedAt: now }).where(eq(businesses.id, to));
    await tx.delete(businesses).where(eq(businesses.id, from));
    await settleOwnerRole(tx, removed.ownerId);
    const [after] = await tx.select().from(businesses).where(eq(businesses.id, to));
    // Read in the log as 'place: removed → kept' (and its slug and id); the removed listing is kept whole.
    await recordAudit(tx, {
      actor: admin,
      action: 'business.merge',
      businessId: to,
      subjectId: after?.ownerId ?? null,
      before: {
        place: removed.name,
        slug: removed.slug,
        id: removed.id,
        removedListing: businessListingFields(removed),
      },
      after: { place: kept.name, slug: kept.slug, id: kept.id, moved },
    });
    await recordLiveEvent(tx, { topic: 'businesses', id: from });
    await recordLiveEvent(tx, { topic: 'businesses', id: to });
    return {
      kept: { id: kept.id, slug: kept.slug, name: kept.name },
      removed: { id: from, slug: removed.slug },
      moved,
      files,
    };
  });
}
