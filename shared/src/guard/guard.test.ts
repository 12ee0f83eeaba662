import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { createSessionStore } from '../session/store.ts';
import type { AuthCalls, SessionState } from '../session/store.ts';
import {
  REVALIDATE_MS,
  accountDisabledIn,
  afterLoginPath,
  decideAfterFetchError,
  decideNavigation,
  guardNavigation,
  revalidateInterval,
} from './index.ts';
import { ada } from '../session/ada.test-helper.ts';

const signedOut: SessionState = { user: null, fetchedAt: null };
const T0 = 1_700_000_000_000;
const known = (fetchedAt: number): SessionState => ({ user: ada, fetchedAt });
const to = (routeName: string, path: string) => ({ routeName, path });

describe('decideNavigation', () => {
  it('going to login while a current user is known redirects home', () => {
    expect(decideNavigation(to('login', '/login/'), known(T0), T0)).toEqual({ action: 'redirect', to: '/' });
  });

  it('going to login with a stale user still redirects home (the user is known)', () => {
    expect(decideNavigation(to('login', '/login/'), known(T0), T0 + REVALIDATE_MS + 1)).toEqual({
      action: 'redirect',
      to: '/',
    });
  });

  it('going to login without a user shows login without fetching', () => {
    expect(decideNavigation(to('login', '/login/?redirect=%2F'), signedOut, T0)).toEqual({ action: 'proceed' });
  });

  it.each(['home', 'tm', 'document', 'glossary', 'users'])('%s fetches the user when none is known', (name) => {
    expect(decideNavigation(to(name, '/x'), signedOut, T0)).toEqual({ action: 'fetch-user' });
  });

  it('does not fetch again while the last fetch is at most 600000 ms old', () => {
    expect(decideNavigation(to('home', '/'), known(T0), T0)).toEqual({ action: 'proceed' });
    expect(decideNavigation(to('glossary', '/glossary/1'), known(T0), T0 + 600_000)).toEqual({ action: 'proceed' });
  });

  it('fetches again once the last fetch is older than 600000 ms', () => {
    expect(decideNavigation(to('glossary', '/glossary/1'), known(T0), T0 + 600_001)).toEqual({ action: 'fetch-user' });
  });

  it('fetches the user when its session is known to have ended, however fresh the last fetch', () => {
    expect(decideNavigation(to('home', '/'), { ...known(T0), signInAgain: true }, T0)).toEqual({
      action: 'fetch-user',
    });
  });

  it('uses the interval it is given (tests and browser runs shorten it)', () => {
    expect(decideNavigation(to('home', '/'), known(T0), T0 + 51, 50)).toEqual({ action: 'fetch-user' });
    expect(decideNavigation(to('home', '/'), known(T0), T0 + 50, 50)).toEqual({ action: 'proceed' });
  });
});

describe('decideAfterFetchError', () => {
  it('a 401 sends the user to login with the wanted path and its query as redirect', () => {
    const target = to('glossary', '/glossary/3?page=2&search=a b');
    const decision = decideAfterFetchError(target, new ApiError(401, undefined, undefined));
    expect(decision).toEqual({
      action: 'redirect',
      to: '/login/?redirect=%2Fglossary%2F3%3Fpage%3D2%26search%3Da%20b',
    });
    expect(new URLSearchParams(decision.to.split('?')[1]).get('redirect')).toBe('/glossary/3?page=2&search=a b');
  });

  it('a 401 saying the account is disabled sends the user to a login that says so', () => {
    const body = { message: 'This account is disabled', details: { reason: 'account_disabled' } };
    const decision = decideAfterFetchError(to('document', '/document/5'), new ApiError(401, undefined, body));
    expect(decision.to).toBe('/login/?redirect=%2Fdocument%2F5&account=disabled');
    expect(accountDisabledIn(`?${decision.to.split('?')[1]}`)).toBe(true);
    expect(accountDisabledIn('?redirect=%2Fdocument%2F5')).toBe(false);
  });

  it.each([403, 500, 0])('any other error (status %i) is rethrown as is', (status) => {
    const error = new ApiError(status, undefined, undefined);
    expect(() => decideAfterFetchError(to('home', '/'), error)).toThrow(error);
  });

  it('a non-API error is rethrown as is', () => {
    const error = new TypeError('boom');
    expect(() => decideAfterFetchError(to('home', '/'), error)).toThrow(error);
  });
});

describe('guardNavigation against a session store, with a fake clock', () => {
  function setup(fetchCurrentUser: AuthCalls['fetchCurrentUser'] = async () => ada) {
    let clock = T0;
    const calls: AuthCalls = {
      login: async () => ada,
      logout: async () => undefined,
      fetchCurrentUser: vi.fn(fetchCurrentUser),
    };
    const now = () => clock;
    const store = createSessionStore(calls, now);
    return { store, calls, now, advance: (ms: number) => (clock += ms) };
  }

  it('no current user -> fetch succeeds -> user known, navigation proceeds', async () => {
    const { store, now } = setup();
    await expect(guardNavigation(to('home', '/'), store, now, REVALIDATE_MS)).resolves.toBeNull();
    expect(store.getState()).toEqual({ user: ada, fetchedAt: T0 });
  });

  it('no current user -> fetch answers 401 -> login with redirect set to the wanted path', async () => {
    const { store, now } = setup(() => Promise.reject(new ApiError(401, undefined, undefined)));
    await expect(guardNavigation(to('tm', '/tm/4?x=1'), store, now, REVALIDATE_MS)).resolves.toBe(
      '/login/?redirect=%2Ftm%2F4%3Fx%3D1',
    );
  });

  it('a known user is re-fetched only on the first navigation after 10 minutes', async () => {
    const { store, calls, now, advance } = setup();
    await guardNavigation(to('home', '/'), store, now, REVALIDATE_MS);
    advance(599_999);
    await guardNavigation(to('glossary', '/glossary/1'), store, now, REVALIDATE_MS);
    expect(calls.fetchCurrentUser).toHaveBeenCalledTimes(1);
    advance(2);
    await guardNavigation(to('document', '/document/1'), store, now, REVALIDATE_MS);
    expect(calls.fetchCurrentUser).toHaveBeenCalledTimes(2);
    expect(store.getState().fetchedAt).toBe(T0 + 600_001);
  });

  it('an expired session found on re-validation leads to login, and login is then shown', async () => {
    const { store, calls, now, advance } = setup();
    await guardNavigation(to('home', '/'), store, now, REVALIDATE_MS);
    vi.mocked(calls.fetchCurrentUser).mockRejectedValueOnce(new ApiError(401, undefined, undefined));
    advance(REVALIDATE_MS + 1);
    const redirect = await guardNavigation(to('users', '/users/'), store, now, REVALIDATE_MS);
    expect(redirect).toBe('/login/?redirect=%2Fusers%2F');
    await expect(guardNavigation(to('login', redirect!), store, now, REVALIDATE_MS)).resolves.toBeNull();
  });

  it('another fetch error is rethrown to the caller (global handler), no redirect', async () => {
    const failure = new ApiError(500, undefined, { message: 'Internal error' });
    const { store, now } = setup(() => Promise.reject(failure));
    await expect(guardNavigation(to('home', '/'), store, now, REVALIDATE_MS)).rejects.toBe(failure);
  });

  it('after logout the next navigation fetches the user again', async () => {
    const { store, calls, now } = setup();
    await guardNavigation(to('home', '/'), store, now, REVALIDATE_MS);
    await store.logout();
    await guardNavigation(to('home', '/'), store, now, REVALIDATE_MS);
    expect(calls.fetchCurrentUser).toHaveBeenCalledTimes(2);
  });
});

describe('revalidateInterval', () => {
  it('is 600000 ms unless the page sets window.__TESSERA_REVALIDATE_MS__', () => {
    expect(revalidateInterval()).toBe(600_000);
    window.__TESSERA_REVALIDATE_MS__ = 1_000;
    expect(revalidateInterval()).toBe(1_000);
    delete window.__TESSERA_REVALIDATE_MS__;
  });
});

describe('afterLoginPath', () => {
  it('goes to the redirect path when it is a path of this app', () => {
    expect(afterLoginPath('/glossary/3?page=2')).toBe('/glossary/3?page=2');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'glossary/3'])(
    'goes home for %s',
    (redirect) => {
      expect(afterLoginPath(redirect)).toBe('/');
    },
  );
});
