/**
 * The guard's paths, apart from the guard itself so the login page can use them without the API client.
 */
export const LOGIN_PATH = '/login/';
export const HOME_PATH = '/';

export function loginPathFor(wantedPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wantedPath)}`;
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
