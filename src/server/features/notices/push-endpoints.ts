import type { PushEndpointHost } from '../../config';

// Issue 36: a push subscription's endpoint is an address the server will POST to, given by a browser, so
// it is an SSRF door: only the push services browsers use are reached, over https, plus those an operator
// names in PUSH_ENDPOINT_HOSTS (where a loopback http origin is allowed, for a local fake push service).

/** The push services of Chrome/Edge/Android (FCM), Firefox (Mozilla autopush), Windows (WNS) and Safari. */
const KNOWN_PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

function hostMatches(pattern: string, hostname: string): boolean {
  return pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern;
}

/** Whether the server may send to `endpoint`: a known push service over https, or one configured. */
export function isAllowedPushEndpoint(endpoint: string, configured: readonly PushEndpointHost[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (configured.some((entry) => 'origin' in entry && entry.origin === url.origin)) return true;
  // Over https, on the default port: a push service never asks for another.
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const hosts = [...KNOWN_PUSH_HOSTS, ...configured.flatMap((entry) => ('host' in entry ? [entry.host] : []))];
  return hosts.some((pattern) => hostMatches(pattern, url.hostname));
}
