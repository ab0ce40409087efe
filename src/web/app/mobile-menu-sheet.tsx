import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../components/ui/dialog';
import { t } from '../lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenuLinks, type MobileMenuLinksProps } from './mobile-menu-links';

export interface MobileMenuSheetProps {
  viewer: MobileMenuLinksProps['viewer'];
  hasUnread: MobileMenuLinksProps['hasUnread'];
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
        <MobileMenuLinks viewer={viewer} hasUnread={hasUnread} onFollow={onClose} onSignOut={onSignOut} />
        <LanguageSwitcher className="mt-6" />
      </SheetContent>
    </Dialog>
  );
}
