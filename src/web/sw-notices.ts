// Issue 36: what the service worker does with a notice pushed to this device (docs/decisions/033): it shows
// the notice (its title, its text, the place's image) and, when the notice is tapped, opens the page it is
// about, in a window of the site already open if there is one.

/** A notice as the server pushes it (features/notices on the server): JSON, in the person's language. */
export interface PushedNotice {
  title: string;
  body: string;
  /** The page the notice opens: a path on this site (a place's page, a chat). */
  url: string;
  /** The place's image, when it has one. */
  image?: string;
  /** Notices with one tag replace each other: a second change to a place updates its notice. */
  tag?: string;
}

/** The site's icon, beside every notice; the small monochrome badge of Android's status bar. */
const ICON = '/icons/icon-192.png';

/**
 * The notice a push message carries, ready for showNotification; null for a message that is not one of the
 * site's notices (empty, not JSON, without a title). Its page is always on this site.
 */
export function noticeOf(
  text: string | null | undefined,
  origin: string,
): { title: string; options: NotificationOptions } | null {
  if (!text) return null;
  let notice: Partial<PushedNotice>;
  try {
    notice = JSON.parse(text) as Partial<PushedNotice>;
  } catch {
    return null;
  }
  if (typeof notice?.title !== 'string' || notice.title.trim() === '') return null;
  const options: NotificationOptions & { image?: string } = {
    body: typeof notice.body === 'string' ? notice.body : '',
    icon: ICON,
    data: { url: pageOnSite(notice.url, origin) },
    ...(typeof notice.tag === 'string' ? { tag: notice.tag } : {}),
    ...(imageOf(notice.image, origin) ? { image: imageOf(notice.image, origin) } : {}),
  };
  return { title: notice.title, options };
}

/** The place's image: on this site, or a bucket's https address (uploads may live in one); else none. */
function imageOf(url: unknown, origin: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const image = new URL(url, origin);
    return image.origin === origin || image.protocol === 'https:' ? image.href : undefined;
  } catch {
    return undefined;
  }
}

/** `url` as a full address on this site; anything else (another site, a script) opens the home page. */
export function pageOnSite(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const page = new URL(url, origin);
    return page.origin === origin ? page.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
