/**
 * The guard's paths, apart from the guard itself so the login page can use them without the API client.
 */
export const LOGIN_PATH = '/login/';
export const HOME_PATH = '/';

/**
 * The login page's path that comes back to `wantedPath`; `accountDisabled`: the session ended because its account
 * was disabled, which the page says before asking for a password that cannot work.
 */
export function loginPathFor(wantedPath: string, { accountDisabled = false } = {}): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wantedPath)}${accountDisabled ? '&account=disabled' : ''}`;
}

/** Whether the login page was opened because the session's account is disabled (its query string, `search`). */
export function accountDisabledIn(search: string): boolean {
  return new URLSearchParams(search).get('account') === 'disabled';
}

/**
 * Where to go after a successful login: the `redirect` parameter when it is a path of this app,
 * home otherwise (never an absolute or protocol-relative URL: no open redirect).
 */
export function afterLoginPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\'))
    return HOME_PATH;
  return redirect;
}
