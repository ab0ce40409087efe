import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';
import { Toasts } from './toasts';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
        <Toasts />
      </SessionProvider>
    </QueryClientProvider>
  );
}
