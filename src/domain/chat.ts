// SPEC §4 Chat: the two sides of a conversation and what the business page says of reply speed.

export const CHAT_SIDES = ['customer', 'business'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

export type ReplyTime = 'hour' | 'day';

/** Fewer answered first messages than this say nothing about a business. */
export const REPLY_TIME_MIN_SAMPLES = 3;

/**
 * How fast a business usually replies, from the median delay (in seconds) of its first reply to a
 * customer's first unanswered message: within an hour, within a day, or nothing worth showing.
 */
export function replyTimeOf(samples: number, medianSeconds: number | null): ReplyTime | null {
  if (samples < REPLY_TIME_MIN_SAMPLES || medianSeconds === null) return null;
  if (medianSeconds <= 3600) return 'hour';
  if (medianSeconds <= 24 * 3600) return 'day';
  return null;
}
