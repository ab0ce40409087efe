import { createBrowserRouter } from 'react-router';
import { PageFallback } from './page-fallback';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// SPEC §2 route table. Pages load on demand; each new page adds its route here.
export const routes = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless: a page that fails shows the error inside the layout, header and footer stay.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./home/home-page')).HomePage }) },
          {
            path: 'auth',
            lazy: async () => ({ Component: (await import('../features/accounts/auth-page')).AuthPage }),
          },
          {
            path: 'email-confirmation',
            lazy: async () => ({
              Component: (await import('../features/accounts/email-confirmation-page')).EmailConfirmationPage,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/accounts/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/accounts/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('../features/community/contact-page')).ContactPage }),
          },
          {
            path: 'c/:slug',
            lazy: async () => ({ Component: (await import('../features/catalog/category-page')).CategoryPage }),
          },
          {
            path: 'r/:slug',
            lazy: async () => ({ Component: (await import('../features/catalog/business-page')).BusinessPage }),
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/accounts/profile-page')).ProfilePage }),
          },
          {
            path: 'submit-business',
            lazy: async () => ({
              Component: (await import('../features/submissions/submit-business-page')).SubmitBusinessPage,
            }),
          },
          {
            path: 'business',
            lazy: async () => ({
              Component: (await import('../features/owner/owner-dashboard-page')).OwnerDashboardPage,
            }),
          },
          {
            path: 'passport',
            lazy: async () => ({ Component: (await import('../features/passport/passport-page')).PassportPage }),
          },
          {
            path: 'chats/:id?',
            lazy: async () => ({ Component: (await import('../features/chat/chats-page')).ChatsPage }),
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await import('../features/admin/admin-page')).AdminPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
