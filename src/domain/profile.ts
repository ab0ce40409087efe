import { english, type Translate } from './translate';

export type Role = 'user' | 'admin' | 'business_owner';

export const ROLES: readonly Role[] = ['user', 'admin', 'business_owner'];

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

export interface RoleFlags {
  isAdmin: boolean;
  isBusinessOwner: boolean;
}

// SPEC §4 Session: with no session, or no role, both flags are false.
export function roleFlags(role: Role | null | undefined): RoleFlags {
  return { isAdmin: role === 'admin', isBusinessOwner: role === 'business_owner' };
}
