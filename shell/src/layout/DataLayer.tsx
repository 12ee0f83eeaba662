import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export function createQueryClient() {
  // The API answers 4xx for things a retry cannot fix; one retry covers a flaky network.
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * Server state for a signed-in session. Loaded lazily by the layout once a user is known, so the login screen
 * never downloads TanStack Query; and it lives as long as that user's session, so the next user who signs in
 * on this tab starts with an empty cache.
 */
export default function DataLayer({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
