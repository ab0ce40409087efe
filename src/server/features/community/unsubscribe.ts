import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { isUuid } from '../../../domain';
import { access } from '../../auth/policy';
import type { Db } from '../../db/client';
import { businesses, businessSubscriptions, newsletters } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { errorBody } from '../../http/errors';
import { escapeHtml } from '../../mail/templates';
import { confirmSubscription } from './community';

type List = 'business' | 'newsletter';

/** Ends the subscription a mailed token names. Idempotent; an unknown token changes nothing. */
async function unsubscribe(db: Db, list: List, token: string): Promise<string | null> {
  if (!isUuid(token)) return null;
  if (list === 'newsletter') {
    const [row] = await db
      .select({ id: newsletters.id })
      .from(newsletters)
      .where(eq(newsletters.unsubscribeToken, token));
    if (!row) return null;
    await db
      .update(newsletters)
      .set({ unsubscribedAt: new Date() })
      .where(and(eq(newsletters.id, row.id), isNull(newsletters.unsubscribedAt)));
    return 'the Indiana Halal Directory newsletter';
  }
  const [row] = await db
    .select({ id: businessSubscriptions.id, name: businesses.name })
    .from(businessSubscriptions)
    .innerJoin(businesses, eq(businesses.id, businessSubscriptions.businessId))
    .where(eq(businessSubscriptions.unsubscribeToken, token));
  if (!row) return null;
  // Noted as the person's own doing, for the owner's list; a second click keeps the first date.
  await db
    .update(businessSubscriptions)
    .set({ active: false, unsubscribedAt: new Date(), unsubscribedBy: 'link' })
    .where(and(eq(businessSubscriptions.id, row.id), eq(businessSubscriptions.active, true)));
  return `updates from ${row.name}`;
}

function page(title: string, text: string, extra = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><h1 style="color:#065f46">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${extra}<p><a href="/" style="color:#047857">Return to Home</a></p></body></html>`;
}

const lists = new Set<List>(['business', 'newsletter']);

/**
 * One-click unsubscribe (RFC 8058): POST from mail clients, GET from the link in the message.
 * No sign-in needed; the token in the link is the proof.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .on(['GET', 'POST'], '/unsubscribe/:list/:token', access.mailedLink, async (c) => {
    const list = c.req.param('list') as List;
    const what = lists.has(list) ? await unsubscribe(c.var.db, list, c.req.param('token')) : null;
    if (c.req.method === 'POST')
      return what ? c.json({ unsubscribed: true }) : c.json(errorBody('NOT_FOUND', 'Unknown link.'), 404);
    return what
      ? c.html(page('You are unsubscribed', `You will no longer receive ${what}.`))
      : c.html(page('Link not recognised', 'This unsubscribe link is not valid. Nothing was changed.'), 404);
  })
  /**
   * Double opt-in. Opening the link shows a button, and only its POST confirms: mail scanners that
   * open every link in a message do not subscribe anyone.
   */
  .get('/subscriptions/confirm/:list/:token', access.mailedLink, (c) => {
    const action = escapeHtml(c.req.path);
    return c.html(
      page(
        'Confirm your subscription',
        'One more step: confirm that you want to receive these updates.',
        `<form method="post" action="${action}"><button type="submit" style="background:#047857;color:#fff;border:0;border-radius:8px;padding:12px 20px;font:inherit;font-weight:600;cursor:pointer">Confirm subscription</button></form>`,
      ),
    );
  })
  .post('/subscriptions/confirm/:list/:token', access.mailedLink, async (c) => {
    const list = c.req.param('list') as List;
    const token = c.req.param('token');
    const what = lists.has(list) && isUuid(token) ? await confirmSubscription(c.var.db, list, token) : null;
    return what
      ? c.html(page('Subscription confirmed', `You will now receive ${what}.`))
      : c.html(
          page('Link not recognised', 'This confirmation link is not valid or has expired. Please subscribe again.'),
          404,
        );
  });
