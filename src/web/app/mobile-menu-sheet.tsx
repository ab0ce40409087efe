import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../components/ui/dialog';
import { UNREAD_HINT_ID, UnreadDot } from '../components/ui/unread-dot';
import { t, translate } from '../lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { mobileLinks, type NavLink } from './navigation';

export interface MobileMenuSheetProps {
  viewer: Parameters<typeof mobileLinks>[0];
  hasUnread: (link: NavLink) => boolean;
  onClose: () => void;
  onSignOut: () => Promise<void>;
}

/** The open side menu (app/mobile-menu.tsx loads it when the menu button is first used). */
export function MobileMenuSheet({ viewer, hasUnread, onClose, onSignOut }: MobileMenuSheetProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <SheetContent>
        <DialogTitle className="pe-12">{t('Menu')}</DialogTitle>
        <DialogDescription className="sr-only">{t('Links to the pages of the directory.')}</DialogDescription>
        <nav aria-label={t('Mobile')} className="mt-6 grid gap-1">
          {mobileLinks(viewer).map((link) => (
            <Link
              key={link.to}
              to={link.to}
              onClick={onClose}
              aria-describedby={hasUnread(link) ? UNREAD_HINT_ID : undefined}
              className="rounded-lg px-3 py-3 font-medium text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-focus"
            >
              {translate(link.label)}
              <UnreadDot show={hasUnread(link)} />
            </Link>
          ))}
          {viewer.signedIn && (
            <Button variant="ghost" className="justify-start px-3" onClick={onSignOut}>
              <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('Sign Out')}
            </Button>
          )}
        </nav>
        <LanguageSwitcher className="mt-6" />
      </SheetContent>
    </Dialog>
  );
}
