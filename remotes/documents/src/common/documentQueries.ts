import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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

/** While saves go on, the document and its progress are fetched again at most this often. */
export const DOCUMENT_REFRESH_MS = 3000;

/**
 * Fetches the document and its progress again after a save: at once after the first save, then at most once
 * every DOCUMENT_REFRESH_MS while saves go on, and once after the last of them, so that the figures end right.
 * A translator approving segment after segment with Ctrl+Enter costs a request every few seconds, not one
 * per segment.
 */
export function useDocumentRefresh(documentId: number): () => void {
  const client = useQueryClient();
  const throttle = useRef<{ timer?: ReturnType<typeof setTimeout>; missed: boolean }>({ missed: false });
  const refetch = useCallback(
    () => void client.invalidateQueries({ queryKey: documentKey(documentId) }),
    [client, documentId],
  );
  useEffect(() => {
    const open = throttle.current;
    return () => {
      clearTimeout(open.timer);
      open.timer = undefined;
      // Marked stale for whoever shows the document next.
      if (open.missed) refetch();
      open.missed = false;
    };
  }, [refetch]);
  return useCallback(() => {
    const open = throttle.current;
    if (open.timer !== undefined) {
      open.missed = true;
      return;
    }
    refetch();
    const close = () => {
      open.timer = open.missed ? setTimeout(close, DOCUMENT_REFRESH_MS) : undefined;
      if (open.missed) refetch();
      open.missed = false;
    };
    open.timer = setTimeout(close, DOCUMENT_REFRESH_MS);
  }, [refetch]);
}

/** The shared wording (@tessera/shared), with this screen's words for a segment that changed or disappeared. */
export const errorMessage = (error: unknown) =>
  sharedErrorMessage(error, {
    conflict: 'Someone else changed this segment in the meantime. Reload it and apply your change again.',
    notFound: 'This segment no longer exists (the document may have been deleted).',
  });
