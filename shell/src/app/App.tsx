import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider, session } from '@tessera/shared';
import type { SessionStore } from '@tessera/shared';
import { ToastProvider } from '@tessera/shared/ui';
import { createAppRouter } from './router.tsx';

export function createQueryClient() {
  // The API answers 4xx for things a retry cannot fix; one retry covers a flaky network.
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

type AppProps = { router?: ReturnType<typeof createAppRouter>; store?: SessionStore; queryClient?: QueryClient };

export function App({ router, store = session, queryClient }: AppProps) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <SessionProvider store={store}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <RouterProvider router={appRouter} />
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
