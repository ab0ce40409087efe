import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/class-names';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from '../components/ui/dialog';
import { UNREAD_HINT_ID, UnreadDot } from '../components/ui/unread-dot';
import { mobileLinks, type NavLink } from './navigation';

interface MobileMenuProps {
  viewer: Parameters<typeof mobileLinks>[0];
  onSignOut: () => Promise<void>;
  hasUnread: (link: NavLink) => boolean;
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className={cn('shrink-0', triggerClassName)} aria-label="Open menu">
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </DialogTrigger>
      <SheetContent>
        <DialogTitle className="pr-12">Menu</DialogTitle>
        <DialogDescription className="sr-only">Links to the pages of the directory.</DialogDescription>
        <nav aria-label="Mobile" className="mt-6 grid gap-1">
          {mobileLinks(viewer).map((link) => (
            <Link
              key={link.to}
              to={link.to}
              onClick={() => setOpen(false)}
              aria-describedby={hasUnread(link) ? UNREAD_HINT_ID : undefined}
              className="rounded-lg px-3 py-3 font-medium text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-focus"
            >
              {link.label}
              <UnreadDot show={hasUnread(link)} />
            </Link>
          ))}
          {viewer.signedIn && (
            <Button variant="ghost" className="justify-start px-3" onClick={signOut}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </Button>
          )}
        </nav>
      </SheetContent>
    </Dialog>
  );
}
