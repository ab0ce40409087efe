import { msg } from '../../lib/i18n';

// SPEC §2 /admin: eight tabs in this order, then issue 16's Reports (community reports), issue 34's places
// whose halal facts are disputed or stale, the certifying bodies admins keep (decision 020) and the Audit
// log, then issue 35's imported places, possible duplicates and Claims (documents proving a place is someone's);
// then issue 37's searches that found nothing;
// the value is kept in the URL as ?tab= (pending by default).
export const adminTabs = [
  { value: 'pending', label: msg('Pending') },
  { value: 'approved', label: msg('Approved') },
  { value: 'rejected', label: msg('Rejected') },
  { value: 'featured', label: msg('Featured') },
  { value: 'contacts', label: msg('Messages') },
  { value: 'newsletter', label: msg('Newsletter') },
  { value: 'users', label: msg('Users') },
  { value: 'disputes', label: msg('Disputes') },
  { value: 'reports', label: msg('Reports') },
  { value: 'halal', label: msg('Disputed and stale') },
  { value: 'certifiers', label: msg('Certifying bodies') },
  { value: 'audit', label: msg('Audit log') },
  { value: 'imported', label: msg('Imported') },
  { value: 'duplicates', label: msg('Possible duplicates') },
  { value: 'claims', label: msg('Claims') },
  { value: 'searches', label: msg('Searches with no results') },
  // Issue 37: the Ramadan season.
  { value: 'ramadan', label: msg('Ramadan') },
] as const;

export type AdminTab = (typeof adminTabs)[number]['value'];

/** The tab a ?tab= value names; anything else is the default, pending. */
export function adminTabOf(value: string | null): AdminTab {
  return adminTabs.find((tab) => tab.value === value)?.value ?? 'pending';
}
