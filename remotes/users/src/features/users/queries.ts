import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as usersApi from '@tessera/shared/api/users';
import type { CreateUserBody, Reassignment, SortOrder, UpdateUserBody, UserSort } from '@tessera/shared/contract';

export const usersKey = ['users', 'list'] as const;

/** A page of the users table, searched and sorted by the server; under the list's key, so every change reaches it. */
export function useUsersPage(query: { page: number; search: string; sort: UserSort; order: SortOrder }) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: ({ signal }) => usersApi.listUsersPage({ ...query, search: query.search || undefined }, signal),
    // Keep the current rows on screen while the next page, search or sort loads (no flashing table).
    placeholderData: keepPreviousData,
  });
}

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: usersKey });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: (body: CreateUserBody) => usersApi.createUser(body), onSuccess: invalidate });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateUserBody }) => usersApi.updateUser(id, changes),
    onSuccess: invalidate,
  });
}

/** Disables a user and hands the open steps listed to others, in one request. */
export function useDisableUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, reassign }: { id: number; reassign: Reassignment[] }) => usersApi.disableUser(id, { reassign }),
    onSuccess: invalidate,
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => usersApi.setUserPassword(id, { password }),
  });
}
