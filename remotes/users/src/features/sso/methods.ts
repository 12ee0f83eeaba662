import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, routes } from '@tessera/shared';
import type { SignInMethodList } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { messagesIn } from '../../common/i18n.ts';
import { shortListParts } from '../../common/lists.ts';
import * as usersWords from '../../locales/en/users.arb';

/** How the users of the users table's page (`userIds`) sign in (admins only); nothing is asked before the page is. */
export function useSignInMethods(userIds: number[] | undefined) {
  return useQuery({
    queryKey: ['sso', 'methods', userIds],
    queryFn: ({ signal }) => call(routes.sso.methods, { query: { users: userIds!.join(',') }, signal }),
    enabled: userIds !== undefined && userIds.length > 0,
    // The rows of the page before keep theirs while the next page's load.
    placeholderData: keepPreviousData,
  });
}

/** A piece of how someone signs in: a provider's name (a name, never words to translate) or the interface's words. */
export type SignInMethodPart = { text: string; isName: boolean };

/**
 * "Password", the providers they signed in with, or both, as the language lists them; empty while unknown. In the
 * active language by default. A provider's name is marked as one: the users table keeps a browser's translator (and
 * the pseudo-locale's check) off it.
 */
export function signInMethodParts(
  methods: SignInMethodList | undefined,
  userId: number,
  t: Translate<'users'> = messagesIn(),
): SignInMethodPart[] {
  const method = methods?.find((m) => m.user_id === userId);
  if (!method) return [];
  const words = method.password ? [t(usersWords.usersSignsInWithPassword)] : [];
  const ways = [...words, ...method.providers];
  if (ways.length === 0) return [{ text: t(usersWords.usersSignsInWithNothingYet), isName: false }];
  let item = 0;
  return shortListParts(ways).map(({ type, value }) => ({
    text: value,
    isName: type === 'element' && item++ >= words.length,
  }));
}
