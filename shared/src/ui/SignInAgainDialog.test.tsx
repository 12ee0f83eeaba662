import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { SessionProvider, useSignedInAgain } from '../session/react.tsx';
import { createSessionStore, type AuthCalls, type SessionStore } from '../session/store.ts';
import { INTERRUPTION_GRACE_MS } from './Dialog.tsx';
import { SignInAgainDialog } from './SignInAgainDialog.tsx';
import type { User } from '../contract/users.ts';
import { ada } from '../session/ada.test-helper.ts';

async function signedInStore(login: AuthCalls['login']): Promise<SessionStore> {
  const store = createSessionStore({
    login: vi.fn(login),
    logout: async () => undefined,
    fetchCurrentUser: async () => ada,
  });
  await store.fetchCurrentUser();
  return store;
}

function EditorScreen({ onSignedInAgain }: { onSignedInAgain: () => void }) {
  useSignedInAgain(onSignedInAgain);
  return (
    <>
      <textarea aria-label="Work" defaultValue="typed, not saved" />
      <SignInAgainDialog />
    </>
  );
}

/** The editor screen signed in through `store`; `onSignedInAgain` saves what waited for the sign-in again. */
function renderEditor(store: SessionStore, onSignedInAgain = () => undefined) {
  render(
    <SessionProvider store={store}>
      <EditorScreen onSignedInAgain={onSignedInAgain} />
    </SessionProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SignInAgainDialog', () => {
  it('stays hidden until the session ends, then asks for the password of the same account over the screen', async () => {
    const store = await signedInStore(async () => ada);
    renderEditor(store);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.markStale());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Your session ended. Sign in again to save.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Work') as HTMLTextAreaElement).value).toBe('typed, not saved');
  });

  it('takes the focus on itself, so keys typed for the screen below neither fill the password nor send it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    const login = vi.fn<AuthCalls['login']>(async () => ada);
    const store = await signedInStore(login);
    renderEditor(store);
    await user.click(screen.getByLabelText('Work'));
    await user.keyboard(' and more');
    await act(async () => store.markStale());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(document.activeElement).toBe(dialog);

    // The translator types on and leaves the segment with Tab or Enter, not looking up yet.
    await user.keyboard('secret{Tab}again{Enter}');
    expect(document.activeElement).toBe(dialog);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(login).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Work') as HTMLTextAreaElement).value).toBe('typed, not saved and more');

    // Later, Tab enters the password deliberately, and Enter signs in with what was typed there.
    vi.setSystemTime(Date.now() + INTERRUPTION_GRACE_MS);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.keyboard('my password{Enter}');
    expect(login).toHaveBeenCalledExactlyOnceWith({
      email: 'ada@example.com',
      password: 'my password',
      remember: false,
    });
  });

  it("shows the sign-in answer's words (a disabled account), then closes and lets the screen save once signed in", async () => {
    const user = userEvent.setup();
    const disabled = new ApiError(403, undefined, { message: 'This account is disabled' });
    const login = vi.fn<AuthCalls['login']>().mockRejectedValueOnce(disabled).mockResolvedValueOnce(ada);
    const store = await signedInStore(login);
    const saveWhatWaited = vi.fn();
    renderEditor(store, saveWhatWaited);
    act(() => store.markStale());
    await user.type(await screen.findByLabelText('Password'), 'old password{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('This account is disabled');
    expect(saveWhatWaited).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'new password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login).toHaveBeenLastCalledWith({ email: 'ada@example.com', password: 'new password', remember: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saveWhatWaited).toHaveBeenCalledTimes(1);
    expect(store.getState().signInAgain).toBeUndefined();
  });

  it('says the account is disabled before asking for its password, when the session ended for that', async () => {
    const store = await signedInStore(async () => ada);
    renderEditor(store);
    act(() => store.markStale(undefined, true));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    const notice = within(dialog).getByText('This account is disabled');
    const password = within(dialog).getByLabelText('Password');
    expect(notice.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((screen.getByLabelText('Work') as HTMLTextAreaElement).value).toBe('typed, not saved');
  });

  it('stays closed when a request sent with the ended session gets its 401 after the sign-in again', async () => {
    const user = userEvent.setup();
    let signedIn!: () => void;
    const login = vi.fn<AuthCalls['login']>(() => new Promise<User>((resolve) => (signedIn = () => resolve(ada))));
    const store = await signedInStore(login);
    const saveWhatWaited = vi.fn();
    renderEditor(store, saveWhatWaited);
    act(() => store.markStale());
    await user.type(await screen.findByLabelText('Password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // A request of the screen leaves while the sign-in is on its way, with the cookie of the session that ended.
    const sentBeforeTheNewSession = performance.now();
    await act(async () => signedIn());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saveWhatWaited).toHaveBeenCalledTimes(1);

    // Its 401 arrives late: the new session is fine, so nothing asks for the password again.
    act(() => store.markStale(sentBeforeTheNewSession));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().signInAgain).toBeUndefined();
    // A request sent after the sign-in that gets a 401 does mean the new session ended.
    act(() => store.markStale(performance.now()));
    expect(await screen.findByRole('dialog', { name: 'Sign in again' })).toBeTruthy();
  });

  it('holds sign-in in place only while it is mounted: afterwards a 401 marks the user stale for the guard', async () => {
    const store = await signedInStore(async () => ada);
    const { unmount } = render(
      <SessionProvider store={store}>
        <SignInAgainDialog />
      </SessionProvider>,
    );
    unmount();
    store.markStale();
    expect(store.getState()).toEqual({ user: ada, fetchedAt: null });
  });
});
