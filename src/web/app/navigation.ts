import type { RoleFlags } from '../../domain/roles';
import { msg } from '../lib/i18n';

export interface NavLink {
  /** The English text (a message id): the header shows it with `translate(label)`. */
  label: string;
  to: string;
  /** Marked with a dot when the viewer has unread messages there. */
  unread?: 'asCustomer' | 'asBusiness';
}

interface Viewer extends RoleFlags {
  signedIn: boolean;
}

/**
 * SPEC §2 Home 'Header': a visitor's Sign In sits in the header's row; a member's links are in the account
 * menu the row keeps one button for (issue 31: their row of links wrapped the header onto three lines).
 * Sign Out is a button, not a link.
 */
export function accountMenuLinks({ signedIn, isAdmin, isBusinessOwner }: Viewer): NavLink[] {
  if (!signedIn) return [{ label: msg('Sign In'), to: '/auth' }];
  return [
    ...(isAdmin ? [{ label: msg('Admin Dashboard'), to: '/admin' }] : []),
    ...(isBusinessOwner ? [{ label: msg('Business Dashboard'), to: '/business', unread: 'asBusiness' as const }] : []),
    { label: msg('Digital Halal Passport'), to: '/passport' },
    { label: msg('Saved places'), to: '/saved' },
    { label: msg('My Chats'), to: '/chats', unread: 'asCustomer' },
    { label: msg('Profile'), to: '/profile' },
    { label: msg('Contact Us'), to: '/contact' },
  ];
}

// SPEC §2 Home 'Mobile side menu'.
export function mobileLinks({ signedIn, isAdmin, isBusinessOwner }: Viewer): NavLink[] {
  if (!signedIn) {
    return [
      { label: msg('Sign In'), to: '/auth' },
      { label: msg('Submit Business'), to: '/submit-business' },
      { label: msg('Contact Us'), to: '/contact' },
    ];
  }
  return [
    { label: msg('Profile'), to: '/profile' },
    { label: msg('Passport'), to: '/passport' },
    { label: msg('Saved places'), to: '/saved' },
    { label: msg('My Chats'), to: '/chats', unread: 'asCustomer' },
    ...(isAdmin ? [{ label: msg('Admin'), to: '/admin' }] : []),
    ...(isBusinessOwner ? [{ label: msg('Business'), to: '/business', unread: 'asBusiness' as const }] : []),
    { label: msg('Submit Business'), to: '/submit-business' },
    { label: msg('Contact Us'), to: '/contact' },
  ];
}
