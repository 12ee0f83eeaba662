import { useQuery } from '@tanstack/react-query';
import { call, routes } from '@tessera/shared';
import type { SignInMethodList } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n';
import { messagesIn } from '../../common/i18n.ts';
import { shortList } from '../../common/lists.ts';

/** How each user signs in (admins only), for the users table. */
export function useSignInMethods() {
  return useQuery({ queryKey: ['sso', 'methods'], queryFn: ({ signal }) => call(routes.sso.methods, { signal }) });
}

/** "Password", the providers they signed in with, or both; empty while unknown. In the active language by default. */
export function signInMethodLabel(
  methods: SignInMethodList | undefined,
  userId: number,
  t: Translate = messagesIn(),
): string {
  const method = methods?.find((m) => m.user_id === userId);
  if (!method) return '';
  const ways = [...(method.password ? [t('usersSignsInWithPassword')] : []), ...method.providers];
  return ways.length > 0 ? shortList(ways) : t('usersSignsInWithNothingYet');
}
