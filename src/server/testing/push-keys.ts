/**
 * A browser's push subscription keys, for requests that register a device without sending to it: a real
 * P-256 public key and a 16-byte secret, base64url (keys nothing can be encrypted for are refused).
 */
export const BROWSER_PUSH_KEYS = {
  p256dh: 'BETPEoG_Rsd6q8CrRHhMWXKdy75aCUgnF1ii67e5PgXdO9X_YW4RmZJ3aFgmuUPqj-FdEgg98r6PLk0JqaM2erk',
  auth: 'FfRosbNW4SSX5ZUD5-gXJA',
};
