import { REVIEWED_HALAL_FIELDS } from '../../../../domain/trust';
import { z } from '../../../../domain/zod';
import { halalFormInput, halalFormValues } from '../../../components/halal/halal-form';
import type { OwnerHalalProfile, PendingEdits } from '../owner-queries';

/** The Halal details form: the shared profile fields under `halal`, as the admin's dialogs edit them. */
export const halalDetailsInput = z.object({ halal: halalFormInput });
export type HalalDetailsValues = z.input<typeof halalDetailsInput>;
export type HalalDetailsBody = z.output<typeof halalDetailsInput>;

/** The profile the requests waiting for review ask for, of one location (null: the whole business). */
export function pendingProfileOf(pending: PendingEdits, locationId: string | null) {
  return pending.halalProfiles.find((edit) => edit.locationId === locationId)?.profile ?? null;
}

/**
 * The profile as the form starts: what is live, with the level, slaughter methods and certificate the
 * owner asked for while they wait (saving again keeps the request). An admin managing the business edits
 * the live profile.
 */
export function halalDetailsValues(
  live: OwnerHalalProfile | undefined,
  asked: ReturnType<typeof pendingProfileOf>,
  managing: boolean,
): HalalDetailsValues {
  const reviewed = asked && !managing ? Object.fromEntries(REVIEWED_HALAL_FIELDS.map((f) => [f, asked[f]])) : {};
  const base = live ?? (asked && !managing ? asked : null);
  return { halal: halalFormValues(base ? { ...base, ...reviewed } : null) };
}

/** The form field a server error names (`profile.certifierId` → the certifying body's select). */
export function halalFieldOf(serverField: string): string {
  const field = serverField.replace(/^profile\./, 'halal.');
  return field === 'halal.certifierId' ? 'halal.certifier' : field;
}
