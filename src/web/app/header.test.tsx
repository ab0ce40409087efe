import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../lib/session/session-context';
import { givenApi } from '../testing/fetch-fixture';
import { renderWithProviders } from '../testing/render-with-providers';
import { givenSessionUser } from '../testing/session-fixture';
import { Header } from './header';
import { desktopNavBreakpoint } from './navigation';

function renderHeader(user: SessionUser | null) {
  return renderWithProviders(<Header />, { user });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const main = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('header', () => {
  it('offers Sign In to a signed-out visitor and no member links', () => {
    renderHeader(null);
    expect(main().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(main().queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('shows a regular user the passport, profile and contact links but no dashboards', () => {
    renderHeader(givenSessionUser('user'));
    expect(main().getByRole('link', { name: 'Digital Halal Passport' })).toHaveAttribute('href', '/passport');
    expect(main().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(main().getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(main().getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Business Dashboard' })).not.toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows Admin Dashboard to admins only', () => {
    renderHeader(givenSessionUser('admin'));
    expect(main().getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(main().queryByRole('link', { name: 'Business Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Business Dashboard to business owners only', () => {
    renderHeader(givenSessionUser('business_owner'));
    expect(main().getByRole('link', { name: 'Business Dashboard' })).toHaveAttribute('href', '/business');
    expect(main().queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('marks Business Dashboard and My Chats when messages wait there, keeping their names', async () => {
    givenApi({ 'GET /api/chats/unread': () => Response.json({ asCustomer: 1, asBusiness: 2 }) });
    renderHeader(givenSessionUser('business_owner'));
    const dashboard = main().getByRole('link', { name: 'Business Dashboard' });
    await vi.waitFor(() => expect(dashboard).toHaveAccessibleDescription('You have unread messages.'));
    expect(main().getByRole('link', { name: 'My Chats' })).toHaveAccessibleDescription('You have unread messages.');
    expect(main().getByRole('link', { name: 'Profile' })).not.toHaveAccessibleDescription();
  });

  it('shows nothing but the logo while the session is still being checked', () => {
    renderWithProviders(<Header />, { session: { loading: true } });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
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

  it('gives way to the side menu once the code is here', async () => {
    renderHeader(null);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('where the header trades its links for the menu (nothing wraps from 320 to 1920 px)', () => {
  const visitor = { signedIn: false, isAdmin: false, isBusinessOwner: false };
  const member = { signedIn: true, isAdmin: false, isBusinessOwner: false };

  it('keeps the links in a row from 768 px for visitors, 1024 px for members, 1280 px for owners and admins', () => {
    expect(desktopNavBreakpoint(visitor)).toBe('md');
    expect(desktopNavBreakpoint(member)).toBe('lg');
    expect(desktopNavBreakpoint({ ...member, isBusinessOwner: true })).toBe('xl');
    expect(desktopNavBreakpoint({ ...member, isAdmin: true })).toBe('xl');
  });

  it.each([
    ['a visitor', null, 'md'],
    ['a member', givenSessionUser('user'), 'lg'],
    ['an owner', givenSessionUser('business_owner'), 'xl'],
    ['an admin', givenSessionUser('admin'), 'xl'],
  ] as const)('shows %s the row and the menu button at complementary widths', (_who, user, breakpoint) => {
    renderHeader(user);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveClass('hidden', `${breakpoint}:flex`);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveClass(`${breakpoint}:hidden`);
    // No label breaks inside itself when room runs short.
    for (const link of within(nav).getAllByRole('link')) expect(link).toHaveClass('whitespace-nowrap');
  });
});

describe('the search in the header (issue 17)', () => {
  const searchRow = () => screen.getByRole('search', { name: 'Find halal food' }).parentElement;

  it('is there for everyone, even while the session is being checked', () => {
    renderWithProviders(<Header />, { session: { loading: true } });
    expect(screen.getByRole('combobox', { name: 'Find halal food' })).toBeInTheDocument();
  });

  it("has a row of its own under 768 px, and sits beside a visitor's Sign In from there", () => {
    renderHeader(null);
    expect(searchRow()).toHaveClass('basis-full', 'md:flex-1');
  });

  it.each([
    ['a member', givenSessionUser('user')],
    ['an admin', givenSessionUser('admin')],
  ] as const)('keeps a row of its own under the links of %s at every width', (_who, user) => {
    renderHeader(user);
    expect(searchRow()).toHaveClass('basis-full');
    expect(searchRow()?.className).not.toMatch(/md:/);
  });
});
