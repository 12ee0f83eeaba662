import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider, createSessionStore } from '@tessera/shared';
import { mockServer, resetMockDb } from '@tessera/shared/mocks/node';
import { SettingsScreen } from './SettingsScreen.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

async function renderSettings(signedInAs: 'admin' | 'manager' | 'user') {
  resetMockDb({ signedInAs });
  const store = createSessionStore();
  await store.fetchCurrentUser();
  render(
    <SessionProvider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SettingsScreen />
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe('settings screen', () => {
  it("gives an admin the workspace's machine translation and how long API tokens may last", async () => {
    await renderSettings('admin');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Machine translation settings' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'API tokens' })).toBeTruthy();
    expect(await screen.findByLabelText('API tokens last at most (days)')).toBeTruthy();
  });

  it('gives an admin the provisioning (SCIM) settings, loaded apart', async () => {
    await renderSettings('admin');
    expect(await screen.findByRole('region', { name: 'Provisioning (SCIM)' })).toBeTruthy();
  });

  it('tells anyone else plainly that only administrators change them', async () => {
    for (const role of ['manager', 'user'] as const) {
      await renderSettings(role);
      expect(await screen.findByText('You are not allowed to change the settings')).toBeTruthy();
      expect(screen.queryByRole('form', { name: 'Machine translation settings' })).toBeNull();
      cleanup();
    }
  });
});
