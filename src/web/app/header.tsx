import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { cn } from '../components/ui/class-names';
import { UnreadHint } from '../components/ui/unread-dot';
import { useUnreadChats } from '../features/chat/unread-chats';
import { t } from '../lib/i18n';
import { useSession } from '../lib/session/session-context';
import { AccountMenu } from './account-menu';
import { HeaderSearchPanel } from './header-search-panel';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import type { NavLink } from './navigation';
import { SESSION_HINT_ATTRIBUTE, type SessionHint, useSessionHint } from './session-hint';
import { useSignOut } from './use-sign-out';

const signInClasses = cn(
  'shrink-0 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-stone-700 transition-colors hover:bg-brand-soft hover:text-brand-strong',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'aria-[current=page]:font-semibold aria-[current=page]:text-brand-strong',
);

/** A listing (/c/…) has a search box of its own, with the same words: the header's would be a second one. */
const LISTING_PATH = /^\/c\//;

/**
 * Issue 31: one row at every width, for every role and language: the logo (its short name under 1024 px),
 * the search (a button opening it under 640 px), the language, then a visitor's Sign In or a member's
 * account menu (from 768 px; under it, the side menu's button, for everyone).
 *
 * It keeps its shape as the page's code starts: until the session check answers, it is drawn as the server
 * drew it, for whoever the request's session cookie says is likely there (session-hint.ts).
 */
export function Header() {
  const { user, loading, isAdmin, isBusinessOwner } = useSession();
  const hint = useSessionHint();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const shape: SessionHint | undefined = loading ? hint : user ? 'member' : 'visitor';
  const viewer = { signedIn: shape === 'member', isAdmin, isBusinessOwner };
  const unread = useUnreadChats();
  const hasUnread = (link: NavLink) => link.unread !== undefined && (unread[link.unread] ?? 0) > 0;

  return (
    <header
      {...{ [SESSION_HINT_ATTRIBUTE]: shape }}
      className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-6xl flex-nowrap items-center gap-1 px-4 min-[360px]:gap-2 sm:gap-3">
        <div className="me-auto flex shrink-0 items-center">
          <Logo />
        </div>
        {!LISTING_PATH.test(pathname) && <HeaderSearchPanel />}
        <LanguageSwitcher className="shrink-0" compact />
        {/* Nothing here while no one knows who is there (a page the browser drew without the server's hint). */}
        {shape && (
          <nav aria-label={t('Main')} className="hidden shrink-0 items-center md:flex">
            {shape === 'member' ? (
              <AccountMenu viewer={viewer} hasUnread={hasUnread} onSignOut={loading ? undefined : signOut} />
            ) : (
              <RouterNavLink to="/auth" className={signInClasses}>
                {t('Sign In')}
              </RouterNavLink>
            )}
          </nav>
        )}
        <UnreadHint />
        {/* From the first paint: it opens without the code. */}
        <MobileMenu viewer={viewer} onSignOut={signOut} hasUnread={hasUnread} triggerClassName="md:hidden" />
      </div>
    </header>
  );
}
