import { type Locale, localeDirection } from '../../domain/locales';
import { type Translate, translator } from '../i18n/catalogues';

/** Mail templates: each returns the subject and both the text and HTML parts, in `locale` (English by default). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Wraps paragraphs (plain text, escaped here) and an optional button into the shared layout, whose own texts
 * (the product's name, "Or open this link:") and direction are `locale`'s.
 */
export function layout(
  options: {
    subject: string;
    paragraphs: string[];
    action?: { label: string; url: string };
    footer?: string;
  },
  locale: Locale = 'en',
): MailContent {
  const { subject, paragraphs, action, footer } = options;
  const t = translator(locale);
  const product = t('Indiana Halal Directory');
  const dir = localeDirection(locale);
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    `— ${product}`,
    ...(footer ? ['', footer] : []),
  ].join('\n\n');
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('');
  // An address reads left to right, even in a right-to-left sentence.
  const linkDir = dir === 'rtl' ? ' dir="ltr"' : '';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(t('Or open this link:'))} <a href="${escapeHtml(action.url)}"${linkDir}>${escapeHtml(action.url)}</a></p>`
    : '';
  const foot = footer ? `<p style="font-size:12px;color:#666;margin-top:24px">${escapeHtml(footer)}</p>` : '';
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#065f46">${escapeHtml(product)}</h1>${body}${button}<p style="margin-top:32px">— ${escapeHtml(product)}</p>${foot}</body></html>`;
  return { subject, text, html };
}

export function verifyEmailMail(name: string, url: string, locale: Locale = 'en'): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('Confirm your email address'),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t('Please confirm your email address to activate your Indiana Halal Directory account.'),
      ],
      action: { label: t('Confirm email'), url },
      footer: t('If you did not create an account, you can ignore this message.'),
    },
    locale,
  );
}

export function changeEmailMail(name: string, url: string, locale: Locale = 'en'): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('Confirm your new email address'),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t('Please confirm this address to make it the email of your Indiana Halal Directory account.'),
      ],
      action: { label: t('Confirm new email'), url },
      footer: t('If you did not ask for this change, you can ignore this message; your email stays as it was.'),
    },
    locale,
  );
}

export function resetPasswordMail(name: string, url: string, locale: Locale = 'en'): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('Reset your password'),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t('Someone asked to reset the password of your Indiana Halal Directory account. The link works for one hour.'),
      ],
      action: { label: t('Choose a new password'), url },
      footer: t('If you did not ask for this, you can ignore this message; your password stays as it was.'),
    },
    locale,
  );
}

/** Issue 29: to the current address first, when someone asks to move the account to another one. */
export function approveEmailChangeMail(
  name: string,
  newEmail: string,
  url: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('Approve the change of your email address'),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t(
          'Someone signed in to your Indiana Halal Directory account asked to change its email address to {email}. Nothing changes until you approve it here and the new address confirms it.',
          { email: newEmail },
        ),
      ],
      action: { label: t('Approve the change'), url },
      footer: t('If this was not you, do not approve it, and change your password.'),
    },
    locale,
  );
}

export type SecurityNotice = 'password-changed' | 'password-reset' | 'email-changed';

/**
 * Issue 29: after a password change or reset and after an email change, the account's (former) address
 * hears of it, with a link that undoes what can be undone and signs every device out.
 */
export function securityNoticeMail(
  notice: SecurityNotice,
  name: string,
  undoUrl: string,
  locale: Locale = 'en',
  newEmail = '',
): MailContent {
  const t = translator(locale);
  const what = {
    'password-changed': [
      t('Your password was changed'),
      t(
        'The password of your Indiana Halal Directory account was just changed, and your other devices were signed out.',
      ),
    ],
    'password-reset': [
      t('Your password was reset'),
      t(
        'The password of your Indiana Halal Directory account was just reset with a link from this address, and every device was signed out.',
      ),
    ],
    'email-changed': [
      t('Your email address was changed'),
      t(
        'Your Indiana Halal Directory account now uses the address {email}. Mail for the account no longer comes here.',
        {
          email: newEmail,
        },
      ),
    ],
  }[notice];
  return layout(
    {
      subject: what[0]!,
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        what[1]!,
        notice === 'email-changed'
          ? t(
              'If this was not you, this link gives the account back its former address, signs every device out and mails you a link to choose a new password. It works for 7 days.',
            )
          : t(
              'If this was not you, this link signs every device out and mails you a link to choose a new password. It works for 7 days.',
            ),
      ],
      action: { label: t("This wasn't me"), url: undoUrl },
      footer: t('If it was you, there is nothing to do.'),
    },
    locale,
  );
}

/** Issue 29: to the account's address when wrong passwords locked it. */
export function accountLockedMail(name: string, resetUrl: string, locale: Locale = 'en'): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('Your account is locked'),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t(
          'Someone tried many wrong passwords for your Indiana Halal Directory account, so it is locked. To sign in again, choose a new password with this link. It works for one hour; after that, ask for a new one from the sign-in page.',
        ),
      ],
      action: { label: t('Choose a new password'), url: resetUrl },
      footer: t('If these tries were yours, choosing a new password unlocks the account too.'),
    },
    locale,
  );
}

/** To the previous owner when an admin hands their listing to someone else. */
export function ownershipMovedMail(
  name: string,
  businessName: string,
  contactUrl: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('{business} is now managed by another account', { business: businessName }),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t(
          'An administrator has made another account the owner of {business} on the Indiana Halal Directory. You no longer manage this listing from your account.',
          { business: businessName },
        ),
        t('If you think this is a mistake, please contact us.'),
      ],
      action: { label: t('Contact us'), url: contactUrl },
    },
    locale,
  );
}

/** Issue 33: the account is gone, deleted by its holder or by an admin; the reviews stay, unnamed. */
export function accountDeletedMail(
  name: string,
  by: 'self' | 'admin',
  contactUrl: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('Your Indiana Halal Directory account has been deleted'),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        by === 'self'
          ? t('Your account has been deleted, as you asked.')
          : t('An administrator has deleted your account on the Indiana Halal Directory.'),
        t(
          'Your profile, passport, chats and subscriptions are gone. Your reviews stay on the site, signed {signature}.',
          {
            signature: t('A former member'),
          },
        ),
        t('If you think this is a mistake, please contact us.'),
      ],
      action: { label: t('Contact us'), url: contactUrl },
    },
    locale,
  );
}

/** The first `max` characters of a text, cut at a word and marked as cut. */
export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : max)}…`;
}

/**
 * Goes to whatever address the form was given, so it quotes only a short excerpt of the sender's
 * text: the form cannot be used to mail anyone a message of someone else's choosing.
 */
export function contactConfirmationMail(
  input: { name: string; subject: string; message: string },
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('We received your message: {subject}', { subject: excerpt(input.subject, 80) }),
      paragraphs: [
        t('Assalamu alaikum {name},', { name: excerpt(input.name, 60) }),
        t('Thank you for contacting us. We received your message and will get back to you as soon as we can.'),
        `${t('Your message began:')}\n${excerpt(input.message)}`,
      ],
    },
    locale,
  );
}

/** What a subscription brings: the newsletter, or one business's updates (null when the business is gone). */
export type SubscriptionTopic = 'newsletter' | { businessName: string | null };

/** A subscription's topic as a sentence names it: 'You will no longer receive {what}.' */
export function subscriptionTopicText(t: Translate, topic: SubscriptionTopic): string {
  if (topic === 'newsletter') return t('the Indiana Halal Directory newsletter');
  return topic.businessName === null
    ? t('these updates')
    : t('updates from {business}', { business: topic.businessName });
}

/** Double opt-in: nothing else is mailed to the address until it follows this link. */
export function confirmSubscriptionMail(topic: SubscriptionTopic, url: string, locale: Locale = 'en'): MailContent {
  const t = translator(locale);
  const receiving = subscriptionTopicText(t, topic);
  return layout(
    {
      subject: t('Please confirm your subscription'),
      paragraphs: [
        t('Assalamu alaikum,'),
        t(
          'Someone, hopefully you, asked to receive {what} at this address. Please confirm within 7 days to start receiving them.',
          { what: receiving },
        ),
      ],
      action: { label: t('Confirm subscription'), url },
      footer: t('If you did not ask for this, ignore this message: you will not be subscribed.'),
    },
    locale,
  );
}

export function submissionReceivedMail(name: string, businessName: string, locale: Locale = 'en'): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('We received {business}', { business: businessName }),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t(
          'Thank you for submitting {business} to the Indiana Halal Directory. Our team will review it within 2-3 business days. Approved listings appear on the site immediately, and we may contact you if we need more information.',
          { business: businessName },
        ),
      ],
    },
    locale,
  );
}

export function newSubmissionAdminMail(
  businessName: string,
  submitter: string,
  submitterEmail: string,
  reviewUrl: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('New business submission: {business}', { business: businessName }),
      paragraphs: [
        t('{submitter} ({email}) submitted {business}. It is waiting for review.', {
          submitter,
          email: submitterEmail,
          business: businessName,
        }),
      ],
      action: { label: t('Review pending listings'), url: reviewUrl },
    },
    locale,
  );
}

export function rejectionMail(businessName: string, reason: string, locale: Locale = 'en'): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('Update on your listing: {business}', { business: businessName }),
      paragraphs: [
        t('Thank you for submitting {business}. After review, we could not approve the listing at this time.', {
          business: businessName,
        }),
        t('Reason: {reason}', { reason }),
        t(
          'You are welcome to reply to this message or contact us if you have questions or can share more information.',
        ),
      ],
    },
    locale,
  );
}

export function approvalMail(
  businessName: string,
  pageUrl: string,
  dashboardUrl: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('{business} is now live', { business: businessName }),
      paragraphs: [
        t('Good news: {business} has been approved and is now live on the Indiana Halal Directory.', {
          business: businessName,
        }),
        t(
          'You can manage your listing (events, photos, locations and subscribers) from your business dashboard: {url}',
          { url: dashboardUrl },
        ),
      ],
      action: { label: t('View your listing'), url: pageUrl },
    },
    locale,
  );
}

/** send-admin-response: the admin's reply, quoting the original message. */
export function adminResponseMail(
  input: {
    subject: string;
    message: string;
    /** Who the mail greets: the person who wrote to us, or the business owner. */
    recipientName?: string;
    originalSubject?: string;
    originalMessage?: string;
  },
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  const quoted = input.originalMessage
    ? [
        `${t('On your message "{subject}", you wrote:', { subject: input.originalSubject ?? '' })}\n> ${input.originalMessage.split('\n').join('\n> ')}`,
      ]
    : [];
  return layout(
    {
      subject: input.subject,
      paragraphs: [
        ...(input.recipientName ? [t('Assalamu alaikum {name},', { name: input.recipientName })] : []),
        input.message,
        ...quoted,
      ],
    },
    locale,
  );
}

export function ownerReplyMail(
  name: string,
  businessName: string,
  reply: string,
  pageUrl: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('{business} replied to your review', { business: businessName }),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t('{business} replied to your review:', { business: businessName }),
        reply,
      ],
      action: { label: t('See the reply'), url: pageUrl },
    },
    locale,
  );
}

/** business-notification: an owner's update to one subscriber, with a one-click unsubscribe link. */
export function businessNotificationMail(
  businessName: string,
  title: string,
  message: string,
  pageUrl: string,
  unsubscribeUrl: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: `${businessName}: ${title}`,
      paragraphs: [title, message],
      action: { label: t('Visit {business}', { business: businessName }), url: pageUrl },
      footer: t('You receive this because you subscribed to updates from {business}. Unsubscribe: {url}', {
        business: businessName,
        url: unsubscribeUrl,
      }),
    },
    locale,
  );
}

export function newsletterMail(
  subject: string,
  content: string,
  unsubscribeUrl: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject,
      paragraphs: content.split(/\n{2,}/),
      footer: t(
        'You receive this because you subscribed to the Indiana Halal Directory newsletter. Unsubscribe: {url}',
        { url: unsubscribeUrl },
      ),
    },
    locale,
  );
}

export function disputeResponseMail(
  businessName: string,
  status: 'approved' | 'rejected',
  adminNotes: string | null,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  const business = businessName;
  return layout(
    {
      subject:
        status === 'approved'
          ? t('Your review dispute for {business} was approved', { business })
          : t('Your review dispute for {business} was rejected', { business }),
      paragraphs: [
        status === 'approved'
          ? t('We reviewed your dispute and approved it. The review no longer appears on the {business} page.', {
              business,
            })
          : t('We reviewed your dispute and decided to keep the review on your page.'),
        ...(adminNotes ? [t('Notes from our team: {notes}', { notes: adminNotes })] : []),
      ],
    },
    locale,
  );
}

/** A chat message waited unread: one mail an hour at most, with no text of the message itself. */
export function unreadChatMail(
  recipientName: string | null,
  sender: string,
  url: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('New message from {sender}', { sender }),
      paragraphs: [
        recipientName ? t('Assalamu alaikum {name},', { name: recipientName }) : t('Assalamu alaikum,'),
        t('{sender} sent you a message on the Indiana Halal Directory that you have not read yet.', { sender }),
      ],
      action: { label: t('Read and reply'), url },
      footer: t('We write at most once an hour while messages wait for you.'),
    },
    locale,
  );
}

/** Issue 35: the code that proves a listing's address is the claimant's, good for 30 minutes. */
export function claimCodeMail(name: string, businessName: string, code: string, locale: Locale = 'en'): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('Your code to claim {business}: {code}', { business: businessName, code }),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t('Someone asked to claim {business} on the Indiana Halal Directory. Enter this code to confirm it is you:', {
          business: businessName,
        }),
        code,
        t('The code works for 30 minutes. If you did not ask for it, you can ignore this email.'),
      ],
    },
    locale,
  );
}

/** Issue 35: the claim went through (a right code, or an admin approved the document); the listing is theirs. */
export function claimApprovedMail(
  name: string,
  businessName: string,
  dashboardUrl: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('You now manage {business}', { business: businessName }),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t('Your claim was approved: you now own {business} on the Indiana Halal Directory.', {
          business: businessName,
        }),
        t('Keep its hours, photos, events and halal details up to date from your business dashboard.'),
      ],
      action: { label: t('Open your business dashboard'), url: dashboardUrl },
    },
    locale,
  );
}

/** Issue 35: an admin rejected a document claim, and says why. */
export function claimRejectedMail(
  name: string,
  businessName: string,
  reason: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('Your claim for {business}', { business: businessName }),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t('We could not approve your claim for {business}.', { business: businessName }),
        t('Reason: {reason}', { reason }),
        t('You are welcome to claim it again with another document, or to reply to this message.'),
      ],
    },
    locale,
  );
}

/** Issue 35: someone tried to claim a listing that already has its owner, who is told (once a day at most). */
export function claimAttemptMail(
  name: string,
  businessName: string,
  contactUrl: string,
  locale: Locale = 'en',
): MailContent {
  const t = translator(locale);
  return layout(
    {
      subject: t('Someone tried to claim {business}', { business: businessName }),
      paragraphs: [
        t('Assalamu alaikum {name},', { name }),
        t('Someone tried to claim {business} on the Indiana Halal Directory. It is still yours: nothing changed.', {
          business: businessName,
        }),
        t('If you know who it was, or you want to hand the listing to someone else, please contact us.'),
      ],
      action: { label: t('Contact us'), url: contactUrl },
    },
    locale,
  );
}
