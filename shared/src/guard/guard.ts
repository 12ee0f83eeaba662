/**
 * The navigation guard, applied on every route change:
 * - going to login while a current user is known redirects home;
 * - any other route fetches the current user when none is known or the last fetch is older than the
 *   re-validation interval (600000 ms);
 * - a 401 from that fetch sends the user to `/login/?redirect=<wanted path with its query>`;
 * - any other error from that fetch is rethrown (the global handler logs it; no user message).
 * `decideNavigation` and `decideAfterFetchError` are pure; `guardNavigation` runs them against a store.
 */
import { isApiError } from '@tessera/shared/core';
import { saysAccountDisabled } from '../contract/session-end.ts';
import type { SessionState, SessionStore } from '../session/store.ts';
import { HOME_PATH, loginPathFor } from './paths.ts';

export const REVALIDATE_MS = 600_000;

export type NavigationTarget = {
  /** Route name: 'home', 'tm', 'document', 'glossary', 'users', 'login'. */
  routeName: string;
  /** The wanted path with its query, e.g. `/glossary/3?page=2`. */
  path: string;
};

export type GuardDecision = { action: 'proceed' } | { action: 'redirect'; to: string } | { action: 'fetch-user' };

export function decideNavigation(
  target: NavigationTarget,
  state: SessionState,
  now: number,
  revalidateMs: number = REVALIDATE_MS,
): GuardDecision {
  if (target.routeName === 'login') {
    return state.user ? { action: 'redirect', to: HOME_PATH } : { action: 'proceed' };
  }
  // A session known to have ended (signInAgain) is checked again like a stale one: its 401 leads to login.
  const stale = state.fetchedAt === null || state.signInAgain === true || now - state.fetchedAt > revalidateMs;
  return !state.user || stale ? { action: 'fetch-user' } : { action: 'proceed' };
}

/**
 * What to do when fetching the user failed: 401 -> login with redirect (saying so when the server said the account is
 * disabled); anything else is rethrown.
 */
export function decideAfterFetchError(target: NavigationTarget, error: unknown): { action: 'redirect'; to: string } {
  if (isApiError(error, 401))
    return { action: 'redirect', to: loginPathFor(target.path, { accountDisabled: saysAccountDisabled(error.body) }) };
  throw error;
}

declare global {
  interface Window {
    /** Browser tests shorten the re-validation interval by setting this before the app starts. */
    __TESSERA_REVALIDATE_MS__?: number;
  }
}

export function revalidateInterval(): number {
  const override = typeof window === 'undefined' ? undefined : window.__TESSERA_REVALIDATE_MS__;
  return typeof override === 'number' && override >= 0 ? override : REVALIDATE_MS;
}

/** Runs the guard for one navigation. Resolves to a redirect path, or null to let the navigation proceed. */
export async function guardNavigation(
  target: NavigationTarget,
  store: SessionStore,
  now: () => number = Date.now,
  revalidateMs: number = revalidateInterval(),
): Promise<string | null> {
  const decision = decideNavigation(target, store.getState(), now(), revalidateMs);
  if (decision.action === 'redirect') return decision.to;
  if (decision.action === 'proceed') return null;
  try {
    await store.fetchCurrentUser();
    return null;
  } catch (error) {
    return decideAfterFetchError(target, error).to;
  }
}
