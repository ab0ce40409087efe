import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { UNREAD_HINT_ID, UnreadDot } from '../components/ui/unread-dot';
import { t, translate } from '../lib/i18n';
import { mobileLinks, type NavLink } from './navigation';

export interface MobileMenuLinksProps {
  viewer: Parameters<typeof mobileLinks>[0];
  hasUnread: (link: NavLink) => boolean;
  /** Runs as a link is followed: the menu closes. */
  onFollow: () => void;
  /** Sign Out, for a signed-in viewer (the side menu's; the menu the server sends is a visitor's). */
  onSignOut?: () => Promise<void>;
}

/** SPEC §2 Home 'Mobile side menu': the viewer's links, in the side menu and in the menu that opens before the code. */
export function MobileMenuLinks({ viewer, hasUnread, onFollow, onSignOut }: MobileMenuLinksProps) {
  return (
    <nav aria-label={t('Mobile')} className="mt-6 grid gap-1">
      {mobileLinks(viewer).map((link) => (
        <Link
          key={link.to}
          to={link.to}
          onClick={onFollow}
          aria-describedby={hasUnread(link) ? UNREAD_HINT_ID : undefined}
          className="rounded-lg px-3 py-3 font-medium text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-focus"
        >
          {translate(link.label)}
          <UnreadDot show={hasUnread(link)} />
        </Link>
      ))}
      {viewer.signedIn && onSignOut && (
        <Button variant="ghost" className="justify-start px-3" onClick={onSignOut}>
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('Sign Out')}
        </Button>
      )}
    </nav>
  );
}
