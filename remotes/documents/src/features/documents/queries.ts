import { useQuery } from '@tanstack/react-query';
import { errorMessage as sharedErrorMessage, isApiError, listKeys } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import type { Document } from '@tessera/shared/contract';

export const documentKey = (id: number) => ['documents', 'one', id] as const;
export const recordsKey = (id: number) => ['documents', 'records', id] as const;
/** The list of documents the home screen shows, refreshed when a document's progress or comments change. */
export const documentsListKey = listKeys.documents;

const processing = (document: Document | undefined) =>
  document?.status === 'uploaded' || document?.status === 'processing';

export function useDocument(id: number) {
  return useQuery({
    queryKey: documentKey(id),
    queryFn: ({ signal }) => documentsApi.getDocument(id, signal),
    // While the server reads the file, keep the status moving.
    refetchInterval: (query) => (processing(query.state.data) ? 1000 : false),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

/** The shared wording (@tessera/shared), with this screen's words for a segment that changed or disappeared. */
export const errorMessage = (error: unknown) =>
  sharedErrorMessage(error, {
    conflict: 'Someone else changed this segment in the meantime. Reload it and apply your change again.',
    notFound: 'This segment no longer exists (the document may have been deleted).',
  });
