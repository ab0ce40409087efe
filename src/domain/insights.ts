import { plainWord } from './dishes';
import { isCleanText } from './text';
import { z } from './zod';

// Issue 37: what a listing does for its owner, counted on the server per business per day, with no
// personal data and no third-party tracker (decision 036).

/**
 * What is counted:
 * - impression: the place was shown in a page of results (a category listing or a search);
 * - view: its page was opened (once per visitor per place per hour);
 * - phone, directions, website, order, action: a tap on its call, directions, website, 'order online' or
 *   another action link (reserve, delivery, catering);
 * - chat: a conversation started; save: saved to a list; stamp: a passport stamp; subscription: subscribed.
 */
export const INSIGHT_METRICS = [
  'impression',
  'view',
  'phone',
  'directions',
  'website',
  'order',
  'action',
  'chat',
  'save',
  'stamp',
  'subscription',
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

/** The taps a page reports (the rest are counted where they happen, on the server). */
export const INSIGHT_TAPS = ['phone', 'directions', 'website', 'order', 'action'] as const;
export type InsightTap = (typeof INSIGHT_TAPS)[number];

/** The periods the Insights tab compares with the one before. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const INSIGHT_LIMITS = {
  /** The places one report of a page of results may name (a page shows at most 24). */
  impressionsPerReport: 48,
  /** The taps and views one report may carry. */
  eventsPerReport: 20,
  /** A search's words as kept: longer ones are cut. */
  termLength: 60,
  /** The searches listed for an owner, and the searches without results listed for admins. */
  topSearches: 10,
  missedSearches: 50,
} as const;

// Any id of the UUID shape, as the paths take them (uuidParam): the bench's generated places have ids that are
// not version 4, and a report naming no listed place changes nothing anyway.
const placeId = z.guid();

/**
 * What a page sends (one small beacon, batched in the browser): the places a page of results showed, with
 * the search that found them, and the views and taps since the last report.
 */
export const insightReport = z
  .object({
    shown: z
      .object({
        q: z.string().max(200).refine(isCleanText).optional(),
        places: z.array(placeId).max(INSIGHT_LIMITS.impressionsPerReport),
        /** Whether filters other than the search narrowed the results (then none found is no missed search). */
        filtered: z.boolean().optional(),
      })
      .strict()
      .optional(),
    events: z
      .array(z.object({ place: placeId, what: z.enum(['view', ...INSIGHT_TAPS]) }).strict())
      .max(INSIGHT_LIMITS.eventsPerReport)
      .optional(),
  })
  .strict();
export type InsightReport = z.infer<typeof insightReport>;

export const insightPeriodQuery = z.object({
  days: z
    .enum(INSIGHT_PERIODS.map(String) as ['7', '30', '90'])
    .default('30')
    .transform((days) => Number(days) as InsightPeriod),
});

/**
 * A search as it is kept and shown: its words in lower case without accents, letters and digits only (no
 * number of seven digits or more), one space between, cut to the limit; '' when nothing is left.
 */
export function searchTerm(q: string): string {
  const words = plainWord(q)
    // A phone number or any other long number (seven digits or more, however written) is not kept: it may
    // name someone.
    .replace(/\p{N}(?:[\s().-]*\p{N}){6,}/gu, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let term = '';
  for (const word of words) {
    const next = term ? `${term} ${word}` : word;
    if (next.length > INSIGHT_LIMITS.termLength) break;
    term = next;
  }
  return term;
}

/**
 * Whether a browser's user agent names a robot (search engines, link previews, monitors, headless
 * browsers, page-speed tools): their visits are not counted. An empty one counts as a robot too.
 */
export function isRobot(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  return /bot\b|bot\/|crawl|spider|slurp|preview|fetch|monitor|headless|lighthouse|pagespeed|curl|wget|python|java\/|go-http|node|axios|okhttp|facebookexternalhit|embedly|whatsapp|telegram/i.test(
    userAgent,
  );
}

/** The change from one period to the next, as a whole percentage; null when the earlier one had none. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
