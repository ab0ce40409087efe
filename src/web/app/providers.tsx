import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';
import { Toasts } from './toasts';

/** `queryClient` is the one holding the data the server rendered the page with (main.tsx, entry-server.tsx). */
export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
        <Toasts />
      </SessionProvider>
    </QueryClientProvider>
  );
}
