// Issue 35: what makes two places look like one. A website on a host many places share (a social network,
// a link page, a site builder's free address) says nothing about which place it is.

export const SHARED_HOSTS: readonly string[] = [
  'facebook.com',
  'm.facebook.com',
  'instagram.com',
  'linktr.ee',
  'google.com',
  'maps.google.com',
  'goo.gl',
  'sites.google.com',
  'business.site',
  'yelp.com',
  'doordash.com',
  'ubereats.com',
  'grubhub.com',
  'toasttab.com',
  'order.online',
  'square.site',
  'wixsite.com',
  'tiktok.com',
  'x.com',
  // Reserved for examples (RFC 2606): never one place's own site.
  'example.com',
  'twitter.com',
];

/** Trigram similarity of two names (0 to 1) at or above which, within 150 m, two places may be one. */
export const SIMILAR_NAME = 0.4;
/** How close two places must be for a similar name to count, in metres. */
export const NEARBY_METRES = 150;
