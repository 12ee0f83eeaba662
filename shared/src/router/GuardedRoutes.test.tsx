import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useLocation } from 'react-router';
import { ApiError } from '../api/client.ts';
import type { User } from '../contract/users.ts';
import { createTestRouter } from './testing.tsx';
import { SessionProvider, createSessionStore } from '../core.ts';
import type { AuthCalls } from '../core.ts';
import { BlockingRouter } from './blocker.tsx';
import { GuardedRoutes } from './GuardedRoutes.tsx';
import { ada } from '../session/ada.test-helper.ts';

afterEach(cleanup);

const unauthorized = () => new ApiError(401, undefined, undefined);

/** A user fetch the test answers when it wants (`answer`), counting the calls. */
function deferredFetch() {
  const waiting: { resolve: (user: User) => void; reject: (error: unknown) => void }[] = [];
  const fetchCurrentUser = vi.fn(() => new Promise<User>((resolve, reject) => waiting.push({ resolve, reject })));
  const answer = async (outcome: User | Error) => {
    const call = waiting.shift()!;
    await act(async () => (outcome instanceof Error ? call.reject(outcome) : call.resolve(outcome)));
  };
  return { fetchCurrentUser, answer };
}

function Page({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <h1>{`${name} at ${pathname}${search}`}</h1>;
}

function Broken(): never {
  throw new Error('the screen broke');
}

const routes = [
  {
    element: <Outlet />,
    children: [
      { index: true, element: <Page name="Home" /> },
      { path: 'thing/:id', element: <Page name="Thing" /> },
      { path: 'broken', element: <Broken /> },
      { path: 'login/', element: <Page name="Login" /> },
    ],
  },
];
const routeNameOf = (pathname: string) => (/^\/login\/?$/.test(pathname) ? 'login' : 'thing');

function renderGuarded(path: string, fetchCurrentUser: AuthCalls['fetchCurrentUser'], clock = { now: 0 }) {
  const calls: AuthCalls = { login: async () => ada, logout: async () => undefined, fetchCurrentUser };
  const store = createSessionStore(calls, () => clock.now);
  const router = createTestRouter(path);
  const onError = vi.fn();
  vi.spyOn(Date, 'now').mockImplementation(() => clock.now);
  render(
    <SessionProvider store={store}>
      <BlockingRouter history={router.history}>
        <GuardedRoutes routes={routes} routeNameOf={routeNameOf} startingUp={<p>Starting up</p>} onError={onError} />
      </BlockingRouter>
    </SessionProvider>,
  );
  const navigate = (to: string) => act(async () => router.navigate(to));
  const location = () => router.history.location.pathname + router.history.location.search;
  return { store, navigate, location, onError };
}

afterEach(() => vi.restoreAllMocks());

describe('the session guard on the declarative router', () => {
  it('shows Starting up while the user is fetched, then the page', async () => {
    const { fetchCurrentUser, answer } = deferredFetch();
    renderGuarded('/thing/1', fetchCurrentUser);
    expect(screen.getByText('Starting up')).toBeTruthy();
    await answer(ada);
    expect(screen.getByRole('heading').textContent).toBe('Thing at /thing/1');
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('a signed-out deep link goes to login with the wanted path and its query', async () => {
    const { fetchCurrentUser, answer } = deferredFetch();
    const guarded = renderGuarded('/thing/3?page=2', fetchCurrentUser);
    await answer(unauthorized());
    expect(
      await screen.findByRole('heading', { name: 'Login at /login/?redirect=%2Fthing%2F3%3Fpage%3D2' }),
    ).toBeTruthy();
    expect(guarded.location()).toBe('/login/?redirect=%2Fthing%2F3%3Fpage%3D2');
  });

  it('a signed-in user going to login is sent home; moves between pages need no fetch', async () => {
    const { fetchCurrentUser, answer } = deferredFetch();
    const guarded = renderGuarded('/thing/1', fetchCurrentUser);
    await answer(ada);
    await guarded.navigate('/thing/2');
    expect(screen.getByRole('heading').textContent).toBe('Thing at /thing/2');
    await guarded.navigate('/login/');
    expect(await screen.findByRole('heading', { name: 'Home at /' })).toBeTruthy();
    expect(guarded.location()).toBe('/');
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('after the re-validation interval the next navigation fetches again, the page shown staying meanwhile', async () => {
    const clock = { now: 1_000 };
    const { fetchCurrentUser, answer } = deferredFetch();
    const guarded = renderGuarded('/thing/1', fetchCurrentUser, clock);
    await answer(ada);
    clock.now += 600_001;
    await guarded.navigate('/thing/2');
    expect(fetchCurrentUser).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading').textContent).toBe('Thing at /thing/1');
    await answer(unauthorized());
    expect(await screen.findByRole('heading', { name: 'Login at /login/?redirect=%2Fthing%2F2' })).toBeTruthy();
  });

  it('a session that ends on a page (some call got a 401) is checked at once and leads to login', async () => {
    const { fetchCurrentUser, answer } = deferredFetch();
    const guarded = renderGuarded('/thing/5?tab=2', fetchCurrentUser);
    await answer(ada);
    act(() => guarded.store.markStale());
    expect(fetchCurrentUser).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading').textContent).toBe('Thing at /thing/5?tab=2');
    await answer(unauthorized());
    expect(guarded.location()).toBe('/login/?redirect=%2Fthing%2F5%3Ftab%3D2');
  });

  it('another error of the user fetch only goes to onError: nothing shown, the next navigation tries again', async () => {
    const { fetchCurrentUser, answer } = deferredFetch();
    const guarded = renderGuarded('/thing/1', fetchCurrentUser);
    const failure = new ApiError(500, undefined, { message: 'Internal error' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await answer(failure);
    expect(guarded.onError).toHaveBeenCalledTimes(1);
    expect(guarded.onError).toHaveBeenCalledWith(failure);
    expect(console.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Starting up')).toBeNull();

    await guarded.navigate('/thing/2');
    expect(screen.getByText('Starting up')).toBeTruthy();
    await answer(ada);
    expect(screen.getByRole('heading').textContent).toBe('Thing at /thing/2');
  });

  it('an error thrown by a route goes to onError, and the next navigation shows the page again', async () => {
    const { fetchCurrentUser, answer } = deferredFetch();
    const guarded = renderGuarded('/thing/1', fetchCurrentUser);
    await answer(ada);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await guarded.navigate('/broken');
    expect(guarded.onError).toHaveBeenCalledWith(new Error('the screen broke'));
    expect(screen.queryByRole('heading')).toBeNull();
    await guarded.navigate('/thing/4');
    expect(screen.getByRole('heading').textContent).toBe('Thing at /thing/4');
  });
});
