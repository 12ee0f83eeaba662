import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as usersApi from '@tessera/shared/api/users';
import type { CreateUserBody, Reassignment, UpdateUserBody } from '@tessera/shared/contract';

export const usersKey = ['users', 'list'] as const;

export function useUsers() {
  return useQuery({ queryKey: usersKey, queryFn: ({ signal }) => usersApi.listUsers(signal) });
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
