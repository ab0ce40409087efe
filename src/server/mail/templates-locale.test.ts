import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { certificateExpiringMail } from '../features/halal/certificate-reminders';
import { reportResolvedMail } from '../features/reports/report-mail';
import { unreadChatMail, verifyEmailMail } from './templates';

// Issue 18: a mail is written in its recipient's language, right to left for Arabic and Urdu; English,
// the default, stays word for word what it was.

const arabic = JSON.parse(readFileSync(path.resolve('src/web/locales/ar/mail.json'), 'utf8')) as Record<string, string>;

describe('mail in Arabic', () => {
  it('confirms an email address with the Arabic subject, right to left, naming the person and the link', () => {
    const mail = verifyEmailMail('Sara', 'http://localhost:3000/verify?token=a&b', 'ar');
    expect(mail.subject).toBe(arabic['Confirm your email address']);
    expect(mail.subject).toBe('أكّد عنوان بريدك الإلكتروني');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('السلام عليكم Sara،');
    expect(mail.html).toContain('http://localhost:3000/verify?token=a&amp;b');
    expect(mail.html).toContain(arabic['Or open this link:']);
    expect(mail.html).toContain(arabic['Indiana Halal Directory']);
    expect(mail.html).not.toContain('Indiana Halal Directory');
    expect(mail.text).toContain('السلام عليكم Sara،');
    expect(mail.text).toContain(`${arabic['Confirm email']}: http://localhost:3000/verify?token=a&b`);
  });

  it('tells of an unread chat message in Arabic, with the sender and the way to the chat', () => {
    const mail = unreadChatMail('Omar', 'Zabiha Grill', 'http://localhost:3000/chats/7', 'ar');
    expect(mail.subject).toBe('رسالة جديدة من Zabiha Grill');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.html).toContain('السلام عليكم Omar،');
    expect(mail.html).toContain('href="http://localhost:3000/chats/7"');
  });

  it('reminds of a certificate with an Arabic date and plural', () => {
    const mail = certificateExpiringMail(
      {
        ownerName: 'Ali',
        businessName: 'Zabiha Grill',
        location: null,
        expiresOn: '2040-06-30',
        days: 7,
        dashboardUrl: 'http://localhost:3000/business',
      },
      'ar',
    );
    expect(mail.subject).toBe('تنتهي صلاحية شهادة الحلال الخاصة بـZabiha Grill خلال 7 أيام');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('السلام عليكم Ali،');
    expect(mail.text).toContain('30 يونيو 2040');
    expect(mail.html).toContain('http://localhost:3000/business');
  });
});

describe('mail in English', () => {
  it('is the text it always was, by default and when asked for', () => {
    for (const mail of [
      verifyEmailMail('Sara', 'http://localhost:3000/x'),
      verifyEmailMail('Sara', 'http://localhost:3000/x', 'en'),
    ]) {
      expect(mail.subject).toBe('Confirm your email address');
      expect(mail.text).toBe(
        [
          'Assalamu alaikum Sara,',
          'Please confirm your email address to activate your Indiana Halal Directory account.',
          'Confirm email: http://localhost:3000/x',
          '',
          '— Indiana Halal Directory',
          '',
          'If you did not create an account, you can ignore this message.',
        ].join('\n\n'),
      );
      expect(mail.html).toBe(
        '<!doctype html><html lang="en" dir="ltr"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#065f46">Indiana Halal Directory</h1><p style="margin:0 0 16px">Assalamu alaikum Sara,</p><p style="margin:0 0 16px">Please confirm your email address to activate your Indiana Halal Directory account.</p><p style="margin:24px 0"><a href="http://localhost:3000/x" style="background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Confirm email</a></p><p style="font-size:13px;color:#555">Or open this link: <a href="http://localhost:3000/x">http://localhost:3000/x</a></p><p style="margin-top:32px">— Indiana Halal Directory</p><p style="font-size:12px;color:#666;margin-top:24px">If you did not create an account, you can ignore this message.</p></body></html>',
      );
    }
  });

  it('keeps the apostrophes, plurals and dates of the English texts', () => {
    const report = reportResolvedMail({
      reporterName: ' Ali ',
      businessName: 'Zabiha Grill',
      reason: 'closed',
      outcome: 'fixed',
      note: 'Thanks',
      pageUrl: 'http://localhost:3000/r/zabiha-grill',
    });
    expect(report.subject).toBe('Your report about Zabiha Grill');
    expect(report.text).toBe(
      [
        'Assalamu alaikum Ali,',
        'Thank you for reporting a problem with Zabiha Grill (Permanently closed).',
        "We confirmed that Zabiha Grill has closed. It no longer appears in the directory's lists; its page stays, marked 'Permanently closed', so its reviews and links are not lost.",
        'Note from our team: Thanks',
        'View the listing: http://localhost:3000/r/zabiha-grill',
        '',
        '— Indiana Halal Directory',
      ].join('\n\n'),
    );

    const reminder = certificateExpiringMail({
      ownerName: null,
      businessName: 'Zabiha Grill',
      location: 'Downtown, Carmel, IN',
      expiresOn: '2040-06-30',
      days: 30,
      dashboardUrl: 'http://localhost:3000/business',
    });
    expect(reminder.subject).toBe('Your halal certificate for Zabiha Grill (Downtown, Carmel, IN) expires in 30 days');
    expect(reminder.text).toBe(
      [
        'Assalamu alaikum,',
        'The halal certificate on file for Zabiha Grill (Downtown, Carmel, IN) expires on June 30, 2040.',
        "Please upload the renewed certificate from your business dashboard. An expired certificate no longer counts as 'Certificate on file' on your listing; a renewed one does once an administrator has checked it.",
        'Upload the renewed certificate: http://localhost:3000/business',
        '',
        '— Indiana Halal Directory',
        '',
        'We remind you 30 and 7 days before a certificate expires.',
      ].join('\n\n'),
    );
  });
});
