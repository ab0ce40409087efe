/** Mail templates: each returns the subject and both the text and HTML parts. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT = 'Indiana Halal Directory';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Wraps paragraphs (plain text, escaped here) and an optional button into the shared layout. */
export function layout(options: {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): MailContent {
  const { subject, paragraphs, action, footer } = options;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    `— ${PRODUCT}`,
    ...(footer ? ['', footer] : []),
  ].join('\n\n');
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const foot = footer ? `<p style="font-size:12px;color:#666;margin-top:24px">${escapeHtml(footer)}</p>` : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#065f46">${escapeHtml(PRODUCT)}</h1>${body}${button}<p style="margin-top:32px">— ${escapeHtml(PRODUCT)}</p>${foot}</body></html>`;
  return { subject, text, html };
}

export function verifyEmailMail(name: string, url: string): MailContent {
  return layout({
    subject: 'Confirm your email address',
    paragraphs: [`Assalamu alaikum ${name},`, `Please confirm your email address to activate your ${PRODUCT} account.`],
    action: { label: 'Confirm email', url },
    footer: 'If you did not create an account, you can ignore this message.',
  });
}

export function changeEmailMail(name: string, url: string): MailContent {
  return layout({
    subject: 'Confirm your new email address',
    paragraphs: [
      `Assalamu alaikum ${name},`,
      `Please confirm this address to make it the email of your ${PRODUCT} account.`,
    ],
    action: { label: 'Confirm new email', url },
    footer: 'If you did not ask for this change, you can ignore this message; your email stays as it was.',
  });
}

export function resetPasswordMail(name: string, url: string): MailContent {
  return layout({
    subject: 'Reset your password',
    paragraphs: [
      `Assalamu alaikum ${name},`,
      `Someone asked to reset the password of your ${PRODUCT} account. The link works for one hour.`,
    ],
    action: { label: 'Choose a new password', url },
    footer: 'If you did not ask for this, you can ignore this message; your password stays as it was.',
  });
}

/** To the previous owner when an admin hands their listing to someone else. */
export function ownershipMovedMail(name: string, businessName: string, contactUrl: string): MailContent {
  return layout({
    subject: `${businessName} is now managed by another account`,
    paragraphs: [
      `Assalamu alaikum ${name},`,
      `An administrator has made another account the owner of ${businessName} on the ${PRODUCT}. You no longer manage this listing from your account.`,
      'If you think this is a mistake, please contact us.',
    ],
    action: { label: 'Contact us', url: contactUrl },
  });
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
export function contactConfirmationMail(input: { name: string; subject: string; message: string }): MailContent {
  return layout({
    subject: `We received your message: ${excerpt(input.subject, 80)}`,
    paragraphs: [
      `Assalamu alaikum ${excerpt(input.name, 60)},`,
      'Thank you for contacting us. We received your message and will get back to you as soon as we can.',
      `Your message began:\n${excerpt(input.message)}`,
    ],
  });
}

/** Double opt-in: nothing else is mailed to the address until it follows this link. */
export function confirmSubscriptionMail(what: string, url: string): MailContent {
  return layout({
    subject: 'Please confirm your subscription',
    paragraphs: [
      'Assalamu alaikum,',
      `Someone, hopefully you, asked to receive ${what} at this address. Please confirm within 7 days to start receiving them.`,
    ],
    action: { label: 'Confirm subscription', url },
    footer: 'If you did not ask for this, ignore this message: you will not be subscribed.',
  });
}

export function submissionReceivedMail(name: string, businessName: string): MailContent {
  return layout({
    subject: `We received ${businessName}`,
    paragraphs: [
      `Assalamu alaikum ${name},`,
      `Thank you for submitting ${businessName} to the ${PRODUCT}. Our team will review it within 2-3 business days. Approved listings appear on the site immediately, and we may contact you if we need more information.`,
    ],
  });
}

export function newSubmissionAdminMail(
  businessName: string,
  submitter: string,
  submitterEmail: string,
  reviewUrl: string,
): MailContent {
  return layout({
    subject: `New business submission: ${businessName}`,
    paragraphs: [`${submitter} (${submitterEmail}) submitted ${businessName}. It is waiting for review.`],
    action: { label: 'Review pending listings', url: reviewUrl },
  });
}

export function rejectionMail(businessName: string, reason: string): MailContent {
  return layout({
    subject: `Update on your listing: ${businessName}`,
    paragraphs: [
      `Thank you for submitting ${businessName}. After review, we could not approve the listing at this time.`,
      `Reason: ${reason}`,
      'You are welcome to reply to this message or contact us if you have questions or can share more information.',
    ],
  });
}

export function approvalMail(businessName: string, pageUrl: string, dashboardUrl: string): MailContent {
  return layout({
    subject: `${businessName} is now live`,
    paragraphs: [
      `Good news: ${businessName} has been approved and is now live on the ${PRODUCT}.`,
      `You can manage your listing (events, photos, locations and subscribers) from your business dashboard: ${dashboardUrl}`,
    ],
    action: { label: 'View your listing', url: pageUrl },
  });
}

/** send-admin-response: the admin's reply, quoting the original message. */
export function adminResponseMail(input: {
  subject: string;
  message: string;
  /** Who the mail greets: the person who wrote to us, or the business owner. */
  recipientName?: string;
  originalSubject?: string;
  originalMessage?: string;
}): MailContent {
  const quoted = input.originalMessage
    ? [
        `On your message "${input.originalSubject ?? ''}", you wrote:\n> ${input.originalMessage.split('\n').join('\n> ')}`,
      ]
    : [];
  return layout({
    subject: input.subject,
    paragraphs: [
      ...(input.recipientName ? [`Assalamu alaikum ${input.recipientName},`] : []),
      input.message,
      ...quoted,
    ],
  });
}

export function ownerReplyMail(name: string, businessName: string, reply: string, pageUrl: string): MailContent {
  return layout({
    subject: `${businessName} replied to your review`,
    paragraphs: [`Assalamu alaikum ${name},`, `${businessName} replied to your review:`, reply],
    action: { label: 'See the reply', url: pageUrl },
  });
}

/** business-notification: an owner's update to one subscriber, with a one-click unsubscribe link. */
export function businessNotificationMail(
  businessName: string,
  title: string,
  message: string,
  pageUrl: string,
  unsubscribeUrl: string,
): MailContent {
  return layout({
    subject: `${businessName}: ${title}`,
    paragraphs: [title, message],
    action: { label: `Visit ${businessName}`, url: pageUrl },
    footer: `You receive this because you subscribed to updates from ${businessName}. Unsubscribe: ${unsubscribeUrl}`,
  });
}

export function newsletterMail(subject: string, content: string, unsubscribeUrl: string): MailContent {
  return layout({
    subject,
    paragraphs: content.split(/\n{2,}/),
    footer: `You receive this because you subscribed to the ${PRODUCT} newsletter. Unsubscribe: ${unsubscribeUrl}`,
  });
}

export function disputeResponseMail(
  businessName: string,
  status: 'approved' | 'rejected',
  adminNotes: string | null,
): MailContent {
  return layout({
    subject: `Your review dispute for ${businessName} was ${status}`,
    paragraphs: [
      status === 'approved'
        ? `We reviewed your dispute and approved it. The review no longer appears on the ${businessName} page.`
        : 'We reviewed your dispute and decided to keep the review on your page.',
      ...(adminNotes ? [`Notes from our team: ${adminNotes}`] : []),
    ],
  });
}

/** A chat message waited unread: one mail an hour at most, with no text of the message itself. */
export function unreadChatMail(recipientName: string | null, sender: string, url: string): MailContent {
  return layout({
    subject: `New message from ${sender}`,
    paragraphs: [
      recipientName ? `Assalamu alaikum ${recipientName},` : 'Assalamu alaikum,',
      `${sender} sent you a message on the ${PRODUCT} that you have not read yet.`,
    ],
    action: { label: 'Read and reply', url },
    footer: 'We write at most once an hour while messages wait for you.',
  });
}
