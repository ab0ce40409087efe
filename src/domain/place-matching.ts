// Issue 35: what makes two places look like one, for the admins' 'Possible duplicates' and for imports alike:
// the same phone, the same website domain, or a similar name within 150 m.

/**
 * Hosts many places share (a social network, a link page, a site builder's free address, a delivery app): a
 * website on one says nothing about which place it is. example.com is reserved for examples (RFC 2606).
 */
export const SHARED_WEBSITE_HOSTS: readonly string[] = [
  'facebook.com',
  'm.facebook.com',
  'fb.com',
  'instagram.com',
  'google.com',
  'maps.google.com',
  'goo.gl',
  'maps.app.goo.gl',
  'sites.google.com',
  'business.site',
  'linktr.ee',
  'yelp.com',
  'doordash.com',
  'ubereats.com',
  'grubhub.com',
  'toasttab.com',
  'order.online',
  'square.site',
  'wixsite.com',
  'squarespace.com',
  'godaddysites.com',
  'tiktok.com',
  'twitter.com',
  'x.com',
  'example.com',
];

/** Names at least this similar (pg_trgm's similarity of the names without accents) may be one place. */
export const SIMILAR_NAME = 0.5;
/** How close two places with similar names must be, in metres. */
export const NEARBY_METRES = 150;
