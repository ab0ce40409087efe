import { LogOut } from 'lucide-react';
import { NavLink as RouterNavLink } from 'react-router';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/class-names';
import { UNREAD_HINT_ID, UnreadDot, UnreadHint } from '../components/ui/unread-dot';
import { useUnreadChats } from '../features/chat/unread-chats';
import { t, translate } from '../lib/i18n';
import { useSession } from '../lib/session/session-context';
import { HeaderSearch } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import {
  desktopLinks,
  desktopNavBreakpoint,
  desktopNavShownFrom,
  menuButtonHiddenFrom,
  type NavLink,
} from './navigation';
import { useSignOut } from './use-sign-out';

const linkClasses = cn(
  'rounded-md px-2.5 py-2 text-sm whitespace-nowrap font-medium text-stone-700 transition-colors hover:bg-brand-soft hover:text-brand-strong',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'aria-[current=page]:text-brand-strong aria-[current=page]:font-semibold',
);

export function Header() {
  const { user, loading, isAdmin, isBusinessOwner } = useSession();
  const signOut = useSignOut();
  const signedIn = user !== null;
  const viewer = { signedIn, isAdmin, isBusinessOwner };
  const unread = useUnreadChats();
  const hasUnread = (link: NavLink) => link.unread !== undefined && (unread[link.unread] ?? 0) > 0;
  // The links move into the side menu below the width where they fit on one line (navigation.ts).
  const breakpoint = desktopNavBreakpoint(viewer);
  // The search sits in the top bar beside a visitor's one link (and while the session is being checked):
  // a member's links leave it no room (navigation.ts), so theirs, like everyone's under 768 px, is a row
  // of its own under the bar. It comes last, so the order of the focus follows the order on screen.
  const searchInline = !signedIn;

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 sm:gap-x-4">
        <div className="me-auto flex h-16 shrink-0 items-center">
          <Logo />
        </div>
        <LanguageSwitcher className="shrink-0" compact />
        {/* Nothing until the session is known, so a signed-in visitor never sees 'Sign In' flash. */}
        {!loading && (
          <>
            <nav
              aria-label={t('Main')}
              className={cn('hidden shrink-0 items-center gap-1', desktopNavShownFrom[breakpoint])}
            >
              {desktopLinks(viewer).map((link) => (
                <RouterNavLink
                  key={link.to}
                  to={link.to}
                  className={linkClasses}
                  aria-describedby={hasUnread(link) ? UNREAD_HINT_ID : undefined}
                >
                  {translate(link.label)}
                  <UnreadDot show={hasUnread(link)} />
                </RouterNavLink>
              ))}
              {signedIn && (
                <Button variant="outline" size="sm" className="ms-2 whitespace-nowrap" onClick={signOut}>
                  <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  {t('Sign Out')}
                </Button>
              )}
            </nav>
            <UnreadHint />
          </>
        )}
        {/* From the first paint, as a visitor's while the session is checked: it opens without the code. */}
        <MobileMenu
          viewer={viewer}
          onSignOut={signOut}
          hasUnread={hasUnread}
          triggerClassName={menuButtonHiddenFrom[breakpoint]}
        />
        <div className={cn('min-w-0 basis-full pb-3', searchInline && 'md:max-w-sm md:flex-1 md:pb-0')}>
          <HeaderSearch className="max-w-xl" />
        </div>
      </div>
    </header>
  );
}
