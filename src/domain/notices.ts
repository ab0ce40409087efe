// Issue 36: saved places, their lists, and the notices people opt into. The words both sides agree on:
// the kinds of notice a person sets a channel for, what happened, and the channels.

/** The lists every person has from the start; any others are their own ('custom'). */
export const SAVED_LIST_KINDS = ['want_to_go', 'favourites', 'custom'] as const;
export type SavedListKind = (typeof SAVED_LIST_KINDS)[number];

/** How a list orders its places: as its owner arranged them, or nearest first. */
export const SAVED_LIST_ORDERS = ['manual', 'distance'] as const;
export type SavedListOrder = (typeof SAVED_LIST_ORDERS)[number];

/**
 * The kinds of notice, each with its own channel on the profile:
 * - place_halal: a watched place's halal facts changed (a certificate renewed or expired, a fact disputed);
 * - place_hours: a watched place closed, reopened or posted special hours;
 * - place_news: a watched place posted an event or an update;
 * - chat_reply: a business answered the person's chat;
 * - owner_activity: the person's own business has a new chat, review or report.
 */
export const NOTICE_KINDS = ['place_halal', 'place_hours', 'place_news', 'chat_reply', 'owner_activity'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What happened, each under one kind. */
export const NOTICE_EVENTS = {
  certificate_renewed: 'place_halal',
  certificate_expired: 'place_halal',
  halal_changed: 'place_halal',
  fact_disputed: 'place_halal',
  closed: 'place_hours',
  reopened: 'place_hours',
  special_hours: 'place_hours',
  event_posted: 'place_news',
  update_posted: 'place_news',
  chat_reply: 'chat_reply',
  new_chat: 'owner_activity',
  new_review: 'owner_activity',
  new_report: 'owner_activity',
} as const satisfies Record<string, NoticeKind>;
export type NoticeEvent = keyof typeof NOTICE_EVENTS;
export const NOTICE_EVENT_NAMES = Object.keys(NOTICE_EVENTS) as NoticeEvent[];

/** Email at once, in a daily or a weekly digest, a push to the person's devices, or nothing. */
export const NOTICE_CHANNELS = ['email', 'daily', 'weekly', 'push', 'none'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** The channel of each kind until the person chooses: what matters at once by email, the rest in a digest. */
export const DEFAULT_NOTICE_CHANNELS: Record<NoticeKind, NoticeChannel> = {
  place_halal: 'email',
  place_hours: 'daily',
  place_news: 'weekly',
  chat_reply: 'email',
  owner_activity: 'email',
};

/** A notice waits (`pending`) until it is sent, found not needed (`skipped`), or given up on (`failed`). */
export const NOTICE_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
