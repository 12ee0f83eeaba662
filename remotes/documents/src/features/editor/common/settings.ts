import { useQuery } from '@tanstack/react-query';

/**
 * A setting of a document that the links dialog changes (it puts what the server saved under `key`): it changes
 * rarely, so a screen that shows it reads it again at most once a minute.
 */
export function documentSetting<T>(name: string, fetch: (documentId: number, signal: AbortSignal) => Promise<T>) {
  const key = (documentId: number) => ['documents', name, documentId] as const;
  const useSetting = (documentId: number) =>
    useQuery({ queryKey: key(documentId), queryFn: ({ signal }) => fetch(documentId, signal), staleTime: 60_000 });
  return { key, useSetting };
}
