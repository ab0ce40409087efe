import { eq, inArray } from 'drizzle-orm';
import type { Cuisine } from '../../domain/cuisines';
import type { IndianaTimeZone, SpecialDay, WeeklyHours } from '../../domain/hours';
import { slugify } from '../../domain/slug';
import type { Db } from '../db/client';
import {
  businessCategories,
  businesses,
  businessLocations,
  categories,
  conversations,
  featuredListings,
  messages,
  profiles,
  reviews,
} from '../db/schema';

let sequence = 0;

/** A location of a test business; issue 17's pin and hours are optional. */
export interface LocationSpec {
  name?: string;
  city: string;
  isPrimary?: boolean;
  comingSoon?: boolean;
  latitude?: number;
  longitude?: number;
  weeklyHours?: WeeklyHours;
  specialHours?: SpecialDay[];
  temporarilyClosed?: boolean;
  timeZone?: IndianaTimeZone;
}

export interface BusinessSpec {
  name?: string;
  category?: string;
  alsoIn?: string[];
  description?: string;
  city?: string;
  approved?: boolean;
  rejected?: boolean;
  ownerId?: string;
  featured?: boolean;
  locations?: LocationSpec[];
  websiteUrl?: string;
  cuisines?: Cuisine[];
}

export async function categoryId(db: Db, slug: string): Promise<string> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

/** A business as the moderation flow would leave it: approved by default, with a primary location. */
export async function givenBusiness(db: Db, spec: BusinessSpec = {}) {
  sequence++;
  const name = spec.name ?? `Test Kitchen ${sequence}`;
  const approved = spec.approved ?? !spec.rejected;
  const category = await categoryId(db, spec.category ?? 'restaurants');
  const [business] = await db
    .insert(businesses)
    .values({
      name,
      slug: `${slugify(name)}-${sequence}`,
      description: spec.description ?? `Halal food made fresh every day at ${name}.`,
      categoryId: category,
      city: spec.city ?? 'Indianapolis',
      state: 'IN',
      ownerId: spec.ownerId,
      websiteUrl: spec.websiteUrl ?? 'https://example.com',
      cuisines: spec.cuisines,
      isApproved: approved,
      approvedAt: approved ? new Date() : null,
      rejectedAt: spec.rejected ? new Date() : null,
      rejectionReason: spec.rejected ? 'Not a food business' : null,
    })
    .returning();
  const b = business!;
  // The database lists the business under its primary category itself; only the others are added here.
  const extra = await Promise.all((spec.alsoIn ?? []).map((slug) => categoryId(db, slug)));
  if (extra.length > 0)
    await db.insert(businessCategories).values(extra.map((id) => ({ businessId: b.id, categoryId: id })));
  const locations = spec.locations ?? [{ city: spec.city ?? 'Indianapolis', isPrimary: true }];
  await db.insert(businessLocations).values(
    locations.map((l, i) => ({
      businessId: b.id,
      name: l.name ?? (i === 0 ? 'Main Location' : `Location ${i + 1}`),
      city: l.city,
      isPrimary: l.isPrimary ?? i === 0,
      comingSoon: l.comingSoon ?? false,
      latitude: l.latitude,
      longitude: l.longitude,
      weeklyHours: l.weeklyHours,
      specialHours: l.specialHours,
      temporarilyClosed: l.temporarilyClosed,
      timeZone: l.timeZone,
    })),
  );
  if (spec.featured) await db.insert(featuredListings).values({ businessId: b.id });
  return b;
}

export async function givenReview(db: Db, businessId: string, userId: string, rating: number, comment?: string) {
  const [review] = await db.insert(reviews).values({ businessId, userId, rating, comment }).returning();
  return review!;
}

/**
 * A conversation as a customer's first message leaves it. The API opens conversations with public
 * businesses only; this also reaches listings that are pending or rejected, for the access matrix.
 */
export async function givenConversation(
  db: Db,
  businessId: string,
  customerId: string,
  firstMessage: string | null = 'Salaam!',
) {
  const [conversation] = await db
    .insert(conversations)
    .values({ businessId, customerId, subject: 'Chat with a test kitchen', customerLastReadAt: new Date() })
    .returning();
  if (firstMessage !== null)
    await db.insert(messages).values({ conversationId: conversation!.id, senderId: customerId, content: firstMessage });
  return conversation!;
}

/**
 * Issue 34: accounts made `days` ago. The community counts a halal answer only from an account older
 * than TRUST_MIN_ACCOUNT_AGE_HOURS (24) when it answers.
 */
export async function accountsMadeDaysAgo(db: Db, people: readonly { id: string }[], days = 2) {
  await db
    .update(profiles)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(
      inArray(
        profiles.id,
        people.map((person) => person.id),
      ),
    );
}
