import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as mtApi from '@tessera/shared/api/mt';
import type { MtTestBody, PutMtSettingsBody } from '@tessera/shared/contract';

export const mtSettingsKey = ['mt', 'settings'] as const;

export function useMtSettings() {
  return useQuery({ queryKey: mtSettingsKey, queryFn: ({ signal }) => mtApi.getMtSettings(signal) });
}

export function useSaveMtSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PutMtSettingsBody) => mtApi.putMtSettings(body),
    onSuccess: (saved) => client.setQueryData(mtSettingsKey, saved),
  });
}

export function useTestMt() {
  return useMutation({ mutationFn: (body: MtTestBody) => mtApi.testMt(body) });
}
