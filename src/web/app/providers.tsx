import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { LIMITS } from '../../domain/limits';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
        <Toaster duration={LIMITS.toastDurationMs} position="bottom-right" richColors closeButton />
      </SessionProvider>
    </QueryClientProvider>
  );
}
