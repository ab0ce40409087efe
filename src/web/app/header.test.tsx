import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../lib/session/session-context';
import { givenApi } from '../testing/fetch-fixture';
import { renderWithProviders } from '../testing/render-with-providers';
import { givenSessionUser } from '../testing/session-fixture';
import { Header } from './header';
import { type SessionHint, SessionHintContext } from './session-hint';

function renderHeader(user: SessionUser | null, url = '/') {
  return renderWithProviders(<Header />, { user, url });
}

/** The header as drawn before the session check answers, for whom the page's session cookie suggests. */
function renderBeforeTheSessionCheck(hint: SessionHint | undefined, url = '/') {
  const header: ReactElement = (
    <SessionHintContext value={hint}>
      <Header />
    </SessionHintContext>
  );
  return renderWithProviders(header, { session: { loading: true }, url });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const main = () => within(screen.getByRole('navigation', { name: 'Main' }));

/** The account menu the Account button opens (the browser opens it: in jsdom it stays closed). */
function accountMenu() {
  const button = main().getByRole('button', { name: 'Account' });
  const menu = document.getElementById(button.getAttribute('popovertarget') ?? '');
  expect(menu).toHaveAttribute('popover', 'auto');
  return within(menu!);
}
const menuLinks = () =>
  accountMenu()
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('header', () => {
  it('offers Sign In to a signed-out visitor and no account menu', () => {
    renderHeader(null);
    expect(main().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(main().queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('keeps a regular user’s passport, chats, profile, contact and Sign Out in the account menu, without dashboards', () => {
    renderHeader(givenSessionUser('user'));
    expect(menuLinks()).toEqual([
      ['Digital Halal Passport', '/passport'],
      ['Saved places', '/saved'],
      ['My Chats', '/chats'],
      ['Profile', '/profile'],
      ['Contact Us', '/contact'],
    ]);
    expect(accountMenu().getByRole('button', { name: 'Sign Out', hidden: true })).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('puts Admin Dashboard first in an admin’s menu, and Business Dashboard in an owner’s', () => {
    const { unmount } = renderHeader(givenSessionUser('admin'));
    expect(menuLinks()[0]).toEqual(['Admin Dashboard', '/admin']);
    expect(menuLinks().map(([label]) => label)).not.toContain('Business Dashboard');
    unmount();
    renderHeader(givenSessionUser('business_owner'));
    expect(menuLinks()[0]).toEqual(['Business Dashboard', '/business']);
    expect(menuLinks().map(([label]) => label)).not.toContain('Admin Dashboard');
  });

  it('marks the Account button, Business Dashboard and My Chats when messages wait, keeping their names', async () => {
    givenApi({ 'GET /api/chats/unread': () => Response.json({ asCustomer: 1, asBusiness: 2 }) });
    renderHeader(givenSessionUser('business_owner'));
    const account = main().getByRole('button', { name: 'Account' });
    await vi.waitFor(() => expect(account).toHaveAccessibleDescription('You have unread messages.'));
    const link = (name: string) => accountMenu().getByRole('link', { name, hidden: true });
    expect(link('Business Dashboard')).toHaveAccessibleDescription('You have unread messages.');
    expect(link('My Chats')).toHaveAccessibleDescription('You have unread messages.');
    expect(link('Profile')).not.toHaveAccessibleDescription();
  });
});

describe('the header before the session check answers (issue 31: it keeps its shape)', () => {
  it("draws a visitor's Sign In when the page came without a session cookie", () => {
    renderBeforeTheSessionCheck('visitor');
    expect(main().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it("draws a member's account menu when it came with one, Sign Out waiting until the session is known", () => {
    renderBeforeTheSessionCheck('member');
    expect(menuLinks()).toEqual([
      ['Digital Halal Passport', '/passport'],
      ['Saved places', '/saved'],
      ['My Chats', '/chats'],
      ['Profile', '/profile'],
      ['Contact Us', '/contact'],
    ]);
    expect(accountMenu().queryByRole('button', { name: 'Sign Out', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows neither Sign In nor the account menu when no one said who is likely there', () => {
    renderBeforeTheSessionCheck(undefined);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  /** The header's parts, in order, as tag and classes: what decides its shape on screen. */
  const outline = () =>
    [...(screen.getByRole('banner').querySelectorAll('*') as NodeListOf<HTMLElement>)]
      .filter((element) => !element.closest('[popover]') || element.hasAttribute('popover'))
      .map((element) => `${element.tagName} ${element.getAttribute('class') ?? ''}`);

  it.each([
    ['a visitor', 'visitor', null],
    ['a member', 'member', givenSessionUser('user')],
    ['an admin', 'member', givenSessionUser('admin')],
    ['an owner', 'member', givenSessionUser('business_owner')],
  ] as const)('has the same parts in the same places once it knows %s is there', (_who, hint, user) => {
    const { unmount } = renderBeforeTheSessionCheck(hint);
    const before = outline();
    unmount();
    renderHeader(user);
    expect(outline()).toEqual(before);
  });
});

describe('mobile side menu', () => {
  it('lists Sign In, Submit Business and Contact Us for a signed-out visitor', async () => {
    renderHeader(null);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Sign In',
      'Submit Business',
      'Contact Us',
    ]);
  });

  it('lists the member pages, the admin page for an admin, and Sign Out', async () => {
    renderHeader(givenSessionUser('admin'));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Profile',
      'Passport',
      'Saved places',
      'My Chats',
      'Admin',
      'Submit Business',
      'Contact Us',
    ]);
    expect(menu.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('shows Business to a business owner', async () => {
    renderHeader(givenSessionUser('business_owner'));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Business' })).toHaveAttribute('href', '/business');
    expect(menu.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

describe("the menu as the server sends it (issue 40: it opens before the page's code has run)", () => {
  it("has its button while the session is being checked, opening a menu of the visitor's links by itself", () => {
    renderWithProviders(<Header />, { session: { loading: true } });
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(button.getAttribute('popovertarget') ?? '');
    // Closed until the button opens it: the browser does, with no code of the page's.
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).not.toBeVisible();
    const links = within(menu!).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sign In', '/auth'],
      ['Submit Business', '/submit-business'],
      ['Contact Us', '/contact'],
    ]);
    expect(within(menu!).getByRole('button', { name: 'Close menu', hidden: true })).toHaveAttribute(
      'popovertargetaction',
      'hide',
    );
  });

  it("opens a member's links when the page came with a session cookie", () => {
    renderBeforeTheSessionCheck('member');
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(
      within(menu!)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Passport', 'Saved places', 'My Chats', 'Submit Business', 'Contact Us']);
  });

  it('gives way to the side menu once the code is here', async () => {
    renderHeader(null);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the header in one row at every width (issue 31)', () => {
  it.each([
    ['a visitor', null],
    ['a member', givenSessionUser('user')],
    ['an admin', givenSessionUser('admin')],
  ] as const)('keeps one row for %s: the links behind a button at every width', (_who, user) => {
    renderHeader(user);
    const row = screen.getByRole('banner').firstElementChild;
    expect(row).toHaveClass('flex-nowrap', 'h-16');
    // From 768 px Sign In or the account menu; under it, the side menu's button.
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('hidden', 'md:flex');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveClass('md:hidden');
  });

  it("names the home link by the directory's whole name, showing the short one under 1024 px", () => {
    renderHeader(null);
    const home = screen.getByRole('link', { name: 'Indiana Halal Directory' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByText('Halal Indiana')).toHaveClass('lg:hidden');
  });
});

describe('the search in the header (issues 17 and 31)', () => {
  it('is there for everyone, even while the session is being checked', () => {
    renderBeforeTheSessionCheck(undefined);
    expect(screen.getByRole('combobox', { name: 'Find halal food', hidden: true })).toBeInTheDocument();
  });

  it('sits in the row from 640 px, and under it in a panel its button opens before the code has run', () => {
    renderHeader(givenSessionUser('admin'));
    const opener = screen.getByRole('button', { name: 'Find halal food' });
    expect(opener).toHaveClass('sm:hidden');
    const panel = document.getElementById(opener.getAttribute('popovertarget') ?? '');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveClass('sm:block', 'sm:static', 'sm:flex-1');
    expect(within(panel!).getByRole('search', { name: 'Find halal food', hidden: true })).toHaveAttribute(
      'action',
      '/c/all-businesses',
    );
  });

  it('leaves a listing to its own search box', () => {
    renderHeader(null, '/c/restaurants');
    expect(screen.queryByRole('search', { name: 'Find halal food', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find halal food' })).not.toBeInTheDocument();
  });
});
