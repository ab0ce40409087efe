import { REPORT_REASONS, type ReportOutcome, type ReportReason } from '../../../domain';
import type { Locale } from '../../../domain/locales';
import type { Translate } from '../../i18n/catalogues';
import { translate, translator } from '../../i18n/catalogues';
import { layout, type MailContent } from '../../mail/templates';

// Issue 16: the mail a reporter gets when an admin resolves their 'Report a problem'.

function outcomeText(t: Translate, businessName: string, reason: ReportReason, outcome: ReportOutcome): string {
  const business = businessName;
  if (outcome === 'not_an_issue')
    return t('We looked into it and found nothing to change on the {business} listing.', { business });
  if (reason === 'closed') {
    return t(
      "We confirmed that {business} has closed. It no longer appears in the directory's lists; its page stays, marked 'Permanently closed', so its reviews and links are not lost.",
      { business },
    );
  }
  return t('We looked into it and fixed the {business} listing.', { business });
}

/** report-resolved: what the admin decided on the report, with their note. */
export function reportResolvedMail(
  input: {
    reporterName: string;
    businessName: string;
    reason: ReportReason;
    outcome: ReportOutcome;
    note: string;
    pageUrl: string;
  },
  locale: Locale = 'en',
): MailContent {
  const { reporterName, businessName, reason, outcome, note, pageUrl } = input;
  const t = translator(locale);
  const business = businessName;
  return layout(
    {
      subject: t('Your report about {business}', { business }),
      paragraphs: [
        reporterName.trim() ? t('Assalamu alaikum {name},', { name: reporterName.trim() }) : t('Assalamu alaikum,'),
        t('Thank you for reporting a problem with {business} ({reason}).', {
          business,
          // The reason's label is the one the report form showed.
          reason: translate(locale, REPORT_REASONS[reason]),
        }),
        outcomeText(t, businessName, reason, outcome),
        t('Note from our team: {note}', { note }),
      ],
      action: { label: t('View the listing'), url: pageUrl },
    },
    locale,
  );
}
