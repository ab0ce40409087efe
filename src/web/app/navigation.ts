import type { RoleFlags } from '../../domain/profile';

export interface NavLink {
  label: string;
  to: string;
  /** Marked with a dot when the viewer has unread messages there. */
  unread?: 'asCustomer' | 'asBusiness';
}

interface Viewer extends RoleFlags {
  signedIn: boolean;
}

// SPEC §2 Home 'Header': what a visitor sees depends on the role. Sign Out is a button, not a link.
export function desktopLinks({ signedIn, isAdmin, isBusinessOwner }: Viewer): NavLink[] {
  if (!signedIn) return [{ label: 'Sign In', to: '/auth' }];
  return [
    ...(isAdmin ? [{ label: 'Admin Dashboard', to: '/admin' }] : []),
    ...(isBusinessOwner ? [{ label: 'Business Dashboard', to: '/business', unread: 'asBusiness' as const }] : []),
    { label: 'Digital Halal Passport', to: '/passport' },
    { label: 'My Chats', to: '/chats', unread: 'asCustomer' },
    { label: 'Profile', to: '/profile' },
    { label: 'Contact Us', to: '/contact' },
  ];
}

// SPEC §2 Home 'Mobile side menu'.
export function mobileLinks({ signedIn, isAdmin, isBusinessOwner }: Viewer): NavLink[] {
  if (!signedIn) {
    return [
      { label: 'Sign In', to: '/auth' },
      { label: 'Submit Business', to: '/submit-business' },
      { label: 'Contact Us', to: '/contact' },
    ];
  }
  return [
    { label: 'Profile', to: '/profile' },
    { label: 'Passport', to: '/passport' },
    { label: 'My Chats', to: '/chats', unread: 'asCustomer' },
    ...(isAdmin ? [{ label: 'Admin', to: '/admin' }] : []),
    ...(isBusinessOwner ? [{ label: 'Business', to: '/business', unread: 'asBusiness' as const }] : []),
    { label: 'Submit Business', to: '/submit-business' },
    { label: 'Contact Us', to: '/contact' },
  ];
}
