export {
  HOME_PATH,
  LOGIN_PATH,
  REVALIDATE_MS,
  afterLoginPath,
  decideAfterFetchError,
  decideNavigation,
  guardNavigation,
  loginPathFor,
  revalidateInterval,
} from './guard.ts';
export type { GuardDecision, NavigationTarget } from './guard.ts';
