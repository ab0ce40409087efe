import type { FactProjection, HalalFact, PlaceFacts } from './halal-evidence';
import { NOTICE_CHANNELS, NOTICE_KINDS, type NoticeEvent } from './notices';
import { z } from './zod';

// Issue 36: what a person sets for their notices on the profile, and the rules the server and the web share.

/** A time of day as the profile shows it ('22:00'), in the site's time zone. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time like 22:00');

/** Quiet hours for push: from one time of day until another (overnight when `until` comes first). */
export const quietHoursInput = z
  .strictObject({ from: clock, until: clock })
  .refine((quiet) => quiet.from !== quiet.until, { message: 'Quiet hours end at another time than they start' });

const channelsInput = z.strictObject(
  Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, z.enum(NOTICE_CHANNELS).optional()])) as {
    [K in (typeof NOTICE_KINDS)[number]]: z.ZodOptional<z.ZodEnum<{ [C in (typeof NOTICE_CHANNELS)[number]]: C }>>;
  },
);

/** PUT /api/notices/settings: the channels to change (the others stay) and the quiet hours (null: none). */
export const noticeSettingsInput = z.strictObject({
  channels: channelsInput.optional(),
  quiet: quietHoursInput.nullable().optional(),
});
export type NoticeSettingsInput = z.infer<typeof noticeSettingsInput>;

/** POST /api/notices/push-subscriptions: the browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionInput = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.strictObject({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'A P-256 public key, base64url'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'A 16-byte secret, base64url'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** '22:30' → 1350 (minutes after midnight). */
export function minutesOfClock(value: string): number {
  const [hours, minutes] = value.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** 1350 → '22:30'. */
export function clockOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const isCurrentCertificate = (fact: FactProjection | undefined) => fact?.status === 'known' && fact.value === 'yes';

/**
 * What a watcher is told of a place's halal facts moving from `before` to `after`, or null when nothing a
 * visitor sees changed: the certificate renewed (current again, or current for longer) or expired (no longer
 * current), a fact disputed (its sources now disagree), else the facts changed.
 */
export function halalNoticeEvent(before: PlaceFacts, after: PlaceFacts): NoticeEvent | null {
  const was = before.certificate;
  const is = after.certificate;
  if (isCurrentCertificate(was) && !isCurrentCertificate(is)) return 'certificate_expired';
  if (isCurrentCertificate(is)) {
    if (!isCurrentCertificate(was)) return 'certificate_renewed';
    if ((is!.validUntil ?? '') > (was!.validUntil ?? '')) return 'certificate_renewed';
  }
  const facts = new Set([...Object.keys(before), ...Object.keys(after)] as HalalFact[]);
  let changed = false;
  for (const fact of facts) {
    const [b, a] = [before[fact], after[fact]];
    if (a?.status === 'disagree' && b?.status !== 'disagree') return 'fact_disputed';
    if ((b?.status ?? null) !== (a?.status ?? null) || (b?.value ?? null) !== (a?.value ?? null)) changed = true;
  }
  return changed ? 'halal_changed' : null;
}
