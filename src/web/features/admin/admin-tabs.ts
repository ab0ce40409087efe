// SPEC §2 /admin: eight tabs in this order, then issue 16's Reports (community reports) and Audit log; the
// value is kept in the URL as ?tab= (pending by default).
export const adminTabs = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'featured', label: 'Featured' },
  { value: 'contacts', label: 'Messages' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'users', label: 'Users' },
  { value: 'disputes', label: 'Disputes' },
  { value: 'reports', label: 'Reports' },
  { value: 'audit', label: 'Audit log' },
] as const;

export type AdminTab = (typeof adminTabs)[number]['value'];

/** The tab a ?tab= value names; anything else is the default, pending. */
export function adminTabOf(value: string | null): AdminTab {
  return adminTabs.find((tab) => tab.value === value)?.value ?? 'pending';
}
