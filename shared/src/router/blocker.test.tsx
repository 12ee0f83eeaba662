import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, UNSAFE_createMemoryHistory, useLocation } from 'react-router';
import { TestRouter, createTestRouter } from './testing.tsx';
import { useBlocker } from './blocker.tsx';
import { createBlockingHistory, createBrowserBlockingHistory } from './history.ts';
import type { BlockerArgs, HeldNavigation } from './history.ts';

afterEach(cleanup);

const path = (location: { pathname: string; search: string }) => location.pathname + location.search;

function memoryHistory(...entries: string[]) {
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${path(location)}`));
  return { history, heard };
}

describe('the blocking history', () => {
  it('makes a push at once while no blocker wants it', () => {
    const { history, heard } = memoryHistory('/a');
    const shouldBlock = vi.fn(() => false);
    history.block({ shouldBlock, onBlocked: () => undefined });
    history.push('/b?x=1');
    expect(path(history.location)).toBe('/b?x=1');
    expect(heard).toEqual(['PUSH /b?x=1']);
    expect(shouldBlock).toHaveBeenCalledWith(
      expect.objectContaining({
        historyAction: 'PUSH',
        currentLocation: expect.objectContaining({ pathname: '/a' }),
        nextLocation: expect.objectContaining({ pathname: '/b', search: '?x=1' }),
      }),
    );
  });

  it('holds a blocked push or replace until proceed, and a removed blocker blocks no more', () => {
    const { history, heard } = memoryHistory('/a');
    const held: HeldNavigation[] = [];
    const unblock = history.block({ shouldBlock: () => true, onBlocked: (navigation) => held.push(navigation) });
    history.push('/b');
    history.replace('/c');
    expect(path(history.location)).toBe('/a');
    expect(heard).toEqual([]);
    expect(held.map((h) => `${h.action} ${h.location.pathname}`)).toEqual(['PUSH /b', 'REPLACE /c']);

    held[0].proceed();
    expect(path(history.location)).toBe('/b');
    expect(heard).toEqual(['PUSH /b']);
    unblock();
    history.push('/d');
    expect(heard).toEqual(['PUSH /b', 'PUSH /d']);
  });

  it('undoes a blocked Back before the router hears of it; proceed goes back after all', () => {
    const { history, heard } = memoryHistory('/a', '/b', '/c');
    const held: HeldNavigation[] = [];
    const seen: BlockerArgs[] = [];
    history.block({
      shouldBlock: (args) => {
        seen.push(args);
        return true;
      },
      onBlocked: (navigation) => held.push(navigation),
    });
    history.go(-2);
    expect(path(history.location)).toBe('/c');
    expect(heard).toEqual([]);
    expect(seen).toHaveLength(1);
    expect(seen[0].historyAction).toBe('POP');
    expect([seen[0].currentLocation.pathname, seen[0].nextLocation.pathname]).toEqual(['/c', '/a']);

    held[0].proceed();
    expect(path(history.location)).toBe('/a');
    expect(heard).toEqual(['POP /a']);
    // The blocker is asked again for the next move, from the new current location.
    history.go(1);
    expect(seen.at(-1)!.currentLocation.pathname).toBe('/a');
    expect(path(history.location)).toBe('/a');
  });

  it('lets a Back through when no blocker wants it', () => {
    const { history, heard } = memoryHistory('/a', '/b');
    history.block({ shouldBlock: () => false, onBlocked: () => undefined });
    history.go(-1);
    expect(path(history.location)).toBe('/a');
    expect(heard).toEqual(['POP /a']);
  });
});

/** A screen with unsaved work asking before it is left for another path, as the document editor does. */
function Editor() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return (
    <>
      <h1>Editor</h1>
      <Link to="/">Home</Link>
      <Link to="/editor?filter=1">Filter</Link>
      <output aria-label="Location">{path(useLocation())}</output>
      {blocker.state === 'blocked' && (
        <div role="dialog" aria-label="Leave?">
          {`Leave for ${blocker.location.pathname}?`}
          <button onClick={() => blocker.reset()}>Stay</button>
          <button onClick={() => blocker.proceed()}>Leave</button>
        </div>
      )}
    </>
  );
}

function renderEditor(...entries: string[]) {
  const router = createTestRouter(entries[0]);
  for (const entry of entries.slice(1)) router.navigate(entry);
  const routes = [
    { path: '/editor', element: <Editor /> },
    { path: '/', element: <h1>Home</h1> },
  ];
  render(<TestRouter history={router.history} routes={routes} />);
  return router;
}

describe('useBlocker', () => {
  it('a blocked link asks; Stay keeps the screen, Leave goes', async () => {
    const user = userEvent.setup();
    const router = renderEditor('/editor');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('dialog', { name: 'Leave?' }).textContent).toContain('Leave for /?');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(path(router.history.location)).toBe('/editor');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(path(router.history.location)).toBe('/');
  });

  it('a change the blocker lets through (same path, new query) does not ask', async () => {
    const user = userEvent.setup();
    renderEditor('/editor');
    await user.click(screen.getByRole('link', { name: 'Filter' }));
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/editor?filter=1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the browser's Back is undone and asks; Stay stays, Leave goes back", async () => {
    const user = userEvent.setup();
    const router = renderEditor('/', '/editor');
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeTruthy();
    act(() => router.navigate(-1));
    expect(screen.getByRole('dialog', { name: 'Leave?' }).textContent).toContain('Leave for /?');
    expect(path(router.history.location)).toBe('/editor');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeTruthy();

    act(() => router.navigate(-1));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(path(router.history.location)).toBe('/');
    // Forward again leads back to the editor: the entry was kept.
    act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeTruthy();
  });
});

describe("the browser's history, blocking", () => {
  it('undoes a blocked Back with history.go and goes back on proceed', async () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserBlockingHistory();
    const heard: string[] = [];
    const stop = history.listen(({ action, location }) => heard.push(`${action} ${path(location)}`));
    history.push('/a');
    history.push('/b');
    const held: HeldNavigation[] = [];
    const unblock = history.block({ shouldBlock: () => true, onBlocked: (navigation) => held.push(navigation) });
    try {
      window.history.back();
      await vi.waitFor(() => expect(held).toHaveLength(1));
      expect(held[0].location.pathname).toBe('/a');
      await vi.waitFor(() => expect(window.location.pathname).toBe('/b'));
      expect(heard).toEqual(['PUSH /a', 'PUSH /b']);

      held[0].proceed();
      await vi.waitFor(() => expect(heard).toEqual(['PUSH /a', 'PUSH /b', 'POP /a']));
      expect(window.location.pathname).toBe('/a');
    } finally {
      unblock();
      stop();
    }
  });
});
