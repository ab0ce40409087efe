// How a business is reached by phone (decision 012): the number the owner gives in Business Info is the
// business's main line; each location may have its own. A business that gives no main line is called at its
// primary location's number.

interface PhonedLocation {
  phone: string | null;
  isPrimary: boolean;
}

const given = (phone: string | null | undefined) => (phone?.trim() ? phone.trim() : null);

/** The number to call the business on: its own, else its primary location's; null when neither has one. */
export function businessPhone(business: { phone: string | null }, locations: readonly PhonedLocation[]): string | null {
  return given(business.phone) ?? given(locations.find((location) => location.isPrimary)?.phone);
}

/** The digits a number dials, so '(317) 555-0142' and '317.555.0142' are the same number. */
export function dialledDigits(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** A `tel:` link for a number as it was typed. */
export function telHref(phone: string): string {
  return `tel:${dialledDigits(phone)}`;
}
