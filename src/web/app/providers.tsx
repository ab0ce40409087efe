import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { localeDirection } from '../../domain/locales';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { activeLocale } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';
import { Toasts } from './toasts';

/** `queryClient` is the one holding the data the server rendered the page with (main.tsx, entry-server.tsx). */
export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    // Radix's menus, tabs and sliders follow the language's reading direction (right to left in Arabic, Urdu).
    <Direction.DirectionProvider dir={localeDirection(activeLocale())}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
          <Toasts />
        </SessionProvider>
      </QueryClientProvider>
    </Direction.DirectionProvider>
  );
}
