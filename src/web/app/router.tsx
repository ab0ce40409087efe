import { Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { componentsLoaded } from '../lib/lazy-component';
import { offlinePageAddress } from './offline-page-address';
import { PageFallback } from './page-fallback';
import { lazyPage } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';

// Pages load on demand, or before a page the server rendered is hydrated (loadPage). The app routes
// declaratively (<BrowserRouter> and useRoutes): it has no loaders or actions, and the data router's code
// would double what a first visit downloads of the router.
const HomePage = lazyPage(async () => (await import('./routes/home-page')).HomePage);
const AuthPage = lazyPage(async () => (await import('./routes/auth-page')).AuthPage);
const EmailConfirmationPage = lazyPage(
  async () => (await import('./routes/email-confirmation-page')).EmailConfirmationPage,
);
const ForgotPasswordPage = lazyPage(async () => (await import('./routes/forgot-password-page')).ForgotPasswordPage);
const ResetPasswordPage = lazyPage(async () => (await import('./routes/reset-password-page')).ResetPasswordPage);
const AccountRecoveryPage = lazyPage(async () => (await import('./routes/account-recovery-page')).AccountRecoveryPage);
const ContactPage = lazyPage(async () => (await import('./routes/contact-page')).ContactPage);
const DataPage = lazyPage(async () => (await import('./routes/data-page')).DataPage);
const ApiDocsPage = lazyPage(async () => (await import('./routes/api-docs-page')).ApiDocsPage);
const CategoryPage = lazyPage(async () => (await import('./routes/category-page')).CategoryPage);
const BusinessPage = lazyPage(async () => (await import('./routes/business-page')).BusinessPage);
const ProfilePage = lazyPage(async () => (await import('./routes/profile-page')).ProfilePage);
const SubmitBusinessPage = lazyPage(async () => (await import('./routes/submit-business-page')).SubmitBusinessPage);
const OwnerDashboardPage = lazyPage(async () => (await import('./routes/owner-dashboard-page')).OwnerDashboardPage);
const PassportPage = lazyPage(async () => (await import('./routes/passport-page')).PassportPage);
const SavedPage = lazyPage(async () => (await import('./routes/saved-page')).SavedPage);
const SavedListPage = lazyPage(async () => (await import('./routes/saved-list-page')).SavedListPage);
const SharedListPage = lazyPage(async () => (await import('./routes/shared-list-page')).SharedListPage);
const ChatsPage = lazyPage(async () => (await import('./routes/chats-page')).ChatsPage);
const AdminPage = lazyPage(async () => (await import('./routes/admin-page')).AdminPage);
const NotFoundPage = lazyPage(async () => (await import('./routes/not-found-page')).NotFoundPage);
const OfflinePage = lazyPage(async () => (await import('./offline-page')).OfflinePage);

/**
 * Where each page shows: a page that fails shows the error inside the layout, header and footer stay. At
 * the address the service worker answered with the offline page (a page never seen, offline), that page.
 */
function PageOutlet() {
  const { pathname, search } = useLocation();
  const offline = offlinePageAddress() === pathname + search;
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>{offline ? <OfflinePage /> : <Outlet />}</Suspense>
    </RouteErrorBoundary>
  );
}

// SPEC §2 route table; each new page adds its route here.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: <PageOutlet />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'auth', element: <AuthPage /> },
          { path: 'email-confirmation', element: <EmailConfirmationPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'account-recovery', element: <AccountRecoveryPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'data', element: <DataPage /> },
          { path: 'data/api', element: <ApiDocsPage /> },
          { path: 'c/:slug', element: <CategoryPage /> },
          { path: 'r/:slug', element: <BusinessPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'submit-business', element: <SubmitBusinessPage /> },
          { path: 'business', element: <OwnerDashboardPage /> },
          { path: 'passport', element: <PassportPage /> },
          { path: 'saved', element: <SavedPage /> },
          { path: 'saved/:listId', element: <SavedListPage /> },
          { path: 'l/:shareId', element: <SharedListPage /> },
          { path: 'chats/:id?', element: <ChatsPage /> },
          { path: 'admin', element: <AdminPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the page at `pathname` and of the parts it loads beside itself, so that React can
 * hydrate the page the server rendered in one pass (main.tsx).
 */
export async function loadPage(pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const page = route.element && typeof route.element === 'object' && 'type' in route.element && route.element.type;
    if (page && typeof page === 'function' && 'preload' in page && typeof page.preload === 'function')
      await page.preload();
  }
  await componentsLoaded();
}

/** The app's pages for the current address (inside <BrowserRouter>, app.tsx). */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
