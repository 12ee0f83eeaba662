/**
 * The router every app runs (react-router's declarative `unstable_HistoryRouter` on a blocking history) and
 * `useBlocker`, the declarative router's missing half: same shape as react-router's data-router hook
 * (`state`, `location`, `proceed`, `reset`), so a screen asks "Leave with unsaved changes?" as it would with that hook.
 * Shared through `@tessera/shared` (a federation singleton): a remote's screen finds the shell's history here.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { Location } from 'react-router';
import type { BlockerFunction, BlockingHistory, HeldNavigation } from './history.ts';

const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

export function BlockingRouter({ history, children }: { history: BlockingHistory; children: ReactNode }) {
  return (
    <BlockingHistoryContext value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </BlockingHistoryContext>
  );
}

export type Blocker =
  | { state: 'unblocked'; location: undefined; proceed: undefined; reset: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

const unblocked: Blocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

/**
 * Holds back a navigation (a link, `navigate`, the browser's Back or Forward) while `shouldBlock` says so: the
 * blocker is then 'blocked' until `proceed` (the navigation happens) or `reset` (the user stays).
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const history = useContext(BlockingHistoryContext);
  if (!history) throw new Error('useBlocker must be used inside a BlockingRouter');
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      history.block({
        shouldBlock: (args) => (typeof latest.current === 'function' ? latest.current(args) : latest.current),
        onBlocked: setHeld,
      }),
    [history],
  );
  return useMemo(
    () =>
      held
        ? {
            state: 'blocked',
            location: held.location,
            proceed: () => {
              setHeld(null);
              held.proceed();
            },
            reset: () => setHeld(null),
          }
        : unblocked,
    [held],
  );
}
