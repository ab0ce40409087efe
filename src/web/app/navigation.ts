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

// SPEC §2 Home 'Header': what a visitor sees depends on the role. Sign Out is a button, not a link.
export function desktopLinks({ signedIn, isAdmin, isBusinessOwner }: Viewer): NavLink[] {
  if (!signedIn) return [{ label: msg('Sign In'), to: '/auth' }];
  return [
    ...(isAdmin ? [{ label: msg('Admin Dashboard'), to: '/admin' }] : []),
    ...(isBusinessOwner ? [{ label: msg('Business Dashboard'), to: '/business', unread: 'asBusiness' as const }] : []),
    { label: msg('Digital Halal Passport'), to: '/passport' },
    { label: msg('My Chats'), to: '/chats', unread: 'asCustomer' },
    { label: msg('Profile'), to: '/profile' },
    { label: msg('Contact Us'), to: '/contact' },
  ];
}

/** The widths from which the header has room for a viewer's links (Tailwind's md, lg and xl). */
export type NavBreakpoint = 'md' | 'lg' | 'xl';

/**
 * From which width the header shows the viewer's links in a row instead of the menu button; below it they
 * are in the side menu, so the row never wraps onto a second line. Measured in the widest font a browser
 * is likely to fall back to (DejaVu Sans: the app loads no web font), every label bold, with the logo
 * (278 px), the gaps and the Sign Out button (126 px), against the header's room (the width less 32 px
 * of padding, at most 1,120 px):
 * - a visitor's 'Sign In' needs 369 px: from 768 px (SPEC §2: the side menu is for under 768 px);
 * - a member's four links and Sign Out need 913 px: from 1024 px (992 px of room);
 * - an owner's or admin's dashboard link makes it 1,111 px: from 1280 px (1,120 px of room).
 */
export function desktopNavBreakpoint({ signedIn, isAdmin, isBusinessOwner }: Viewer): NavBreakpoint {
  if (!signedIn) return 'md';
  return isAdmin || isBusinessOwner ? 'xl' : 'lg';
}

// Whole class names, so Tailwind finds them in this file.
export const desktopNavShownFrom: Record<NavBreakpoint, string> = { md: 'md:flex', lg: 'lg:flex', xl: 'xl:flex' };
export const menuButtonHiddenFrom: Record<NavBreakpoint, string> = {
  md: 'md:hidden',
  lg: 'lg:hidden',
  xl: 'xl:hidden',
};

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
    { label: msg('My Chats'), to: '/chats', unread: 'asCustomer' },
    ...(isAdmin ? [{ label: msg('Admin'), to: '/admin' }] : []),
    ...(isBusinessOwner ? [{ label: msg('Business'), to: '/business', unread: 'asBusiness' as const }] : []),
    { label: msg('Submit Business'), to: '/submit-business' },
    { label: msg('Contact Us'), to: '/contact' },
  ];
}
