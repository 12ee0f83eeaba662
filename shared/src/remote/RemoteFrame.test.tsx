import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../contract/users.ts';
import { SessionProvider } from '../session/react.tsx';
import { createSessionStore } from '../session/store.ts';
import { RemoteFrame } from './RemoteFrame.tsx';

const ada: User = {
  id: 7,
  email: 'ada@example.com',
  username: 'ada',
  display_name: null,
  role: 'manager',
  disabled: false,
};

afterEach(cleanup);

describe('RemoteFrame', () => {
  it('marks the remote, its build and the user it reads from the session, following sign-in and logout', async () => {
    const store = createSessionStore({
      login: async () => ada,
      logout: async () => undefined,
      fetchCurrentUser: async () => ada,
    });
    const { container } = render(
      <SessionProvider store={store}>
        <RemoteFrame name="tm" buildLabel="build-42">
          <p>screen</p>
        </RemoteFrame>
      </SessionProvider>,
    );
    const frame = container.querySelector('[data-remote="tm"]')!;
    expect(frame.getAttribute('data-build-label')).toBe('build-42');
    expect(frame.getAttribute('data-session-user')).toBe('');
    expect(frame.textContent).toBe('screen');

    await act(() => store.fetchCurrentUser());
    expect(frame.getAttribute('data-session-user')).toBe('ada');
    await act(() => store.logout());
    expect(frame.getAttribute('data-session-user')).toBe('');
  });
});
