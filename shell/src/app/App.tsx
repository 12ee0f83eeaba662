import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider, session } from '@tessera/shared';
import type { SessionStore } from '@tessera/shared';
import { ToastProvider } from '@tessera/shared/ui';
import { createAppRouter } from './router.tsx';

type AppProps = { router?: ReturnType<typeof createAppRouter>; store?: SessionStore };

/** The shell's providers. Server state (TanStack Query) is added by the layout once someone is signed in. */
export function App({ router, store = session }: AppProps) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <SessionProvider store={store}>
      <ToastProvider>
        <RouterProvider router={appRouter} />
      </ToastProvider>
    </SessionProvider>
  );
}
