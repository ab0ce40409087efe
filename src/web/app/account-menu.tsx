import { ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { useRef } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/class-names';
import { UNREAD_HINT_ID, UnreadDot } from '../components/ui/unread-dot';
import { t, translate } from '../lib/i18n';
import { accountMenuLinks, type NavLink } from './navigation';
import { closePopover } from './popover';

/** The menu the account button opens: the browser opens it, before the page's code has run and after. */
export const ACCOUNT_MENU_ID = 'account-menu';

interface AccountMenuProps {
  viewer: Parameters<typeof accountMenuLinks>[0];
  hasUnread: (link: NavLink) => boolean;
  /** Sign Out, once the session is known (until then the page cannot tell who would be signed out). */
  onSignOut?: () => Promise<void>;
}

const itemClasses = cn(
  'flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-start text-sm font-medium whitespace-nowrap text-ink',
  'hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-focus',
  'aria-[current=page]:font-semibold aria-[current=page]:text-brand-strong',
);

/**
 * Issue 31: a member's links behind one button from 768 px (under it they are in the side menu), so the
 * header keeps one row whatever the role and the language. A disclosure made with the popover attribute:
 * it opens, closes with Escape or a tap elsewhere, and keeps the focus order, with no code of the page's.
 */
export function AccountMenu({ viewer, hasUnread, onSignOut }: AccountMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const links = accountMenuLinks(viewer);
  const unread = links.some(hasUnread);
  const close = () => closePopover(menu.current);

  return (
    <>
      <Button
        variant="ghost"
        className="shrink-0 gap-1.5 px-2.5 whitespace-nowrap"
        popoverTarget={ACCOUNT_MENU_ID}
        aria-describedby={unread ? UNREAD_HINT_ID : undefined}
      >
        <CircleUserRound aria-hidden="true" className="size-5" />
        {t('Account')}
        <UnreadDot show={unread} />
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </Button>
      <div
        ref={menu}
        id={ACCOUNT_MENU_ID}
        popover="auto"
        className={cn(
          // Under the header's row, at its end (the row is 72 rem at most, centred, with 1 rem of padding).
          'fixed top-16 start-auto bottom-auto end-[max(1rem,calc((100%_-_72rem)/2_+_1rem))] m-0 mt-1',
          'w-max min-w-56 max-w-[calc(100%_-_2rem)] rounded-xl border border-line bg-white p-2 text-ink shadow-xl',
        )}
      >
        <ul className="grid gap-0.5">
          {links.map((link) => (
            <li key={link.to}>
              <RouterNavLink
                to={link.to}
                onClick={close}
                className={itemClasses}
                aria-describedby={hasUnread(link) ? UNREAD_HINT_ID : undefined}
              >
                {translate(link.label)}
                <UnreadDot show={hasUnread(link)} />
              </RouterNavLink>
            </li>
          ))}
          {onSignOut && (
            <li className="mt-1 border-t border-line pt-1">
              <button
                type="button"
                className={itemClasses}
                onClick={() => {
                  close();
                  void onSignOut();
                }}
              >
                <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {t('Sign Out')}
              </button>
            </li>
          )}
        </ul>
      </div>
    </>
  );
}
