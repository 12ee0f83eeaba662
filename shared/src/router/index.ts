export { BlockingRouter, useBlocker } from './blocker.tsx';
export type { Blocker } from './blocker.tsx';
export { GuardedRoutes, RouteErrorBoundary } from './GuardedRoutes.tsx';
export type { GuardedRoutesProps } from './GuardedRoutes.tsx';
export { createBlockingHistory, createBrowserBlockingHistory } from './history.ts';
export type { BlockerArgs, BlockerFunction, BlockingHistory, HeldNavigation } from './history.ts';
