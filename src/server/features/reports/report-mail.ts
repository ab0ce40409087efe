import { REPORT_REASONS, type ReportOutcome, type ReportReason } from '../../../domain';
import { layout, type MailContent } from '../../mail/templates';

// Issue 16: the mail a reporter gets when an admin resolves their 'Report a problem'.

function outcomeText(businessName: string, reason: ReportReason, outcome: ReportOutcome): string {
  if (outcome === 'not_an_issue')
    return `We looked into it and found nothing to change on the ${businessName} listing.`;
  if (reason === 'closed') {
    return `We confirmed that ${businessName} has closed. It no longer appears in the directory's lists; its page stays, marked 'Permanently closed', so its reviews and links are not lost.`;
  }
  return `We looked into it and fixed the ${businessName} listing.`;
}

/** report-resolved: what the admin decided on the report, with their note. */
export function reportResolvedMail(input: {
  reporterName: string;
  businessName: string;
  reason: ReportReason;
  outcome: ReportOutcome;
  note: string;
  pageUrl: string;
}): MailContent {
  const { reporterName, businessName, reason, outcome, note, pageUrl } = input;
  return layout({
    subject: `Your report about ${businessName}`,
    paragraphs: [
      reporterName.trim() ? `Assalamu alaikum ${reporterName.trim()},` : 'Assalamu alaikum,',
      `Thank you for reporting a problem with ${businessName} (${REPORT_REASONS[reason]}).`,
      outcomeText(businessName, reason, outcome),
      `Note from our team: ${note}`,
    ],
    action: { label: 'View the listing', url: pageUrl },
  });
}
