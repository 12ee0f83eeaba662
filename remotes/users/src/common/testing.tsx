// Test helpers of the users remote: the msw mock signed in as an admin around each test file, and a settings part
// rendered on it. Test-only: nothing else imports this file.
import { cleanup, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mockServer, resetMockDb } from '@tessera/shared/mocks/node';

/**
 * The msw mock of the API for every test of the file, its data reset and an admin signed in as each test starts;
 * what a test adds with `mockServer.use` ends with it.
 */
export function serveMockApiToAnAdmin() {
  beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => resetMockDb({ signedInAs: 'admin' }));
  afterEach(() => {
    mockServer.resetHandlers();
    cleanup();
  });
  afterAll(() => mockServer.close());
}

/** Renders a settings part with a query client of its own that retries nothing; the user-event session drives it. */
export function renderWithQueries(part: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{part}</QueryClientProvider>);
  return userEvent.setup();
}
