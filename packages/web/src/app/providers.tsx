import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorAmountsInDisplayCurrency } from '../features/wallet/error-amounts';
import { LayoutStateProvider } from '../lib/layout-state';
import { RealtimeProvider } from '../lib/realtime/realtime-context';
import { Notices } from './notices';
import { createQueryClient } from './query-client';
import { theme } from './theme';

/** Everything the screens rely on: theme, server cache, toasts, router, socket, layout state. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <Notices />
      <QueryClientProvider client={queryClient}>
        <ErrorAmountsInDisplayCurrency />
        <BrowserRouter>
          <RealtimeProvider>
            <LayoutStateProvider>{children}</LayoutStateProvider>
          </RealtimeProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
