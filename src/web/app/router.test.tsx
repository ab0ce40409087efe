import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { routes } from './router';

const categories = [
  { id: 'c1', name: 'Restaurants', slug: 'restaurants', position: 1 },
  { id: 'c2', name: 'Coffee Shops', slug: 'coffee-shops', position: 2 },
  { id: 'c3', name: 'Bakeries', slug: 'bakeries', position: 3 },
  { id: 'c4', name: 'Markets', slug: 'markets', position: 4 },
  { id: 'c5', name: 'Mobile Businesses', slug: 'mobile-businesses', position: 5 },
  { id: 'c6', name: 'All Businesses', slug: 'all-businesses', position: 6 },
];

const INSTAGRAM = 'https://www.instagram.com/indianahalal';

/** The whole app for a signed-out visitor, starting at `url`. */
function renderApp(url: string) {
  return renderWithProviders(routes, { url }).router;
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/categories') return Response.json(categories);
      if (url === '/api/site') return Response.json({ social: { instagram: INSTAGRAM, facebook: null } });
      // A visitor who typed the confirmation page's address: the server knows of no confirmation.
      if (url.startsWith('/api/email-confirmation')) return Response.json({ confirmed: false });
      return Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app shell', () => {
  it('shows the 404 page for an unknown route, with a way home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('has a skip link, the landmarks and the footer links', async () => {
    renderApp('/no-such-page');
    await screen.findByRole('heading', { name: '404' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(footer.getByRole('link', { name: 'Submit Business' })).toHaveAttribute('href', '/submit-business');
    expect(await footer.findByRole('link', { name: 'Bakeries' })).toHaveAttribute('href', '/c/bakeries');
  });

  it('scrolls to the top when the route changes', async () => {
    const router = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: '404' });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/forgot-password');
    // The page's module is transformed on its first import: slow on a busy 2-core machine.
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('home page', () => {
  it('links every category card to its listing page', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Discover the Best Halal Food in Indiana' })).toBeInTheDocument();
    const section = within(await screen.findByRole('region', { name: 'Explore Categories' }));
    const links = await section.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(categories.map((c) => `/c/${c.slug}`));
    // Only the configured social account is linked.
    expect(await screen.findByRole('link', { name: 'Instagram' })).toHaveAttribute('href', INSTAGRAM);
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('goes to the submission page from Feature Your Business', async () => {
    const router = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Feature Your Business' }));
    // The submission page loads on demand; the navigation completes once its code has arrived.
    await waitFor(() => expect(router.state.location.pathname).toBe('/submit-business'));
  });
});

describe('account pages', () => {
  it('does not tell a visitor who typed /email-confirmation that their email is confirmed', async () => {
    renderApp('/email-confirmation');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.queryByText('Email Confirmed')).not.toBeInTheDocument();
  });

  it('explains an invalid or expired confirmation link', async () => {
    renderApp('/email-confirmation?error=TOKEN_EXPIRED');
    expect(await screen.findByRole('heading', { name: 'Confirmation link invalid' })).toBeInTheDocument();
    expect(screen.queryByText('Email Confirmed')).not.toBeInTheDocument();
  });

  it('has the forgotten-password and new-password screens', async () => {
    const router = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await router.navigate('/reset-password?error=INVALID_TOKEN');
    expect(await screen.findByRole('heading', { name: 'Reset link invalid' })).toBeInTheDocument();
    await router.navigate('/reset-password?token=mailed-token');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });
});
