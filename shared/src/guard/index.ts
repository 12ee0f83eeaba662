export { HOME_PATH, LOGIN_PATH, accountDisabledIn, afterLoginPath, loginPathFor } from './paths.ts';
export {
  REVALIDATE_MS,
  decideAfterFetchError,
  decideNavigation,
  guardNavigation,
  revalidateInterval,
} from './guard.ts';
export type { GuardDecision, NavigationTarget } from './guard.ts';
