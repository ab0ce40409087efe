import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../domain/locales';
import { settleWorkAfterAnswers } from '../after-answer';
import { businessSubscriptions, contactSubmissions, emailOutbox, newsletters, profiles } from '../db/schema';
import { givenBusiness } from '../testing/factories';
import { createTestContext, linkIn, linkPath, type TestContext } from '../testing/harness';

// Issue 18: every mail is written in its recipient's language: the one a form was sent in (its `lang`
// cookie, else Accept-Language), kept on what it stored, or the one the recipient's profile keeps.

const catalogue = (locale: Locale, part = 'mail') =>
  JSON.parse(readFileSync(path.resolve(`src/web/locales/${locale}/${part}.json`), 'utf8')) as Record<string, string>;
const ar = catalogue('ar');
const es = catalogue('es');
const ur = catalogue('ur');

/** A translated message with its placeholders filled, as the recipient reads it. */
function fill(message: string | undefined, values: Record<string, string>) {
  if (!message) throw new Error('the catalogue lacks this message');
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), message);
}

/** A mail's plain text part as the shared layout writes it in English. */
const englishText = (paragraphs: string[], footer?: string) =>
  [...paragraphs, '', '— Indiana Halal Directory', ...(footer ? ['', footer] : [])].join('\n\n');

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** The newest mail of a kind queued to an address, straight from the outbox. */
async function queued(kind: string, to: string) {
  // A reset request's mail is queued once its answer has gone.
  await settleWorkAfterAnswers();
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.to, to)));
  return rows.at(-1);
}

/** The path of the confirmation link mailed to `to`, whatever its language. */
const confirmPath = async (to: string) => linkPath(linkIn((await t.deliverMail()).findLast((m) => m.to === to)!));

/** The name a mail greets a person by. */
async function displayNameOf(id: string) {
  const [profile] = await t.db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.id, id));
  return profile!.name;
}

/** A signed-in person whose profile keeps `locale`. */
async function givenReader(locale: Locale, role?: 'business_owner') {
  const person = await t.givenSignedIn({ role });
  await t.db.update(profiles).set({ locale }).where(eq(profiles.id, person.id));
  return person;
}

describe('mail to a form’s sender', () => {
  it('confirms a newsletter subscription made with Cookie: lang=ar in Arabic, and keeps its language', async () => {
    const res = await t.request('/api/newsletter', {
      json: { email: 'layla@example.com' },
      headers: { cookie: 'lang=ar', 'accept-language': 'es' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.email, 'layla@example.com'));
    expect(row?.locale).toBe('ar');
    const mail = await queued('confirm-newsletter', 'layla@example.com');
    expect(mail?.subject).toBe(ar['Please confirm your subscription']);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('mails the newsletter to each subscriber in their own language', async () => {
    await t.request('/api/newsletter', { json: { email: 'lang-en@example.com' } });
    await t.request('/api/newsletter', {
      json: { email: 'lang-es@example.com' },
      headers: { 'accept-language': 'es' },
    });
    for (const to of ['layla@example.com', 'lang-en@example.com', 'lang-es@example.com']) {
      const confirm = (await t.deliverMail()).findLast((m) => m.to === to);
      expect((await t.request(linkPath(linkIn(confirm!)), { method: 'POST' })).status).toBe(200);
    }
    const admin = await t.givenSignedIn({ role: 'admin' });
    const res = await t.request('/api/admin/newsletter/send', {
      json: { subject: 'Eid guide', content: 'Our picks.' },
      cookie: admin.cookie,
    });
    expect(await res.json()).toEqual({ sent: 3 });
    const html = async (to: string) => (await queued('send-newsletter-email', to))?.html;
    expect(await html('layla@example.com')).toContain('<html lang="ar" dir="rtl">');
    expect(await html('lang-es@example.com')).toContain('<html lang="es" dir="ltr">');
    expect(await html('lang-en@example.com')).toContain('<html lang="en" dir="ltr">');
  });

  it('confirms a business subscription in the asker’s language, naming the business', async () => {
    const business = await givenBusiness(t.db, { name: 'Noor Bakery' });
    const res = await t.request(`/api/businesses/${business.id}/subscriptions`, {
      json: { email: 'pablo@example.com' },
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.email, 'pablo@example.com'));
    expect(row?.locale).toBe('es');
    const mail = await queued('confirm-business-subscription', 'pablo@example.com');
    expect(mail?.subject).toBe(es['Please confirm your subscription']);
    expect(mail?.text).toContain(es['updates from {business}']!.replace('{business}', 'Noor Bakery'));
  });

  it('confirms a contact message sent with Accept-Language: es in Spanish, and answers it in Spanish', async () => {
    const res = await t.request('/api/contact', {
      json: { name: 'Lucía', email: 'lucia@example.com', subject: 'Horario', message: '¿Abren el domingo?' },
      headers: { 'accept-language': 'es' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, 'lucia@example.com'));
    expect(row?.locale).toBe('es');
    const mail = await queued('send-contact-confirmation', 'lucia@example.com');
    expect(mail?.subject).toBe(es['We received your message: {subject}']!.replace('{subject}', 'Horario'));

    const admin = await t.givenSignedIn({ role: 'admin' });
    const reply = await t.request(`/api/admin/contacts/${row!.id}/respond`, {
      json: { subject: 'Re: Horario', message: 'Sí, de 9 a 5.' },
      cookie: admin.cookie,
    });
    expect(reply.status).toBe(201);
    const answer = await queued('send-admin-response', 'lucia@example.com');
    expect(answer?.text).toContain(es['Assalamu alaikum {name},']!.replace('{name}', 'Lucía'));
    expect(answer?.html).toContain('<html lang="es" dir="ltr">');
  });

  it('still writes to a sender who names no language in English', async () => {
    await t.request('/api/contact', {
      json: { name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Hi there.' },
    });
    expect((await queued('send-contact-confirmation', 'sam@example.com'))?.subject).toBe(
      'We received your message: Hello',
    );
  });
});

describe('mail to an account', () => {
  it('mails a reviewer whose profile is in Urdu the owner’s reply in Urdu', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { name: 'Zabiha Grill', ownerId: owner.id });
    const reviewer = await t.givenSignedIn();
    await t.db.update(profiles).set({ locale: 'ur' }).where(eq(profiles.id, reviewer.id));
    const review = await (
      await t.request(`/api/businesses/${business.id}/reviews`, {
        json: { rating: 4, comment: 'Good food' },
        cookie: reviewer.cookie,
      })
    ).json();
    // The owner's own language (their request's) is not the reviewer's.
    const res = await t.request(`/api/reviews/${review.id}/reply`, {
      method: 'PUT',
      json: { reply: 'Thank you!' },
      cookie: `${owner.cookie}; lang=es`,
    });
    expect(res.status).toBe(200);
    const mail = await queued('review-reply', reviewer.email);
    expect(mail?.subject).toBe(ur['{business} replied to your review']!.replace('{business}', 'Zabiha Grill'));
    expect(mail?.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail?.text).toContain('Thank you!');
  });

  it('mails a password reset in the profile’s language, whatever language asked for it', async () => {
    const spanish = await givenReader('es');
    const english = await t.givenSignedIn();
    for (const { email } of [spanish, english])
      await t.request('/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
        headers: { cookie: 'lang=ar' },
      });

    const mail = await queued('reset-password', spanish.email);
    expect(mail?.subject).toBe(es['Reset your password']);
    expect(mail?.text).toContain(`${es['Choose a new password']}: ${t.config.publicUrl}/api/auth/reset-password/`);
    expect(mail?.html).toContain('<html lang="es" dir="ltr">');

    const englishMail = await queued('reset-password', english.email);
    const link = englishMail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain(`${t.config.publicUrl}/api/auth/reset-password/`);
    expect(englishMail?.subject).toBe('Reset your password');
    expect(englishMail?.text).toBe(
      englishText(
        [
          `Assalamu alaikum ${await displayNameOf(english.id)},`,
          'Someone asked to reset the password of your Indiana Halal Directory account. The link works for one hour.',
          `Choose a new password: ${link}`,
        ],
        'If you did not ask for this, you can ignore this message; your password stays as it was.',
      ),
    );
  });

  it('confirms a new account in the language it was made in', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      json: {
        email: 'amina@example.com',
        password: 'correct-horse-battery',
        name: 'Amina Khan',
        firstName: 'Amina',
        lastName: 'Khan',
        callbackURL: '/email-confirmation',
      },
      headers: { cookie: 'lang=ar' },
    });
    expect(res.status).toBe(200);
    const mail = await queued('verify-email', 'amina@example.com');
    expect(mail?.subject).toBe(ar['Confirm your email address']);
  });
});

describe('mail about a listing and its reviews', () => {
  it('sends an owner’s update to each subscriber framed in their own language', async () => {
    const owner = await t.givenSignedIn({ role: 'business_owner' });
    const business = await givenBusiness(t.db, { name: 'Saffron House', ownerId: owner.id });
    for (const [email, language] of [
      ['hana@example.com', 'ar'],
      ['hal@example.com', 'en'],
    ] as const) {
      await t.request(`/api/businesses/${business.id}/subscriptions`, {
        json: { email },
        headers: { 'accept-language': language },
      });
      await t.request(await confirmPath(email), { method: 'POST' });
    }
    const res = await t.request(`/api/owner/businesses/${business.id}/notifications`, {
      json: { title: 'Eid hours', message: 'Open until midnight.' },
      cookie: `${owner.cookie}; lang=es`,
    });
    expect(await res.json()).toEqual({ sent: 2 });
    const unsubscribe = async (email: string) => {
      const [row] = await t.db.select().from(businessSubscriptions).where(eq(businessSubscriptions.email, email));
      return `${t.config.publicUrl}/api/unsubscribe/business/${row!.unsubscribeToken}`;
    };

    const arabic = await queued('business-notification', 'hana@example.com');
    expect(arabic?.subject).toBe('Saffron House: Eid hours');
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.text).toContain(
      `${fill(ar['Visit {business}'], { business: 'Saffron House' })}: ${t.config.publicUrl}/r/${business.slug}`,
    );
    expect(arabic?.text).toContain(
      fill(ar['You receive this because you subscribed to updates from {business}. Unsubscribe: {url}'], {
        business: 'Saffron House',
        url: await unsubscribe('hana@example.com'),
      }),
    );

    const english = await queued('business-notification', 'hal@example.com');
    expect(english?.subject).toBe('Saffron House: Eid hours');
    expect(english?.text).toBe(
      englishText(
        ['Eid hours', 'Open until midnight.', `Visit Saffron House: ${t.config.publicUrl}/r/${business.slug}`],
        `You receive this because you subscribed to updates from Saffron House. Unsubscribe: ${await unsubscribe('hal@example.com')}`,
      ),
    );
  });

  it('tells an owner the outcome of their review dispute in their language, not the admin’s', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const reviewer = await t.givenSignedIn();
    const disputeOf = async (owner: { id: string; cookie: string }, name: string) => {
      const business = await givenBusiness(t.db, { name, ownerId: owner.id });
      const review = await (
        await t.request(`/api/businesses/${business.id}/reviews`, {
          json: { rating: 1, comment: 'Cold food' },
          cookie: reviewer.cookie,
        })
      ).json();
      const res = await t.request(`/api/reviews/${review.id}/disputes`, {
        json: { reason: 'This person never came.' },
        cookie: owner.cookie,
      });
      expect(res.status).toBe(201);
      return (await res.json()).id as string;
    };
    const resolve = (id: string, json: unknown) =>
      t.request(`/api/admin/disputes/${id}/resolve`, { json, cookie: `${admin.cookie}; lang=en` });

    const arabicOwner = await givenReader('ar', 'business_owner');
    const arabicDispute = await disputeOf(arabicOwner, 'Bab Al Yemen');
    expect((await resolve(arabicDispute, { status: 'approved', adminNotes: 'Removed.' })).status).toBe(200);
    const arabic = await queued('send-dispute-response', arabicOwner.email);
    expect(arabic?.subject).toBe(
      fill(ar['Your review dispute for {business} was approved'], { business: 'Bab Al Yemen' }),
    );
    expect(arabic?.text).toContain(fill(ar['Notes from our team: {notes}'], { notes: 'Removed.' }));
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');

    const englishOwner = await t.givenSignedIn({ role: 'business_owner' });
    const englishDispute = await disputeOf(englishOwner, 'Kabob Corner');
    expect((await resolve(englishDispute, { status: 'rejected', adminNotes: 'The review stays.' })).status).toBe(200);
    const english = await queued('send-dispute-response', englishOwner.email);
    expect(english?.subject).toBe('Your review dispute for Kabob Corner was rejected');
    expect(english?.text).toBe(
      englishText([
        'We reviewed your dispute and decided to keep the review on your page.',
        'Notes from our team: The review stays.',
      ]),
    );
  });

  it('approves and rejects a listing in its owner’s language', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const decide = (id: string, decision: 'approve' | 'reject', json?: unknown) =>
      t.request(`/api/admin/businesses/${id}/${decision}`, { method: 'POST', json, cookie: admin.cookie });

    const spanish = await givenReader('es');
    const approved = await givenBusiness(t.db, { name: 'Taquería Halal', approved: false, ownerId: spanish.id });
    expect((await decide(approved.id, 'approve')).status).toBe(200);
    const approval = await queued('business-approved', spanish.email);
    expect(approval?.subject).toBe(fill(es['{business} is now live'], { business: 'Taquería Halal' }));
    expect(approval?.text).toContain(`${es['View your listing']}: ${t.config.publicUrl}/r/${approved.slug}`);

    const arabic = await givenReader('ar');
    const rejected = await givenBusiness(t.db, { name: 'Mystery Shop', approved: false, ownerId: arabic.id });
    expect((await decide(rejected.id, 'reject', { reason: 'Not a food business' })).status).toBe(200);
    const rejection = await queued('send-rejection-notification', arabic.email);
    expect(rejection?.subject).toBe(fill(ar['Update on your listing: {business}'], { business: 'Mystery Shop' }));
    expect(rejection?.text).toContain(fill(ar['Reason: {reason}'], { reason: 'Not a food business' }));

    const english = await t.givenSignedIn();
    const live = await givenBusiness(t.db, { name: 'Crescent Cafe', approved: false, ownerId: english.id });
    expect((await decide(live.id, 'approve')).status).toBe(200);
    const englishApproval = await queued('business-approved', english.email);
    expect(englishApproval?.subject).toBe('Crescent Cafe is now live');
    expect(englishApproval?.text).toBe(
      englishText([
        'Good news: Crescent Cafe has been approved and is now live on the Indiana Halal Directory.',
        `You can manage your listing (events, photos, locations and subscribers) from your business dashboard: ${t.config.publicUrl}/business`,
        `View your listing: ${t.config.publicUrl}/r/${live.slug}`,
      ]),
    );
    const gone = await givenBusiness(t.db, { name: 'Closed Door', approved: false, ownerId: english.id });
    expect((await decide(gone.id, 'reject', { reason: 'No halal food' })).status).toBe(200);
    const englishRejection = await queued('send-rejection-notification', english.email);
    expect(englishRejection?.subject).toBe('Update on your listing: Closed Door');
    expect(englishRejection?.text).toBe(
      englishText([
        'Thank you for submitting Closed Door. After review, we could not approve the listing at this time.',
        'Reason: No halal food',
        'You are welcome to reply to this message or contact us if you have questions or can share more information.',
      ]),
    );
  });

  it('tells a reporter what was done about their report in their language, the reason as the form named it', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const business = await givenBusiness(t.db, { name: 'Olive Grill' });
    const reportAndResolve = async (reporter: { cookie: string }) => {
      const reported = await t.request(`/api/businesses/${business.id}/reports`, {
        json: { reason: 'halal', note: 'The sign says pork.' },
        cookie: reporter.cookie,
      });
      expect(reported.status).toBe(201);
      const res = await t.request(`/api/admin/reports/${(await reported.json()).id}/resolve`, {
        json: { outcome: 'fixed', note: 'The owner updated it.' },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
    };

    const urdu = await givenReader('ur');
    await reportAndResolve(urdu);
    const mail = await queued('report-resolved', urdu.email);
    expect(mail?.subject).toBe(fill(ur['Your report about {business}'], { business: 'Olive Grill' }));
    expect(mail?.text).toContain(
      fill(ur['Thank you for reporting a problem with {business} ({reason}).'], {
        business: 'Olive Grill',
        reason: catalogue('ur', 'messages')['Wrong halal information']!,
      }),
    );
    expect(mail?.html).toContain('<html lang="ur" dir="rtl">');

    const english = await t.givenSignedIn();
    await reportAndResolve(english);
    const englishMail = await queued('report-resolved', english.email);
    expect(englishMail?.subject).toBe('Your report about Olive Grill');
    expect(englishMail?.text).toBe(
      englishText([
        `Assalamu alaikum ${await displayNameOf(english.id)},`,
        'Thank you for reporting a problem with Olive Grill (Wrong halal information).',
        'We looked into it and fixed the Olive Grill listing.',
        'Note from our team: The owner updated it.',
        `View the listing: ${t.config.publicUrl}/r/${business.slug}`,
      ]),
    );
  });
});

describe('pages reached from a mailed link', () => {
  it('confirms and ends an Arabic subscription in Arabic, right to left, whatever the browser reads', async () => {
    await t.request('/api/newsletter', { json: { email: 'noura@example.com' }, headers: { cookie: 'lang=ar' } });
    const path = await confirmPath('noura@example.com');
    const english = { 'accept-language': 'en' };

    const asked = await (await t.request(path, { headers: english })).text();
    expect(asked).toContain('<html lang="ar" dir="rtl">');
    expect(asked).toContain(`>${ar['Confirm your subscription']}</h1>`);
    expect(asked).toContain(`>${ar['Confirm subscription']}</button>`);

    const confirmed = await (await t.request(path, { method: 'POST', headers: english })).text();
    expect(confirmed).toContain('<html lang="ar" dir="rtl">');
    expect(confirmed).toContain(ar['Subscription confirmed']);
    expect(confirmed).toContain(
      ar['You will now receive {what}.']!.replace('{what}', ar['the Indiana Halal Directory newsletter']!),
    );

    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.email, 'noura@example.com'));
    const res = await t.request(`/api/unsubscribe/newsletter/${row!.unsubscribeToken}`, { headers: english });
    expect(res.status).toBe(200);
    const ended = await res.text();
    expect(ended).toContain('<html lang="ar" dir="rtl">');
    expect(ended).toContain(`<title>${ar['You are unsubscribed']} — ${ar['Indiana Halal Directory']}</title>`);
    expect(ended).toContain(
      ar['You will no longer receive {what}.']!.replace('{what}', ar['the Indiana Halal Directory newsletter']!),
    );
    expect(ended).not.toContain('unsubscribed');
  });

  it('ends a Spanish subscription to a business in Spanish, naming the business', async () => {
    const business = await givenBusiness(t.db, { name: 'Casa Halal' });
    await t.request(`/api/businesses/${business.id}/subscriptions`, {
      json: { email: 'marta@example.com' },
      headers: { 'accept-language': 'es' },
    });
    await t.request(await confirmPath('marta@example.com'), { method: 'POST' });
    const [row] = await t.db
      .select()
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.email, 'marta@example.com'));
    const ended = await (await t.request(`/api/unsubscribe/business/${row!.unsubscribeToken}`)).text();
    expect(ended).toContain('<html lang="es" dir="ltr">');
    expect(ended).toContain(
      es['You will no longer receive {what}.']!.replace(
        '{what}',
        es['updates from {business}']!.replace('{business}', 'Casa Halal'),
      ),
    );
  });

  it('answers a link it does not know in the language the browser asks for', async () => {
    const res = await t.request(`/api/unsubscribe/newsletter/${crypto.randomUUID()}`, {
      headers: { 'accept-language': 'ur' },
    });
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain('<html lang="ur" dir="rtl">');
    expect(page).toContain(ur['This unsubscribe link is not valid. Nothing was changed.']);
  });

  it('keeps the English pages word for word', async () => {
    const business = await givenBusiness(t.db, { name: 'Noor Sweets' });
    await t.request(`/api/businesses/${business.id}/subscriptions`, { json: { email: 'sam-en@example.com' } });
    const path = await confirmPath('sam-en@example.com');
    /** The words a page shows: its title, heading, text and button (if any), and its way home. */
    const wordsOf = async (res: Response) => {
      const html = await res.text();
      return {
        lang: /<html lang="([^"]+)"/.exec(html)?.[1],
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
        text: /<p[^>]*>([^<]*)<\/p>/.exec(html)?.[1],
        button: /<button[^>]*>([^<]*)<\/button>/.exec(html)?.[1],
        home: /<a href="\/"[^>]*>([^<]*)<\/a>\s*<\/div>/.exec(html)?.[1],
      };
    };
    const page = (heading: string, text: string, button?: string) => ({
      lang: 'en',
      title: `${heading} — Indiana Halal Directory`,
      heading,
      text,
      button,
      home: 'Return to Home',
    });

    expect(await wordsOf(await t.request(path))).toEqual(
      page(
        'Confirm your subscription',
        'One more step: confirm that you want to receive these updates.',
        'Confirm subscription',
      ),
    );
    expect(await wordsOf(await t.request(path, { method: 'POST' }))).toEqual(
      page('Subscription confirmed', 'You will now receive updates from Noor Sweets.'),
    );
    const [row] = await t.db
      .select()
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.email, 'sam-en@example.com'));
    expect(await wordsOf(await t.request(`/api/unsubscribe/business/${row!.unsubscribeToken}`))).toEqual(
      page('You are unsubscribed', 'You will no longer receive updates from Noor Sweets.'),
    );
    const unknown = await t.request(`/api/subscriptions/confirm/newsletter/${crypto.randomUUID()}`, { method: 'POST' });
    expect(await wordsOf(unknown)).toEqual(
      page('Link not recognised', 'This confirmation link is not valid or has expired. Please subscribe again.'),
    );
  });
});
