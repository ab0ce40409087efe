// Who a person is to the directory, apart from profile.ts (whose texts need the translator): every page's
// session code reads these.

export type Role = 'user' | 'admin' | 'business_owner';

export const ROLES: readonly Role[] = ['user', 'admin', 'business_owner'];

export interface RoleFlags {
  isAdmin: boolean;
  isBusinessOwner: boolean;
}

// SPEC §4 Session: with no session, or no role, both flags are false.
export function roleFlags(role: Role | null | undefined): RoleFlags {
  return { isAdmin: role === 'admin', isBusinessOwner: role === 'business_owner' };
}
