import { randomUUID } from 'node:crypto';
import { zonedDateParts } from '../../domain/events';
import { evidenceValidUntil } from '../../domain/halal-evidence';
import type {
  businessCategories,
  businesses,
  businessImages,
  businessLocations,
  businessReports,
  events,
  featuredListings,
  halalAnswers,
  halalConfirmations,
  halalEvidence,
  halalProfiles,
  reviews,
} from '../db/schema';
import { type DemoBusiness, type DemoCategorySlug, demoMapsUrl, demoPhone } from './businesses';
import { demoEvents } from './events';
import { DEMO_HALAL_PROFILES, type DemoCertifier, oldestHalalDay } from './halal';
import { demoHours, demoPin } from './hours';
import { DEMO_REVIEWS } from './reviews';
import { DEMO_CONFIRMATIONS, DEMO_FACT_ANSWERS, DEMO_REPORTS } from './trust';

/** A demo business with its slug and id decided before anything is written. */
export interface DemoListing {
  id: string;
  slug: string;
  business: DemoBusiness;
}

export interface DemoPictures {
  imageUrl: string;
  gallery: { url: string; caption: string }[];
}

export interface DemoRowsInput {
  listings: DemoListing[];
  pictures: Map<string, DemoPictures>;
  categoryIds: Map<DemoCategorySlug, string>;
  ownerId: string;
  userId: string;
  reviewerIds: string[];
  /** The certifying bodies seeded by migration 0009, by name. */
  certifierIds: Map<string, string>;
  /** The admin credited with the demo's verifications, when the directory has one. */
  adminId: string | null;
  now: Date;
}

const DAY = 86_400_000;

/** Every row of the data set, one array per table, ready for one batch insert each. */
export function demoRows(input: DemoRowsInput) {
  const { listings, pictures, categoryIds, ownerId, userId, reviewerIds, certifierIds, adminId, now } = input;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  /** The Indiana calendar date `days` after the load (before it when negative). */
  const dateIn = (days: number) => zonedDateParts(new Date(now.getTime() + days * DAY)).date;
  const categoryId = (slug: DemoCategorySlug) => {
    const id = categoryIds.get(slug);
    if (!id) throw new Error(`Category '${slug}' is missing; run the migrations first.`);
    return id;
  };
  const byName = new Map(listings.map((l) => [l.business.name, l]));
  const listing = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`Demo data refers to an unknown business: ${name}`);
    return found;
  };
  const approvedAt = new Map<string, Date>();

  const businessRows: (typeof businesses.$inferInsert)[] = listings.map(({ id, slug, business }, i) => {
    const approved = business.status === undefined;
    // Approved listings joined over the past months, oldest first, and before anything about their halal
    // profile was verified; submissions are recent.
    const submittedAt = approved
      ? ago(Math.max(230 - i * 5, oldestHalalDay(business.name) + 16))
      : business.status === 'pending'
        ? ago(1 + (i % 3))
        : ago(9);
    if (approved) approvedAt.set(id, new Date(submittedAt.getTime() + 2 * DAY));
    return {
      id,
      slug,
      name: business.name,
      description: business.description,
      categoryId: categoryId(business.category),
      address: business.address,
      city: business.city,
      state: 'IN',
      zip: business.zip,
      phone: demoPhone(business.city, 10 + i),
      email: `${slug.replaceAll('-', '')}@example.com`,
      websiteUrl: business.website ? `https://example.com/${slug}` : null,
      mapsUrl: demoMapsUrl(business),
      imageUrl: pictures.get(slug)?.imageUrl ?? null,
      instagram: business.instagram ?? null,
      cuisines: business.cuisines ?? [],
      ownerId: i === 0 ? ownerId : approved ? null : userId,
      isApproved: approved,
      approvedAt: approvedAt.get(id) ?? null,
      rejectedAt: business.status === 'rejected' ? ago(7) : null,
      rejectionReason: business.status === 'rejected' ? (business.rejectionReason ?? 'No reason provided') : null,
      submittedAt,
      createdAt: submittedAt,
      updatedAt: approvedAt.get(id) ?? submittedAt,
    };
  });

  // The additional categories of approved businesses; the database lists every business under its primary
  // category itself (migration 0007).
  const categoryRows: (typeof businessCategories.$inferInsert)[] = listings
    .filter((l) => l.business.status === undefined)
    .flatMap(({ id, business }) =>
      (business.alsoIn ?? []).map((slug) => ({ businessId: id, categoryId: categoryId(slug) })),
    );

  let extraPhone = 60;
  const locationRows: (typeof businessLocations.$inferInsert)[] = listings.flatMap(({ id, business }, i) => [
    {
      id: randomUUID(),
      businessId: id,
      name: 'Main Location',
      address: business.address,
      city: business.city,
      state: 'IN',
      zip: business.zip,
      phone: demoPhone(business.city, 10 + i),
      email: businessRows[i]?.email ?? null,
      mapsUrl: demoMapsUrl(business),
      isPrimary: true,
      ...demoPin(business.zip, i),
      ...demoHours(business.name, business.category, business.city),
    },
    ...(business.moreLocations ?? []).map((location, j) => ({
      id: randomUUID(),
      businessId: id,
      name: location.name,
      address: location.address,
      city: location.city,
      state: 'IN',
      zip: location.zip,
      phone: location.comingSoon ? null : demoPhone(location.city, extraPhone++),
      mapsUrl: demoMapsUrl(location),
      comingSoon: location.comingSoon ?? false,
      ...demoPin(location.zip, 40 + i * 5 + j),
      ...demoHours(business.name, business.category, location.city),
    })),
  ]);

  const featuredRows: (typeof featuredListings.$inferInsert)[] = listings
    .filter((l) => l.business.featured)
    .map(({ id }, i) => ({ businessId: id, active: true, startAt: ago(3 + i * 4) }));

  const eventRows: (typeof events.$inferInsert)[] = demoEvents(now).map((event) => {
    const { id } = listing(event.business);
    return {
      businessId: id,
      createdBy: id === listings[0]?.id ? ownerId : null,
      title: event.title,
      description: event.description,
      location: event.location,
      eventDate: event.eventDate,
      endDate: event.endDate,
    };
  });

  const imageRows: (typeof businessImages.$inferInsert)[] = listings.flatMap(({ id, slug }) =>
    (pictures.get(slug)?.gallery ?? []).map((picture, displayOrder) => ({
      businessId: id,
      imageUrl: picture.url,
      caption: picture.caption,
      displayOrder,
    })),
  );

  const reviewRows: (typeof reviews.$inferInsert)[] = DEMO_REVIEWS.map((review, i) => {
    const { id } = listing(review.business);
    const authorId = reviewerIds[review.reviewer];
    if (!authorId) throw new Error(`Demo review ${i} has no reviewer ${review.reviewer}`);
    // Mid-afternoon-ish and never before the listing was approved.
    const written = new Date(ago(review.daysAgo).getTime() - ((i * 7) % 10) * 3_600_000);
    const listedAt = approvedAt.get(id) ?? now;
    return {
      businessId: id,
      userId: authorId,
      rating: review.rating,
      comment: review.comment,
      createdAt: written > listedAt ? written : new Date(listedAt.getTime() + DAY),
    };
  });

  const certifierId = (name: DemoCertifier) => {
    const id = certifierIds.get(name);
    if (!id) throw new Error(`Certifying body '${name}' is missing; run the migrations first.`);
    return id;
  };
  const halalRows: (typeof halalProfiles.$inferInsert)[] = DEMO_HALAL_PROFILES.map((profile) => {
    const { business, location, certificate, adminVerifiedDaysAgo, ownerConfirmedDaysAgo, ...facts } = profile;
    const { id } = listing(business);
    const locationId = location ? locationRows.find((l) => l.businessId === id && l.name === location)?.id : null;
    if (locationId === undefined) throw new Error(`Demo halal profile refers to an unknown location: ${location}`);
    const certifier = certificate?.certifier;
    const stamps = [adminVerifiedDaysAgo, ownerConfirmedDaysAgo, certificate?.checkedDaysAgo].filter(
      (days): days is number => days !== undefined,
    );
    return {
      id: randomUUID(),
      businessId: id,
      locationId,
      otherMeat: 'not_stated',
      prayerSpace: false,
      ...facts,
      certifierId: typeof certifier === 'string' ? certifierId(certifier) : null,
      certifierOther: typeof certifier === 'object' ? certifier.other : null,
      certificateExpiresOn: certificate ? dateIn(certificate.expiresInDays) : null,
      certificateCheckedAt: certificate?.checkedDaysAgo === undefined ? null : ago(certificate.checkedDaysAgo),
      adminVerifiedAt: adminVerifiedDaysAgo === undefined ? null : ago(adminVerifiedDaysAgo),
      adminVerifiedBy: adminVerifiedDaysAgo === undefined ? null : adminId,
      ownerConfirmedAt: ownerConfirmedDaysAgo === undefined ? null : ago(ownerConfirmedDaysAgo),
      // Last touched by the latest of those, or on approval when nobody has since.
      updatedAt: stamps.length > 0 ? ago(Math.min(...stamps)) : (approvedAt.get(id) ?? now),
    };
  });

  const reviewer = (index: number) => {
    const id = reviewerIds[index];
    if (!id) throw new Error(`Demo data refers to an unknown reviewer ${index}`);
    return id;
  };
  const reportRows: (typeof businessReports.$inferInsert)[] = DEMO_REPORTS.map((report) => ({
    businessId: listing(report.business).id,
    reporterId: reviewer(report.reporter),
    reason: report.reason,
    note: report.note,
    createdAt: ago(report.daysAgo),
  }));
  const confirmationRows: (typeof halalConfirmations.$inferInsert)[] = DEMO_CONFIRMATIONS.map((c) => ({
    businessId: listing(c.business).id,
    userId: reviewer(c.reviewer),
    confirmedAt: ago(c.daysAgo),
  }));
  // Issue 34: diners' answers about a business's own profile, kept as the answer route keeps them.
  const answered = DEMO_FACT_ANSWERS.map((a) => {
    const profile = halalRows.find((p) => p.businessId === listing(a.business).id && p.locationId === null);
    const value = profile?.[a.fact];
    if (!profile?.id || typeof value !== 'string')
      throw new Error(`Demo answer about a fact ${a.business} does not state`);
    return { ...a, profileId: profile.id, value, userId: reviewer(a.reviewer), at: ago(a.daysAgo) };
  });
  const answerRows: (typeof halalAnswers.$inferInsert)[] = answered.map((a) => ({
    userId: a.userId,
    profileId: a.profileId,
    fact: a.fact,
    answer: a.answer,
    value: a.value,
    answeredAt: a.at,
  }));
  const communityEvidenceRows: (typeof halalEvidence.$inferInsert)[] = answered.map((a) => ({
    profileId: a.profileId,
    fact: a.fact,
    value: a.value,
    affirms: a.answer === 'yes',
    source: 'community',
    actorId: a.userId,
    answererKey: a.userId,
    recordedAt: a.at,
    validUntil: evidenceValidUntil('community', a.fact, a.at, null),
    note: a.note ?? null,
  }));

  return {
    businesses: businessRows,
    businessCategories: categoryRows,
    businessLocations: locationRows,
    featuredListings: featuredRows,
    events: eventRows,
    businessImages: imageRows,
    reviews: reviewRows,
    halalProfiles: halalRows,
    businessReports: reportRows,
    halalConfirmations: confirmationRows,
    halalAnswers: answerRows,
    communityEvidence: communityEvidenceRows,
  };
}
