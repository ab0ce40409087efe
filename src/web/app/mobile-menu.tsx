import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/class-names';
import { t } from '../lib/i18n';
import type { MobileMenuSheetProps } from './mobile-menu-sheet';

const loadSheet = () => import('./mobile-menu-sheet');
// The sheet's code (radix's dialog, focus trap, scroll lock) is not part of a first visit: it starts
// loading when the button is pointed at or focused, and shows when it is pressed.
const MobileMenuSheet = lazy(async () => ({ default: (await loadSheet()).MobileMenuSheet }));

interface MobileMenuProps {
  viewer: MobileMenuSheetProps['viewer'];
  onSignOut: () => Promise<void>;
  hasUnread: MobileMenuSheetProps['hasUnread'];
  /** Hides the menu button from the width where the header shows the links itself. */
  triggerClassName?: string;
}

// SPEC §2 Home: under 768px the links move into a side menu (later for members, owners and admins,
// whose longer rows of links need more room: navigation.ts).
export function MobileMenu({ viewer, onSignOut, hasUnread, triggerClassName }: MobileMenuProps) {
  const [open, setOpen] = useState(false);

  async function signOut() {
    setOpen(false);
    await onSignOut();
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={cn('shrink-0', triggerClassName)}
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuSheet viewer={viewer} hasUnread={hasUnread} onClose={() => setOpen(false)} onSignOut={signOut} />
        </Suspense>
      )}
    </>
  );
}
