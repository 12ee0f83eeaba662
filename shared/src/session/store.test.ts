import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { createSessionStore } from './store.ts';
import { decideNavigation } from '../guard/guard.ts';
import type { AuthCalls } from './store.ts';
import { ada } from './ada.test-helper.ts';

function fakeAuth(overrides: Partial<AuthCalls> = {}): AuthCalls {
  return {
    login: vi.fn(async () => ada),
    logout: vi.fn(async () => undefined),
    fetchCurrentUser: vi.fn(async () => ada),
    ...overrides,
  };
}

describe('session store', () => {
  it('starts with no current user and no fetch time', () => {
    expect(createSessionStore(fakeAuth()).getState()).toEqual({ user: null, fetchedAt: null });
  });

  it('holds the fetched user together with the time of the fetch', async () => {
    let clock = 1_000;
    const store = createSessionStore(fakeAuth(), () => clock);
    await store.fetchCurrentUser();
    expect(store.getState()).toEqual({ user: ada, fetchedAt: 1_000 });
    clock = 5_000;
    await store.fetchCurrentUser();
    expect(store.getState().fetchedAt).toBe(5_000);
  });

  it('login sends the credentials and counts as a fetch', async () => {
    const auth = fakeAuth();
    const store = createSessionStore(auth, () => 42);
    await store.login({ email: 'ada@example.com', password: 'secret', remember: true });
    expect(auth.login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret', remember: true });
    expect(store.getState()).toEqual({ user: ada, fetchedAt: 42 });
  });

  it('a failed login leaves the session signed out and passes the error on', async () => {
    const wrong = new ApiError(401, undefined, { message: 'Wrong email or password' });
    const store = createSessionStore(fakeAuth({ login: async () => Promise.reject(wrong) }));
    await expect(store.login({ email: 'a@b.c', password: 'x' })).rejects.toBe(wrong);
    expect(store.getState().user).toBeNull();
  });

  it('logout clears the user and resets the last-fetch time', async () => {
    const store = createSessionStore(fakeAuth(), () => 7);
    await store.fetchCurrentUser();
    await store.logout();
    expect(store.getState()).toEqual({ user: null, fetchedAt: null });
  });

  it('logout clears the local session even when the server call fails', async () => {
    const store = createSessionStore(
      fakeAuth({ logout: async () => Promise.reject(new ApiError(0, undefined, undefined)) }),
    );
    await store.fetchCurrentUser();
    await expect(store.logout()).rejects.toBeInstanceOf(ApiError);
    expect(store.getState()).toEqual({ user: null, fetchedAt: null });
  });

  it('a 401 while re-fetching means the session expired: the user is cleared', async () => {
    const auth = fakeAuth();
    const store = createSessionStore(auth);
    await store.fetchCurrentUser();
    vi.mocked(auth.fetchCurrentUser).mockRejectedValueOnce(new ApiError(401, undefined, { message: 'Sign in' }));
    await expect(store.fetchCurrentUser()).rejects.toMatchObject({ status: 401 });
    expect(store.getState()).toEqual({ user: null, fetchedAt: null });
  });

  it('a 401 saying the account is disabled is remembered, over the screen or signed out, until someone signs in', async () => {
    const auth = fakeAuth();
    const store = createSessionStore(auth);
    await store.fetchCurrentUser();
    const release = store.holdSignInInPlace();
    store.markStale(undefined, true);
    expect(store.getState()).toMatchObject({ user: ada, signInAgain: true, accountDisabled: true });
    // A later 401 that gives no reason (a closed event stream's) does not take it back.
    store.markStale();
    expect(store.getState().accountDisabled).toBe(true);
    release();
    expect(store.getState()).toEqual({ user: ada, fetchedAt: null, accountDisabled: true });
    const disabled = { message: 'This account is disabled', details: { reason: 'account_disabled' } };
    vi.mocked(auth.fetchCurrentUser).mockRejectedValueOnce(new ApiError(401, undefined, disabled));
    await expect(store.fetchCurrentUser()).rejects.toMatchObject({ status: 401 });
    expect(store.getState()).toEqual({ user: null, fetchedAt: null, accountDisabled: true });
    await store.login({ email: 'ada@example.com', password: 'secret' });
    expect(store.getState().accountDisabled).toBeUndefined();
  });

  it('another error while re-fetching keeps the known user', async () => {
    const auth = fakeAuth();
    const store = createSessionStore(auth, () => 3);
    await store.fetchCurrentUser();
    vi.mocked(auth.fetchCurrentUser).mockRejectedValueOnce(new ApiError(500, undefined, { message: 'Internal error' }));
    await expect(store.fetchCurrentUser()).rejects.toMatchObject({ status: 500 });
    expect(store.getState()).toEqual({ user: ada, fetchedAt: 3 });
  });

  it('notifies subscribers on every change until they unsubscribe', async () => {
    const store = createSessionStore(fakeAuth());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.fetchCurrentUser();
    await store.logout();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await store.fetchCurrentUser();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('while a screen holds sign-in in place, a 401 asks to sign in again: the user stays known, the guard proceeds no more', async () => {
    const store = createSessionStore(fakeAuth(), () => 1_000);
    await store.fetchCurrentUser();
    const release = store.holdSignInInPlace();
    store.markStale();
    expect(store.getState()).toEqual({ user: ada, fetchedAt: 1_000, signInAgain: true });
    // A navigation away checks the user, whose 401 then leads to the login as before.
    expect(decideNavigation({ routeName: 'home', path: '/' }, store.getState(), 1_001)).toEqual({
      action: 'fetch-user',
    });
    release();
  });

  it('signing in again ends the request to sign in', async () => {
    const store = createSessionStore(fakeAuth(), () => 5);
    await store.fetchCurrentUser();
    store.holdSignInInPlace();
    store.markStale();
    await store.login({ email: ada.email, password: 'secret' });
    expect(store.getState()).toEqual({ user: ada, fetchedAt: 5 });
  });

  it('when the last hold is released with sign-in still wanted, the user is marked stale for the guard', async () => {
    const store = createSessionStore(fakeAuth(), () => 9);
    await store.fetchCurrentUser();
    const first = store.holdSignInInPlace();
    const second = store.holdSignInInPlace();
    store.markStale();
    first();
    first();
    expect(store.getState().signInAgain).toBe(true);
    second();
    expect(store.getState()).toEqual({ user: ada, fetchedAt: null });
  });

  it('without a hold, or once it is released, a 401 marks the user stale as before', async () => {
    const store = createSessionStore(fakeAuth(), () => 9);
    await store.fetchCurrentUser();
    store.holdSignInInPlace()();
    store.markStale();
    expect(store.getState()).toEqual({ user: ada, fetchedAt: null });
  });

  it('is marked stale by a 401 from any call: the user stays shown, the next navigation fetches it again', async () => {
    const store = createSessionStore(fakeAuth(), () => 1_000);
    await store.fetchCurrentUser();
    store.markStale();
    expect(store.getState()).toEqual({ user: ada, fetchedAt: null });
    expect(decideNavigation({ routeName: 'glossary', path: '/glossary/1' }, store.getState(), 1_001)).toEqual({
      action: 'fetch-user',
    });
  });
});
