import { optionalText, optionalWebUrl, realDate, requiredText } from './schemas';
import { z } from './zod';

// Issue 37: offers and action links (decision 034). Money never changes halal facts or ranking: an offer is
// shown, and can be filtered for, but no sort reads it.

export const OFFER_LIMITS = {
  titleMax: 100,
  textMax: 500,
  /** Offers a business keeps at once (past ones included, until removed). */
  offersPerBusiness: 20,
  /** The longest an offer may run: a year. */
  maxDays: 366,
} as const;

/** Whether an offer runs on `today` (Indiana's calendar day, YYYY-MM-DD): from its first day through its last. */
export function isOfferCurrent(offer: { startsOn: string; endsOn: string }, today: string): boolean {
  return offer.startsOn <= today && today <= offer.endsOn;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const OFFER_ENDS_BEFORE_START = 'The offer cannot end before it starts.';
export const OFFER_TOO_LONG = `An offer can run for at most ${OFFER_LIMITS.maxDays} days.`;

export const offerInput = z
  .strictObject({
    title: requiredText(OFFER_LIMITS.titleMax, 'Please give the offer a title.'),
    text: optionalText(OFFER_LIMITS.textMax),
    startsOn: realDate,
    endsOn: realDate,
    /** 'Show your passport stamp': the offer is for diners who show this place's stamp in their passport. */
    needsPassportStamp: z.boolean().default(false),
  })
  .refine((offer) => offer.endsOn >= offer.startsOn, { message: OFFER_ENDS_BEFORE_START, path: ['endsOn'] })
  .refine((offer) => daysBetween(offer.startsOn, offer.endsOn) <= OFFER_LIMITS.maxDays, {
    message: OFFER_TOO_LONG,
    path: ['endsOn'],
  });
export type OfferInput = z.infer<typeof offerInput>;

/** The buttons a business (or one of its locations) may show, in the order the page shows them. */
export const ACTION_LINK_KINDS = {
  order_online: 'Order online',
  reserve: 'Reserve a table',
  delivery: 'Delivery',
  catering: 'Catering',
} as const;
export type ActionLinkKind = keyof typeof ACTION_LINK_KINDS;
export const ACTION_LINK_KIND_KEYS = Object.keys(ACTION_LINK_KINDS) as [ActionLinkKind, ...ActionLinkKind[]];

/** One per kind for the business and one per kind for each location: 4 kinds × (1 + 5 locations). */
export const ACTION_LINKS_MAX = 24;

export const actionLinkInput = z.strictObject({
  kind: z.enum(ACTION_LINK_KIND_KEYS),
  /** Checked as the website field is: a full http(s) link. */
  url: optionalWebUrl.pipe(z.string('Enter a full link starting with https://')),
  /** The location the link is for; null for the whole business. */
  locationId: z.uuid('Choose a location').nullable().default(null),
});
export type ActionLinkInput = z.infer<typeof actionLinkInput>;

export const ACTION_LINK_TWICE = 'Each kind of link can be given once for the business and once for each location.';

/** PUT /api/owner/businesses/:id/action-links: every link, replacing those there were. */
export const actionLinksInput = z
  .strictObject({
    links: z.array(actionLinkInput).max(ACTION_LINKS_MAX, ACTION_LINK_TWICE),
  })
  .refine(({ links }) => new Set(links.map((l) => `${l.locationId ?? ''}:${l.kind}`)).size === links.length, {
    message: ACTION_LINK_TWICE,
    path: ['links'],
  });
export type ActionLinksInput = z.infer<typeof actionLinksInput>;
