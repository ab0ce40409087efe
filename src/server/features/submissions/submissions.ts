import { eq, or } from 'drizzle-orm';
import { defaultLocationName, defaultTimeZoneForCity, mapsSearchUrl, type SubmissionInput } from '../../../domain';
import type { Db } from '../../db/client';
import { businessCategories, businesses, businessLocations, profiles } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { recordLiveEvent } from '../../live/hub';
import { enqueueMail } from '../../mail/outbox';
import { newSubmissionAdminMail, submissionReceivedMail } from '../../mail/templates';
import type { Storage } from '../../storage/storage';
import { attachOwnUpload } from '../../storage/uploads';
import { claimNewListingCertificate } from '../halal/certificates';
import { saveHalalProfile } from '../halal/profiles';
import { allocateSlug, assertCategories } from '../listing-rules';

/**
 * SPEC §5 Business submission: the business (not approved), its categories and its locations in one
 * transaction, with the submitter's confirmation, every admin's notice and the live event recorded in it too.
 */
export async function submitBusiness(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  input: SubmissionInput,
  publicUrl: string,
) {
  await assertCategories(db, input.categoryIds);
  const locations =
    input.locations.length > 0
      ? input.locations
      : [{ name: null, address: null, city: null, state: 'IN', zip: null, phone: null, email: null }];
  const main = locations[0]!;

  return db.transaction(async (tx) => {
    const [business] = await tx
      .insert(businesses)
      .values({
        slug: await allocateSlug(tx, input.name),
        name: input.name,
        description: input.description,
        categoryId: input.categoryIds[0],
        phone: input.phone,
        email: input.email,
        websiteUrl: input.websiteUrl,
        instagram: input.instagram,
        cuisines: input.cuisines,
        imageUrl: input.imageUrl,
        address: main.address,
        city: main.city,
        state: main.state,
        zip: main.zip,
        mapsUrl: mapsSearchUrl(main),
        ownerId: viewer.id,
        isApproved: false,
      })
      .returning({ id: businesses.id, slug: businesses.slug, name: businesses.name });
    const b = business!;
    await recordLiveEvent(tx, { topic: 'businesses', id: b.id });
    // Only the submitter's own photo, uploaded with this form and not yet part of anything.
    if (input.imageUrl) await attachOwnUpload(tx, storage, input.imageUrl, viewer.id, `business:${b.id}`);
    // The first category is the primary, which the database lists the business under by itself.
    const additional = input.categoryIds.slice(1);
    if (additional.length > 0) {
      await tx.insert(businessCategories).values(additional.map((categoryId) => ({ businessId: b.id, categoryId })));
    }
    await tx.insert(businessLocations).values(
      locations.map((l, i) => ({
        businessId: b.id,
        name: l.name ?? defaultLocationName(i),
        address: l.address,
        city: l.city,
        state: l.state,
        zip: l.zip,
        phone: l.phone,
        email: l.email,
        mapsUrl: mapsSearchUrl(l),
        isPrimary: i === 0,
        timeZone: defaultTimeZoneForCity(l.city),
      })),
    );
    // The submitter's word on the halal facts: 'Owner declared' once the listing is approved.
    if (input.halal) {
      // A certificate file must be the submitter's own upload of one, made for a new listing.
      await claimNewListingCertificate(tx, storage, viewer, input.halal.certificateUrl, b.id);
      await saveHalalProfile(tx, b.id, null, input.halal, { source: 'owner', actorId: viewer.id });
    }
    // Everyone mailed, each in their own language: the submitter and every admin (one query).
    const recipients = await tx
      .select({ id: profiles.id, email: profiles.email, role: profiles.role, locale: profiles.locale })
      .from(profiles)
      .where(or(eq(profiles.role, 'admin'), eq(profiles.id, viewer.id)));
    const submitter = recipients.find((r) => r.id === viewer.id);
    await enqueueMail(
      tx,
      {
        kind: 'submission-received',
        to: viewer.email,
        ...submissionReceivedMail(viewer.displayName, b.name, submitter?.locale),
      },
      ...recipients
        .filter((r) => r.role === 'admin')
        .map((a) => ({
          kind: 'submission-admin-notice',
          to: a.email,
          ...newSubmissionAdminMail(
            b.name,
            viewer.displayName,
            viewer.email,
            `${publicUrl}/admin?tab=pending`,
            a.locale,
          ),
        })),
    );
    return b;
  });
}
