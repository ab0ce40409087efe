import type { Role } from './roles';
import { english, type Translate } from './translate';

export { ROLES, type Role, type RoleFlags, roleFlags } from './roles';

// SPEC §3 profiles: display_name is first plus last name, joined with a space.
export function displayName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** SPEC §2 /profile: the account type is the role with underscores replaced by spaces ('business owner'). */
export function accountTypeLabel(role: Role, t: Translate = english): string {
  switch (role) {
    case 'admin':
      return t('admin');
    case 'business_owner':
      return t('business owner');
    default:
      return t('user');
  }
}
