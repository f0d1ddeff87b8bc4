import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { RealtimeProvider } from '../features/realtime/realtime-context';
import { LayoutStateProvider } from './layout/layout-state';
import { createQueryClient } from './query-client';
import { theme } from './theme';
import { TOAST_MS } from './timing';

/** Everything the screens rely on: theme, server cache, toasts, router, socket, layout state. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <Notifications position="bottom-right" autoClose={TOAST_MS} zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <RealtimeProvider>
            <LayoutStateProvider>{children}</LayoutStateProvider>
          </RealtimeProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
