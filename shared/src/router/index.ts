export { GuardedRoutes, RouteErrorBoundary } from './GuardedRoutes.tsx';
export type { GuardedRoutesProps } from './GuardedRoutes.tsx';
export { createBlockingHistory, createBrowserBlockingHistory } from './history.ts';
export type { BlockerArgs, BlockerFunction, BlockingHistory, HeldNavigation } from './history.ts';
