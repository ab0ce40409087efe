import { CUISINE_KEYS, CUISINES_PER_BUSINESS, cuisineFilterList } from './cuisines';
import { DEFAULT_RADIUS_MILES } from './geo';
import { latitude, longitude } from './geo-input';
import {
  ALCOHOL_POLICIES,
  HALAL_LEVELS,
  halalFilterList,
  keysOf,
  MUSLIM_OWNED_ANSWERS,
  PORK_ANSWERS,
  SLAUGHTER_METHODS,
} from './halal';
import { FACT_ANSWER_NOTE_MAX, FACT_ANSWERS, HALAL_FACTS, isFactValue } from './halal-evidence';
import { type HalalStandard, parseStandardParam, readStandard } from './halal-standard';
import { INDIANA_TIME_ZONES } from './hours';
import { LIMITS } from './limits';
import { LISTING_SORTS } from './listing-sort';
import { SAVED_LIST_ORDERS } from './notices';
import { SAVED_LIMITS } from './saved-limits';
import { cleanText } from './text';
import { AUDIT_ACTIONS, REPORT_NOTE_MAX, REPORT_OUTCOMES, REPORT_REASONS } from './trust';
import { z } from './zod';

// Request bodies shared by the server (validation) and the web app (forms).

const personName = cleanText().trim().min(1, 'Required').max(100, 'At most 100 characters');

export const profileUpdateInput = z.strictObject({
  firstName: personName,
  lastName: personName,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

/** GET /api/email-confirmation: the mark the confirmation link's landing page carries, if any. */
/** Issue 29: the secret of a 'This wasn't me' link, posted by its page. */
export const accountRecoveryInput = z.strictObject({
  token: z.string().regex(/^[\w-]{16,128}$/, 'This link is invalid, has expired or was already used.'),
});

export const emailConfirmationQuery = z.object({
  account: cleanText().max(200).optional(),
});

const email = cleanText()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Please enter a valid email address.'));

/** Issue 33 'Delete my account': confirmed by typing the account's email (compared without regard to case). */
export const deleteAccountInput = z.strictObject({
  email: cleanText().trim().min(1, 'Type your email address to confirm.').max(254),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** How far a person's clock may be from the server's for 'open now' (issue 17): a year, for a clock set wrong. */
const MAX_CLOCK_DRIFT_MS = 366 * 86_400_000;
/** An empty query field (`lat=`) is no field, not zero. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const listingQuery = z.object({
  category: cleanText().trim().max(100).optional(),
  q: cleanText().max(200).optional(),
  city: cleanText().max(100).optional(),
  /** Issue 16: halal filters, comma-separated (`certified,zabiha`); unknown names are ignored. */
  halal: cleanText()
    .max(200)
    .optional()
    .transform((v) => halalFilterList(v)),
  /** Issue 34: 'Matches my standard', the person's standard in its address form (`standardParam`). */
  standard: cleanText()
    .max(500)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const standard = parseStandardParam(v.trim());
      if (!standard) {
        ctx.addIssue({ code: 'custom', message: 'This is not a halal standard.' });
        return z.NEVER;
      }
      return standard;
    }),
  /** The cuisines a card may have, any of them, comma-separated (`pakistani,turkish`); unknown names are ignored. */
  cuisine: cleanText()
    .max(500)
    .optional()
    .transform((v) => cuisineFilterList(v)),
  /** Issue 17: the order (relevance with a search, distance with a place); an unfitting one falls back. */
  sort: z.enum(LISTING_SORTS).optional(),
  /** Issue 17: 'now' lists only places open at `at` (the person's clock), or at the server's time. */
  open: z.literal('now').optional(),
  /** Issue 37, 'Has an offer': only places with an offer running today. */
  offer: z.literal('now').optional(),
  /** Issue 37, during the season: places serving iftar tonight, or open for suhoor now (at `at`). */
  iftar: z.literal('tonight').optional(),
  suhoor: z.literal('now').optional(),
  at: z.iso
    .datetime({ offset: true })
    .refine((at) => Math.abs(Date.parse(at) - Date.now()) <= MAX_CLOCK_DRIFT_MS, 'Must be within a year of now')
    .optional(),
  /** Issue 17, 'near me': an Indiana ZIP code or city, or the browser's position; and how far to look. */
  near: cleanText().trim().max(100).optional(),
  lat: z.preprocess(blankToUndefined, z.coerce.number().min(-90).max(90).optional()),
  lng: z.preprocess(blankToUndefined, z.coerce.number().min(-180).max(180).optional()),
  radius: z.coerce.number().int().min(1).max(200).default(DEFAULT_RADIUS_MILES),
  /** The previous page's `nextCursor`, as it came (keyset pages: the next page starts after its last card). */
  cursor: cleanText().max(1000).optional(),
  pageSize: z.coerce.number().int().min(1).max(48).default(12),
});

/** Issue 17: the header's suggestions as a person types. */
export const suggestionsQuery = z.object({ q: cleanText().trim().min(1).max(100) });

/** Issue 17: an Indiana ZIP code or city typed for 'Near me'. */
export const placeQuery = z.object({ q: cleanText().trim().min(1, 'Enter a ZIP code or city').max(100) });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const subscribeInput = z.strictObject({ email });

export const contactInput = z.strictObject({
  name: cleanText().trim().min(1, 'Name is required').max(100),
  email,
  subject: cleanText().trim().min(1, 'Subject is required').max(200),
  message: cleanText().trim().min(1, 'Message is required').max(5000),
});
export type ContactInput = z.infer<typeof contactInput>;

/** A text field that must be filled: trimmed, `empty` when nothing is left, at most `max` characters. */
export const requiredText = (max: number, empty: string) =>
  cleanText().trim().min(1, empty).max(max, `At most ${max} characters`);

/** An optional text field: trimmed, and an empty value becomes null. */
export const optionalText = (max: number) =>
  cleanText()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

const optionalEmail = cleanText()
  .trim()
  .max(254)
  .nullish()
  .transform((v) => v || null)
  .pipe(z.email('Please enter a valid email address.').nullable());

/** A link to a page of the web, as the website field takes it (also the action links, issue 37). */
export const optionalWebUrl = cleanText()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => v || null)
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter a full link starting with https://' }).nullable());

export const locationInput = z.strictObject({
  name: optionalText(100),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(50).transform((v) => v ?? 'IN'),
  zip: optionalText(20),
  phone: optionalText(40),
  email: optionalEmail,
});
export type LocationInput = z.infer<typeof locationInput>;

const businessName = cleanText().trim().min(1, 'Name is required').max(120, 'At most 120 characters');

/** The cuisines a business names (src/domain/cuisines.ts), each once, at most five. */
const cuisines = z
  .array(z.enum(CUISINE_KEYS, 'Choose cuisines from the list'))
  .max(CUISINES_PER_BUSINESS, 'At most 5 cuisines')
  .refine((keys) => new Set(keys).size === keys.length, 'Each cuisine once');

const contactFields = {
  description: optionalText(2000),
  phone: optionalText(40),
  email: optionalEmail,
  websiteUrl: optionalWebUrl,
  instagram: optionalText(200),
};

// SPEC §5 Business submission.
export const submissionInput = z.strictObject({
  name: businessName,
  /** Ordered: the first is the primary category. */
  categoryIds: z
    .array(z.uuid())
    .min(1, 'Please select at least one category')
    .max(6)
    .refine((ids) => new Set(ids).size === ids.length, 'Each category once'),
  ...contactFields,
  cuisines: cuisines.default([]),
  imageUrl: optionalText(500),
  locations: z.array(locationInput).max(5, 'At most 5 locations').default([]),
  /** The business's halal profile (issue 16), optional: what is not given is 'Not stated'. */
  halal: z.lazy(() => halalProfileInput).optional(),
});
export type SubmissionInput = z.infer<typeof submissionInput>;

// SPEC §5 Admin add restaurant, and the admin's Edit dialog.
export const adminBusinessInput = z.strictObject({
  name: businessName,
  categoryId: z.uuid('Please fill in at least the name and category.'),
  ...contactFields,
  /** Left out, the cuisines stay as they are (a new business has none). */
  cuisines: cuisines.optional(),
  imageUrl: optionalText(500),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(50).transform((v) => v ?? 'IN'),
  zip: optionalText(20),
  /** The business's own halal profile (issue 16); left out, the profile stays as it is. */
  halal: z.lazy(() => halalProfileInput).optional(),
});
export type AdminBusinessInput = z.infer<typeof adminBusinessInput>;

export const rejectInput = z.strictObject({ reason: optionalText(1000) });
export const deleteBusinessInput = z.strictObject({ confirm: z.literal('DELETE', 'Type DELETE to confirm.') });
export const adminMessageInput = z.strictObject({
  subject: cleanText().trim().min(1, 'Subject is required').max(200),
  message: cleanText().trim().min(1, 'Message is required').max(5000),
});
export const adminListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  q: cleanText().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

// SPEC §5 Review.
export const reviewInput = z.strictObject({
  rating: z
    .number('Please select a rating before submitting your review.')
    .int()
    .min(1, 'Please select a rating before submitting your review.')
    .max(5, 'Please select a rating before submitting your review.'),
  comment: cleanText()
    .trim()
    .max(500, 'At most 500 characters')
    .nullish()
    .transform((v) => v || null),
});
export type ReviewInput = z.infer<typeof reviewInput>;

// SPEC §5 Dispute.
export const disputeInput = z.strictObject({
  reason: cleanText().trim().min(1, 'Please give a reason.').max(1000, 'At most 1000 characters'),
});

export const replyInput = z.strictObject({
  reply: cleanText().trim().min(1, 'Please write a reply.').max(1000, 'At most 1000 characters'),
});

export const isoDate = cleanText().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');
const clockTime = cleanText()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use the time format HH:MM')
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v || null);

// SPEC §2 Events tab: title and start date required ('Missing Information: Please fill in the title and event date.').
export const eventInput = z.strictObject({
  title: cleanText().trim().min(1, 'Please fill in the title and event date.').max(200),
  description: optionalText(2000),
  startDate: cleanText().min(1, 'Please fill in the title and event date.').pipe(isoDate),
  startTime: clockTime,
  endDate: isoDate
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v || null),
  endTime: clockTime,
  location: optionalText(200),
});
export type EventInput = z.infer<typeof eventInput>;

/** A calendar date that exists (2026-02-31 does not). */
export const realDate = isoDate.refine((v) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}, 'Enter a real date');

// Issue 16: a halal profile, for the whole business or one location. Everything is optional: what is not
// given is 'Not stated'.
const slaughter = z.enum(keysOf(SLAUGHTER_METHODS)).default('not_stated');
export const halalProfileInput = z.strictObject({
  level: z.enum(keysOf(HALAL_LEVELS)).nullable().default(null),
  chicken: slaughter,
  beef: slaughter,
  lambGoat: slaughter,
  otherMeat: slaughter,
  alcohol: z.enum(keysOf(ALCOHOL_POLICIES)).default('not_stated'),
  pork: z.enum(keysOf(PORK_ANSWERS)).default('not_stated'),
  prayerSpace: z.boolean().default(false),
  muslimOwned: z.enum(keysOf(MUSLIM_OWNED_ANSWERS)).default('not_stated'),
  certifierId: z.uuid('Choose a certifying body').nullable().default(null),
  certifierOther: optionalText(200),
  /** The certificate file (an upload of this site: PNG, JPEG or PDF). */
  certificateUrl: optionalText(500),
  certificateExpiresOn: realDate
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v || null),
});
export type HalalProfileInput = z.infer<typeof halalProfileInput>;

/** A certifying body on the admins' list (decision 020): its name and, optionally, its website. */
export const certifierInput = z.strictObject({
  name: cleanText().trim().min(1, 'Name is required').max(200, 'At most 200 characters'),
  websiteUrl: optionalWebUrl,
});
export type CertifierInput = z.infer<typeof certifierInput>;

/** Which profile an owner edits or re-confirms: the business's own (null), or one location's. */
export const halalProfileTarget = z.strictObject({ locationId: z.uuid().nullable().default(null) });

/** An owner's halal profile of their business or one of its locations. */
export const ownerHalalProfileInput = z.strictObject({
  locationId: z.uuid().nullable().default(null),
  profile: halalProfileInput,
});
export type OwnerHalalProfileInput = z.infer<typeof ownerHalalProfileInput>;

// Issue 16: owners keep their own business info. Contact fields and cuisines go live at once; a new name
// waits for an admin.
export const ownerBusinessInfoInput = z.strictObject({
  name: businessName,
  ...contactFields,
  /** Left out, the cuisines stay as they are. */
  cuisines: cuisines.optional(),
  imageUrl: optionalText(500),
});
export type OwnerBusinessInfoInput = z.infer<typeof ownerBusinessInfoInput>;

/** An admin's decision on an owner's edit. */
export const reviewOwnerEditInput = z.strictObject({
  decision: z.enum(['approved', 'rejected']),
  note: optionalText(1000),
});

// Issue 16: community reports.
export const reportInput = z.strictObject({
  reason: z.enum(keysOf(REPORT_REASONS), 'Choose what is wrong'),
  note: optionalText(REPORT_NOTE_MAX),
});
export type ReportInput = z.infer<typeof reportInput>;
export const resolveReportInput = z.strictObject({
  outcome: z.enum(keysOf(REPORT_OUTCOMES), 'Choose an outcome'),
  note: cleanText()
    .trim()
    .min(1, 'Add a note for the reporter')
    .max(REPORT_NOTE_MAX, `At most ${REPORT_NOTE_MAX} characters`),
});
export type ResolveReportInput = z.infer<typeof resolveReportInput>;
export const reportsQuery = z.object({ status: z.enum(['open', 'resolved']).default('open') });

// Issue 16: the audit log, filtered by business, person and action.
export const auditQuery = z.object({
  business: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  person: cleanText()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  action: z
    .enum(keysOf(AUDIT_ACTIONS))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  cursor: cleanText().max(100).optional(),
});

/** Which profile an admin verifies: the business's own, or one location's. */
export const verifyHalalInput = z.strictObject({ locationId: z.uuid().nullable().default(null) });

/** Issue 34: 'Is this still true?' about one fact of the business's own place or of one location. */
export const factAnswerInput = z
  .strictObject({
    locationId: z.uuid().nullable().default(null),
    fact: z.enum(keysOf(HALAL_FACTS), 'Choose a halal fact'),
    answer: z.enum(keysOf(FACT_ANSWERS), 'Choose an answer'),
    note: optionalText(FACT_ANSWER_NOTE_MAX),
    /** A photo of the person's own upload (a menu, a certificate on the wall): evidence once an admin accepts it. */
    photoUrl: optionalText(500),
  })
  .superRefine((input, ctx) => {
    if (input.photoUrl && input.answer === 'not_sure')
      ctx.addIssue({ code: 'custom', path: ['photoUrl'], message: 'Send a photo with Yes or No' });
  });
export type FactAnswerInput = z.infer<typeof factAnswerInput>;

/** Issue 34: an admin accepts a diner's photo as evidence of the fact they answered about, or rejects it. */
export const halalPhotoDecisionInput = z.strictObject({
  decision: z.enum(['accept', 'reject'], 'Choose accept or reject'),
});
export type HalalPhotoDecisionInput = z.infer<typeof halalPhotoDecisionInput>;

/** Issue 34: an admin discounts every halal answer of one account, with a reason for the audit log. */
export const discountAnswersInput = z.strictObject({ reason: optionalText(REPORT_NOTE_MAX) });

/** Issue 34: the team's visit or call found one fact of a place (a profile) to have this value. */
export const halalCheckInput = z
  .strictObject({
    profileId: z.uuid(),
    fact: z.enum(keysOf(HALAL_FACTS), 'Choose a halal fact'),
    value: z.string(),
  })
  .superRefine((check, ctx) => {
    if (!isFactValue(check.fact, check.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Choose a value this fact can take' });
  });
export type HalalCheckInput = z.infer<typeof halalCheckInput>;

export const ownerLocationInput = locationInput
  .extend({
    name: cleanText().trim().min(1, 'Location name is required').max(100),
    isPrimary: z.boolean().default(false),
    comingSoon: z.boolean().default(false),
    /** Issue 17: the pin, placed on a map or typed; both or neither. */
    latitude: latitude.nullable().optional(),
    longitude: longitude.nullable().optional(),
    /** Issue 17: defaults from the city when a location is added. */
    timeZone: z.enum(INDIANA_TIME_ZONES).optional(),
  })
  .refine((l) => (l.latitude == null) === (l.longitude == null), {
    message: 'Enter both latitude and longitude, or neither',
    path: ['longitude'],
  });
export type OwnerLocationInput = z.infer<typeof ownerLocationInput>;

export const categoriesInput = z.strictObject({
  primaryId: z.uuid('A primary category is required'),
  additionalIds: z.array(z.uuid()).max(6).default([]),
});

/** The owner's gallery order: every image id of the gallery, each once, first shown first. */
export const galleryOrderInput = z.strictObject({
  imageIds: z.array(z.uuid()).max(500),
});

// SPEC §5 Owner dashboard notification: 'Missing Information: Please fill in both title and message.'
export const notificationInput = z.strictObject({
  title: cleanText().trim().min(1, 'Please fill in both title and message.').max(200),
  message: cleanText().trim().min(1, 'Please fill in both title and message.').max(5000),
});

export const contactReplyInput = adminMessageInput;

export const newsletterInput = z.strictObject({
  subject: cleanText().trim().min(1, 'Subject is required').max(200),
  content: cleanText().trim().min(1, 'Content is required').max(20000),
});

export const usersQuery = z.object({
  q: cleanText().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const roleInput = z.strictObject({ role: z.enum(['admin', 'user']) });
export const assignBusinessInput = z.strictObject({ businessId: z.uuid('Choose an approved business') });
export const banInput = z.strictObject({
  reason: cleanText().trim().min(1, 'User ban was cancelled - no reason provided.').max(1000),
});
export const deleteUserInput = z.strictObject({ confirm: z.literal('DELETE USER', 'Type DELETE USER to confirm.') });

export const resolveDisputeInput = z.strictObject({
  status: z.enum(['approved', 'rejected']),
  adminNotes: cleanText()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v || null),
});

export const logoStatusInput = z.strictObject({ isActive: z.boolean() });

// SPEC §4 Chat: one message of a conversation.
export const chatMessageInput = z.strictObject({
  content: cleanText()
    .trim()
    .min(1, 'Please write a message.')
    .max(LIMITS.chatMessageMax, `At most ${LIMITS.chatMessageMax} characters`),
});
export type ChatMessageInput = z.infer<typeof chatMessageInput>;

/** A page of the viewer's chats: after the conversation named by `cursor` (the last one of the page before). */
export const chatListQuery = z.object({ cursor: z.uuid().optional() });

/** The latest messages of a conversation, or those before the message named by `before`. */
export const chatMessagesQuery = z.object({ before: z.uuid().optional() });

// SPEC §4 Passport: the holder's private note on a stamped place, kept as typed (an empty note clears it).
export const passportNoteInput = z.strictObject({
  note: cleanText().max(LIMITS.passportNoteMax, `At most ${LIMITS.passportNoteMax} characters`),
});
export type PassportNoteInput = z.infer<typeof passportNoteInput>;

/** A page of 'My stamps': after the stamp (visit) named by `cursor`, the last one of the page before. */
export const myStampsQuery = z.object({ cursor: z.uuid().optional() });

/** Issue 34: 'My halal standard' as the account keeps it (the defaults for what it leaves out); null forgets it. */
const halalStandard = z.unknown().transform((value, ctx): HalalStandard => {
  const standard = readStandard(value);
  if (!standard) {
    ctx.addIssue({ code: 'custom', message: 'This is not a halal standard.' });
    return z.NEVER;
  }
  return standard;
});
export const halalStandardInput = z.strictObject({ standard: z.union([z.null(), halalStandard]) });

/** Issue 35: imported places an admin publishes together (at most a page of the 'Imported' queue). */
export const publishImportedInput = z.strictObject({
  ids: z
    .array(z.uuid('Choose places from the list'))
    .min(1, 'Choose at least one place')
    .max(100, 'At most 100 places at once'),
});

/** Issue 35: an admin's word on an imported element that looks like a listed place. */
export const osmMatchDecisionInput = z.strictObject({
  decision: z.enum(['link', 'create', 'dismiss'], 'Choose link, create or dismiss'),
});

/** Issue 35: at most this many lines in one CSV import. */
export const CSV_IMPORT_MAX_ROWS = 10_000;

/** A CSV cell that may be empty: the empty string is no value. */
const csvNumber = (schema: typeof latitude) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null;
      const n = Number(v);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: 'Enter a number' });
        return z.NEVER;
      }
      return n;
    })
    .pipe(schema.nullable());

/**
 * Issue 35: one line of an admin's CSV import, its cells as text (the export's columns; the halal columns and
 * the status are the export's to read and are not imported: halal facts come from their evidence). The key is
 * `external_id`, else the directory's own `id`.
 */
export const csvPlaceRow = z
  .object({
    external_id: optionalText(100),
    id: z
      .string()
      .trim()
      .transform((v) => v || null)
      .pipe(z.uuid('Not an id of this directory').nullable()),
    name: businessName,
    category: z.string().trim().min(1, 'Choose a category'),
    cuisines: z
      .string()
      .transform((v) =>
        v
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      )
      .pipe(cuisines),
    description: optionalText(2000),
    phone: optionalText(40),
    email: optionalEmail,
    website: optionalWebUrl,
    instagram: optionalText(200),
    address: optionalText(200),
    city: optionalText(100),
    state: optionalText(50).transform((v) => v ?? 'IN'),
    zip: optionalText(20),
    latitude: csvNumber(latitude),
    longitude: csvNumber(longitude),
    hours: optionalText(500),
  })
  .refine((row) => (row.latitude === null) === (row.longitude === null), {
    message: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  })
  .refine((row) => row.external_id !== null || row.id !== null, {
    message: 'Give an external_id (or the id of a place this directory lists)',
    path: ['external_id'],
  });
export type CsvPlaceRow = z.infer<typeof csvPlaceRow>;

/** Issue 35: a CSV import is checked first (the default) and applied when asked. */
export const csvImportQuery = z.object({
  apply: z.enum(['true', 'false'], 'apply is true or false').default('false'),
});
// Issue 35: 'Possible duplicates' and merges.

/** A page of the admins' 'Possible duplicates': after the pair the previous page ended with. */
export const duplicatesQuery = z.object({
  cursor: z
    .string()
    .regex(/^[0-9a-f-]{36}\|[0-9a-f-]{36}$/i, 'Not a page of this list')
    .optional(),
});

/** Two places an admin says are not the same place. */
export const dismissDuplicateInput = z.strictObject({
  firstId: z.uuid('Choose a place'),
  secondId: z.uuid('Choose a place'),
});
export type DismissDuplicateInput = z.infer<typeof dismissDuplicateInput>;

/** The place a duplicate is merged into (the one that stays). */
export const mergeBusinessInput = z.strictObject({ into: z.uuid('Choose the place to keep') });
export type MergeBusinessInput = z.infer<typeof mergeBusinessInput>;

// Issue 36: saved places and their lists (decision 032).

const savedListName = cleanText()
  .trim()
  .min(1, 'Give the list a name')
  .max(SAVED_LIMITS.listNameMax, `At most ${SAVED_LIMITS.listNameMax} characters`);

/** A new list of the person's own. */
export const savedListInput = z.strictObject({ name: savedListName });
export type SavedListInput = z.infer<typeof savedListInput>;

/** A list's settings: its name (a list of the person's own only), whether saving watches, its order. */
export const savedListUpdateInput = z.strictObject({
  name: savedListName.optional(),
  watch: z.boolean().optional(),
  sort: z.enum(SAVED_LIST_ORDERS).optional(),
});
export type SavedListUpdateInput = z.infer<typeof savedListUpdateInput>;

/** The person's note on a place in a list. */
export const savedNoteInput = z.strictObject({
  note: cleanText().max(SAVED_LIMITS.noteMax, `At most ${SAVED_LIMITS.noteMax} characters`),
});

/** A list's places in the order its owner arranged: every place of the list, each once, first shown first. */
export const savedOrderInput = z.strictObject({
  businessIds: z.array(z.uuid()).max(SAVED_LIMITS.placesPerList),
});

/** Where a list ordered by distance measures from: the browser's position, when given. */
export const savedListQuery = z.object({
  lat: z.preprocess(blankToUndefined, z.coerce.number().min(-90).max(90).optional()),
  lng: z.preprocess(blankToUndefined, z.coerce.number().min(-180).max(180).optional()),
});
