import type { Locale } from '../../../domain/locales';
import type { NoticeEvent } from '../../../domain/notices';
import { type Translate, translator } from '../../i18n/catalogues';
import { excerpt, layout, type MailContent } from '../../mail/templates';
import type { PushMessage } from './push';

// Issue 36: what a notice says, in its reader's language: one title and one line per event, shared by the
// push, the notice mail and the digest. The place's own words (its name, an update's text) stay as written.

/** A stored notice as its words are made from it. */
export interface NoticeRow {
  id: string;
  event: string;
  businessId: string | null;
  payload: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function titleOf(t: Translate, event: NoticeEvent, payload: Record<string, unknown>): string {
  const place = text(payload.businessName);
  switch (event) {
    case 'certificate_renewed':
      return t('{place}: halal certificate renewed', { place });
    case 'certificate_expired':
      return t('{place}: halal certificate expired', { place });
    case 'halal_changed':
      return t('{place}: halal details changed', { place });
    case 'fact_disputed':
      return t('{place}: a halal detail is disputed', { place });
    case 'closed':
      return payload.permanent
        ? t('{place} has closed permanently', { place })
        : t('{place} is closed for now', { place });
    case 'reopened':
      return t('{place} is open again', { place });
    case 'special_hours':
      return t('{place} posted special hours', { place });
    case 'event_posted':
      return t('{place} posted an event', { place });
    case 'update_posted':
      return t('{place} posted an update', { place });
    case 'chat_reply':
      return t('{place} answered your message', { place });
    case 'new_chat':
      return t('New chat for {place}', { place });
    case 'new_review':
      return t('New review of {place}', { place });
    case 'new_report':
      return t('A problem was reported with {place}', { place });
  }
}

function bodyOf(t: Translate, event: NoticeEvent, payload: Record<string, unknown>): string {
  switch (event) {
    case 'event_posted':
    case 'update_posted':
      return [text(payload.title), excerpt(text(payload.message), 160)].filter(Boolean).join(' — ');
    case 'chat_reply':
    case 'new_chat':
      return excerpt(text(payload.excerpt), 160);
    case 'new_review':
      return t('{rating} of 5 stars', { rating: Number(payload.rating) || 0 });
    case 'new_report':
      return t('An admin will look at it.');
    default:
      return t('See what changed on its page.');
  }
}

/** Where a tap or a link goes: the chat, the owner's dashboard, else the place's page. */
function pathOf(event: NoticeEvent, payload: Record<string, unknown>): string {
  const conversationId = text(payload.conversationId);
  if (event === 'chat_reply' && conversationId) return `/chats/${conversationId}`;
  if (event === 'new_chat' && conversationId) return `/business?tab=chats&chat=${conversationId}`;
  if (event === 'new_review') return '/business?tab=reviews';
  return `/r/${text(payload.slug)}`;
}

/** An image the push can show: the place's own, as an absolute address. */
function imageOf(payload: Record<string, unknown>, publicUrl: string): string | undefined {
  const image = text(payload.image);
  if (!image) return undefined;
  return image.startsWith('/') ? `${publicUrl}${image}` : image;
}

export function noticeWords(notice: NoticeRow, locale: Locale, publicUrl: string) {
  const t = translator(locale);
  const event = notice.event as NoticeEvent;
  return {
    title: titleOf(t, event, notice.payload),
    body: bodyOf(t, event, notice.payload),
    url: `${publicUrl}${pathOf(event, notice.payload)}`,
  };
}

/** The push's JSON (issue 36): title, text, where it opens, the place's image, and a tag per place and event. */
export function pushMessageOf(notice: NoticeRow, locale: Locale, publicUrl: string): PushMessage {
  const words = noticeWords(notice, locale, publicUrl);
  const image = imageOf(notice.payload, publicUrl);
  return {
    ...words,
    ...(image ? { image } : {}),
    tag: `${notice.event}:${notice.businessId ?? notice.id}`,
  };
}

function unsubscribeFooter(t: Translate, unsubscribeUrl: string) {
  return t('You get these notices by email because of your notice settings. To stop all notice emails, open {url}', {
    url: unsubscribeUrl,
  });
}

/** One notice by mail, at once. */
export function noticeMail(
  notice: NoticeRow,
  person: { name: string; locale: Locale },
  urls: { publicUrl: string; unsubscribeUrl: string },
): MailContent {
  const t = translator(person.locale);
  const words = noticeWords(notice, person.locale, urls.publicUrl);
  return layout(
    {
      subject: words.title,
      paragraphs: [t('Assalamu alaikum {name},', { name: person.name }), words.title, words.body].filter(Boolean),
      action: { label: t('Open the page'), url: words.url },
      footer: unsubscribeFooter(t, urls.unsubscribeUrl),
    },
    person.locale,
  );
}

/** A person's due notices in one mail: the day's, or the week's when they chose the weekly digest only. */
export function digestMail(
  items: NoticeRow[],
  more: number,
  weekly: boolean,
  person: { name: string; locale: Locale },
  urls: { publicUrl: string; unsubscribeUrl: string },
): MailContent {
  const t = translator(person.locale);
  const lines = items.map((notice) => {
    const words = noticeWords(notice, person.locale, urls.publicUrl);
    return [words.title, words.body, words.url].filter(Boolean).join('\n');
  });
  return layout(
    {
      subject: weekly ? t('Your weekly notices') : t('Your daily notices'),
      paragraphs: [
        t('Assalamu alaikum {name},', { name: person.name }),
        t('Here is what changed since your last notices:'),
        ...lines,
        ...(more > 0 ? [t('And {count} more.', { count: more })] : []),
      ],
      action: { label: t('Your notice settings'), url: `${urls.publicUrl}/profile` },
      footer: unsubscribeFooter(t, urls.unsubscribeUrl),
    },
    person.locale,
  );
}
