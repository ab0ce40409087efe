/** Topics of live events (SPEC §7 live change subscriptions): what kind of row a change touched. */
export const LIVE_TOPICS = [
  'businesses',
  'featured_listings',
  'contact_submissions',
  'conversations',
  'messages',
  /** The admins' list of certifying bodies (decision 020). */
  'halal_certifiers',
] as const;

export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** What /api/live sends with each `change` event: the topic and the id of the changed row. */
export interface LiveChange {
  topic: LiveTopic;
  id: string;
}
