import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { ERRORS, isUuid } from '../../../domain';
import type { Locale } from '../../../domain/locales';
import { access } from '../../auth/policy';
import type { Db } from '../../db/client';
import { businesses, businessSubscriptions, newsletters } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { errorBody } from '../../http/errors';
import { type Translate, translator } from '../../i18n/catalogues';
import { requestLocale } from '../../i18n/routes';
import { type SubscriptionTopic, subscriptionTopicText } from '../../mail/templates';
import { unsubscribeFromNoticeMail } from '../notices/settings';
import { confirmationLocale, confirmSubscription } from './community';
import { type MailedLinkPage, mailedLinkPage, siteStylesheet } from './mailed-link-page';

type List = 'business' | 'newsletter';

/**
 * Ends the subscription a mailed token names. Idempotent; an unknown token changes nothing. Answers what it
 * was for and the language it keeps.
 */
async function unsubscribe(
  db: Db,
  list: List,
  token: string,
): Promise<{ topic: SubscriptionTopic; locale: Locale } | null> {
  if (!isUuid(token)) return null;
  if (list === 'newsletter') {
    const [row] = await db
      .select({ id: newsletters.id, locale: newsletters.locale })
      .from(newsletters)
      .where(eq(newsletters.unsubscribeToken, token));
    if (!row) return null;
    await db
      .update(newsletters)
      .set({ unsubscribedAt: new Date() })
      .where(and(eq(newsletters.id, row.id), isNull(newsletters.unsubscribedAt)));
    return { topic: 'newsletter', locale: row.locale };
  }
  const [row] = await db
    .select({ id: businessSubscriptions.id, locale: businessSubscriptions.locale, name: businesses.name })
    .from(businessSubscriptions)
    .innerJoin(businesses, eq(businesses.id, businessSubscriptions.businessId))
    .where(eq(businessSubscriptions.unsubscribeToken, token));
  if (!row) return null;
  // Noted as the person's own doing, for the owner's list; a second click keeps the first date.
  await db
    .update(businessSubscriptions)
    .set({ active: false, unsubscribedAt: new Date(), unsubscribedBy: 'link' })
    .where(and(eq(businessSubscriptions.id, row.id), eq(businessSubscriptions.active, true)));
  return { topic: { businessName: row.name }, locale: row.locale };
}

/** Issue 36: the notice emails' link turns off every notice that comes by mail, at once or in a digest. */
async function unsubscribeFromNotices(db: Db, token: string) {
  const ended = isUuid(token) ? await unsubscribeFromNoticeMail(db, token) : null;
  return ended && { topic: 'notices' as const, locale: ended.locale };
}

/** A mailed link's page in `locale` (the subscription's, else the request's), in the site's look. */
function page(c: Context<AppEnv>, content: Omit<MailedLinkPage, 'stylesheet'>) {
  return mailedLinkPage({ ...content, stylesheet: siteStylesheet(c.var.deps.webDir) });
}

const lists = new Set<List>(['business', 'newsletter']);

/** A 404 page for a mailed link that matches nothing, in the request's language; `text` says what it means. */
function linkNotRecognised(c: Context<AppEnv>, text: (t: Translate) => string) {
  const locale = requestLocale(c);
  const t = translator(locale);
  return c.html(page(c, { locale, icon: 'circleAlert', title: t('Link not recognised'), text: text(t) }), 404);
}

/**
 * One-click unsubscribe (RFC 8058): POST from mail clients, GET from the link in the message.
 * No sign-in needed; the token in the link is the proof. The pages speak the subscription's language.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .on(['GET', 'POST'], '/unsubscribe/:list/:token', access.mailedLink, async (c) => {
    const list = c.req.param('list');
    const token = c.req.param('token');
    const ended =
      list === 'notices'
        ? await unsubscribeFromNotices(c.var.db, token)
        : lists.has(list as List)
          ? await unsubscribe(c.var.db, list as List, token)
          : null;
    if (c.req.method === 'POST')
      return ended
        ? c.json({ unsubscribed: true })
        : c.json(errorBody('NOT_FOUND', 'Unknown link.'), ERRORS.NOT_FOUND.status);
    if (!ended) return linkNotRecognised(c, (t) => t('This unsubscribe link is not valid. Nothing was changed.'));
    const t = translator(ended.locale);
    if (ended.topic === 'notices')
      return c.html(
        page(c, {
          locale: ended.locale,
          icon: 'bellOff',
          title: t('You are unsubscribed'),
          text: t('You will no longer receive notices by email. You can choose them again on your profile.'),
        }),
      );
    const what = subscriptionTopicText(t, ended.topic);
    return c.html(
      page(c, {
        locale: ended.locale,
        icon: 'bellOff',
        title: t('You are unsubscribed'),
        text: t('You will no longer receive {what}.', { what }),
      }),
    );
  })
  /**
   * Double opt-in. Opening the link shows a button, and only its POST confirms: mail scanners that
   * open every link in a message do not subscribe anyone.
   */
  .get('/subscriptions/confirm/:list/:token', access.mailedLink, async (c) => {
    const list = c.req.param('list') as List;
    const token = c.req.param('token');
    const stored = lists.has(list) && isUuid(token) ? await confirmationLocale(c.var.db, list, token) : null;
    const locale = stored ?? requestLocale(c);
    const t = translator(locale);
    return c.html(
      page(c, {
        locale,
        icon: 'mailCheck',
        title: t('Confirm your subscription'),
        text: t('One more step: confirm that you want to receive these updates.'),
        action: { label: t('Confirm subscription'), path: c.req.path },
      }),
    );
  })
  .post('/subscriptions/confirm/:list/:token', access.mailedLink, async (c) => {
    const list = c.req.param('list') as List;
    const token = c.req.param('token');
    const confirmed = lists.has(list) && isUuid(token) ? await confirmSubscription(c.var.db, list, token) : null;
    if (!confirmed)
      return linkNotRecognised(c, (t) =>
        t('This confirmation link is not valid or has expired. Please subscribe again.'),
      );
    const t = translator(confirmed.locale);
    const what = subscriptionTopicText(t, confirmed.topic);
    return c.html(
      page(c, {
        locale: confirmed.locale,
        icon: 'circleCheck',
        title: t('Subscription confirmed'),
        text: t('You will now receive {what}.', { what }),
      }),
    );
  });
