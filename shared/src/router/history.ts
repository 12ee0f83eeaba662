/**
 * A history that can hold a navigation back: the declarative router (`unstable_HistoryRouter`) has no
 * `useBlocker`, so the apps' router runs on this wrapper of react-router's own history, and `useBlocker`
 * (./blocker.tsx) registers here.
 *
 * - push and replace: when a blocker wants it, the call is kept instead of made; `proceed` makes it.
 * - POP (the browser's Back and Forward): the URL has already changed when the history hears of it, so a blocked
 *   POP is undone with `go(-delta)` (each entry carries its index) before the router sees it; `proceed` goes the
 *   same delta again and lets that one through. A POP whose delta is unknown cannot be undone and goes through.
 */
import { UNSAFE_createBrowserHistory } from 'react-router';
import type { HistoryRouterProps, Location, NavigationType, To } from 'react-router';

export type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

export type BlockerArgs = { currentLocation: Location; nextLocation: Location; historyAction: `${NavigationType}` };
export type BlockerFunction = (args: BlockerArgs) => boolean;

/** A navigation held back by a blocker. */
export type HeldNavigation = { location: Location; action: `${NavigationType}`; proceed: () => void };

export type BlockRequest = { shouldBlock: BlockerFunction; onBlocked: (held: HeldNavigation) => void };

export type BlockingHistory = History & {
  /** Registers a blocker; returns its removal. */
  block: (request: BlockRequest) => () => void;
};

/** `base` must notify its listener of push and replace too (react-router's `v5Compat: true`). */
export function createBlockingHistory(base: History): BlockingHistory {
  const requests = new Set<BlockRequest>();
  // The location the router was last told of: a POP has already changed `base.location` when it is heard.
  let current = base.location;
  let undoing = false;
  let letThrough = false;

  function blockerOf(nextLocation: Location, historyAction: `${NavigationType}`): BlockRequest | undefined {
    for (const request of requests) {
      if (request.shouldBlock({ currentLocation: current, nextLocation, historyAction })) return request;
    }
    return undefined;
  }

  function pending(to: To, state: unknown): Location {
    return { ...base.encodeLocation(to), state: state ?? null, key: '' };
  }

  function navigate(action: 'PUSH' | 'REPLACE', go: () => void, to: To, state: unknown) {
    const location = pending(to, state);
    const request = blockerOf(location, action);
    const make = () => {
      go();
      current = base.location;
    };
    if (request) request.onBlocked({ location, action, proceed: make });
    else make();
  }

  function onUpdate(update: Update, listener: (update: Update) => void) {
    if (update.action === 'POP') {
      if (undoing) {
        undoing = false;
        return;
      }
      if (letThrough) {
        letThrough = false;
      } else {
        const delta = update.delta;
        const request = delta ? blockerOf(update.location, 'POP') : undefined;
        if (request && delta) {
          undoing = true;
          base.go(-delta);
          request.onBlocked({
            location: update.location,
            action: 'POP',
            proceed: () => {
              letThrough = true;
              base.go(delta);
            },
          });
          return;
        }
      }
    }
    current = update.location;
    listener(update);
  }

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    // react-router passes its navigate options as a third argument: handed on as is.
    push: (...args: Parameters<History['push']>) => navigate('PUSH', () => base.push(...args), args[0], args[1]),
    replace: (...args: Parameters<History['replace']>) =>
      navigate('REPLACE', () => base.replace(...args), args[0], args[1]),
    go: (delta) => base.go(delta),
    listen(listener) {
      current = base.location;
      return base.listen((update) => onUpdate(update, listener));
    },
    block(request) {
      requests.add(request);
      return () => void requests.delete(request);
    },
  };
}

/** The apps' history: the browser's, able to block. */
export function createBrowserBlockingHistory(): BlockingHistory {
  return createBlockingHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
}
