import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentsApi, errorMessage as sharedErrorMessage, isApiError } from '@tessera/shared';
import type { Document, DocumentRecord, DocumentRecordFilter, DocumentRecordPage } from '@tessera/shared/contract';

export const documentKey = (id: number) => ['documents', 'one', id] as const;
export const recordsKey = (id: number) => ['documents', 'records', id] as const;
export const documentsListKey = ['documents', 'list'] as const;

const processing = (document: Document | undefined) => document?.status === 'uploaded' || document?.status === 'processing';

export function useDocument(id: number) {
  return useQuery({
    queryKey: documentKey(id),
    queryFn: ({ signal }) => documentsApi.getDocument(id, signal),
    // While the server reads the file, keep the status moving.
    refetchInterval: (query) => (processing(query.state.data) ? 1000 : false),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

export type RecordsView = { page: number; filter: DocumentRecordFilter; search: string };

export function useRecordsPage(id: number, view: RecordsView, enabled: boolean) {
  return useQuery({
    queryKey: [...recordsKey(id), view],
    queryFn: ({ signal }) => documentsApi.listDocumentRecords(id, view, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Saves one segment. The saved record replaces the old one in every cached page in place (the list does not
 * jump, even when it no longer matches the filter) and the document's counts are refetched.
 */
export function useSaveRecord(documentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { record: DocumentRecord; target: string; approved: boolean }) =>
      documentsApi.updateDocumentRecord(input.record.id, {
        target: input.target,
        approved: input.approved,
        updated_at: input.record.updated_at,
      }),
    onSuccess: (saved) => {
      client.setQueriesData<DocumentRecordPage>({ queryKey: recordsKey(documentId) }, (page) =>
        page ? { ...page, records: page.records.map((r) => (r.id === saved.id ? saved : r)) } : page,
      );
      void client.invalidateQueries({ queryKey: documentKey(documentId) });
      void client.invalidateQueries({ queryKey: documentsListKey });
    },
  });
}

/** The shared wording (@tessera/shared), with this screen's words for a segment that changed or disappeared. */
export const errorMessage = (error: unknown) =>
  sharedErrorMessage(error, {
    conflict: 'Someone else changed this segment in the meantime. Reload it and apply your change again.',
    notFound: 'This segment no longer exists (the document may have been deleted).',
  });
