import { useQuery } from '@tanstack/react-query';
import { call, routes } from '@tessera/shared';
import type { SignInMethodList } from '@tessera/shared/contract';

/** How each user signs in (admins only), for the users table. */
export function useSignInMethods() {
  return useQuery({ queryKey: ['sso', 'methods'], queryFn: ({ signal }) => call(routes.sso.methods, { signal }) });
}

/** "Password", the providers they signed in with, or both; empty while unknown. */
export function signInMethodLabel(methods: SignInMethodList | undefined, userId: number): string {
  const method = methods?.find((m) => m.user_id === userId);
  if (!method) return '';
  return [...(method.password ? ['Password'] : []), ...method.providers].join(', ') || 'Nothing yet';
}
