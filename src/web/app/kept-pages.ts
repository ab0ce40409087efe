import { KEPT_PAGES_CACHE } from '../sw-kept';

// The pages the service worker keeps for offline use (sw.ts), as the offline page lists them.

export interface KeptPage {
  /** Its address on the site, '/r/saffron-lantern-kitchen'. */
  path: string;
  /** Its title as the browser tab showed it, without the site's name after it. */
  title: string;
}

/** The pages kept on this device, the one seen last first; none where the browser keeps nothing. */
export async function listKeptPages(): Promise<KeptPage[]> {
  if (typeof caches === 'undefined') return [];
  const pages = await caches.open(KEPT_PAGES_CACHE);
  const requests = await pages.keys();
  const kept = await Promise.all(
    requests.map(async (request) => {
      const url = new URL(request.url);
      const html = (await (await pages.match(request))?.text()) ?? '';
      const path = url.pathname + url.search;
      return { path, title: titleOf(html) || path };
    }),
  );
  return kept.reverse();
}

/** A kept page's title, read as the browser reads it ('Cardamom &amp; Crema' is 'Cardamom & Crema'), shortened. */
function titleOf(html: string): string {
  const tag = /<title>[\s\S]*?<\/title>/.exec(html)?.[0];
  if (!tag) return '';
  const title = new DOMParser().parseFromString(tag, 'text/html').title;
  // 'Cardamom & Crema — Indiana Halal Directory': the site's name, in whatever language, goes.
  return title.split(' — ')[0]?.trim() ?? title;
}
