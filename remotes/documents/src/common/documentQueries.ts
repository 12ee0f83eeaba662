import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage as sharedErrorMessage, isApiError, listKeys, type ErrorWording } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import { getDocumentLqaSettings } from '@tessera/shared/api/review';
import type { Document, DocumentRecord, DocumentRecordPage } from '@tessera/shared/contract';
import { messagesIn } from './i18n.ts';
import * as documentsWords from '../locales/en/documents.arb';

export const documentKey = (id: number) => ['documents', 'one', id] as const;
export const recordsKey = (id: number) => ['documents', 'records', id] as const;
/** The list of documents the home screen shows, refreshed when a document's progress or comments change. */
export const documentsListKey = listKeys.documents;
/** Every document's LQA settings, which follow its project's: a project's page refreshes them all when it saves. */
export const LQA_SETTINGS_KEY = ['review', 'lqa-settings'] as const;
export const lqaSettingsKey = (documentId: number) => [...LQA_SETTINGS_KEY, documentId] as const;

/** The error typology in force for a document, asked for only when its errors are to be named. */
export function useDocumentLqaSettings(documentId: number, wanted: boolean) {
  return useQuery({
    queryKey: lqaSettingsKey(documentId),
    queryFn: ({ signal }) => getDocumentLqaSettings(documentId, signal),
    staleTime: 5 * 60_000,
    enabled: wanted,
  }).data;
}

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

/**
 * The shared wording (@tessera/shared), with this screen's words for a segment that changed or disappeared, in the
 * active locale when the error is described; `fields` names the fields a refused form sent, as it labels them.
 */
export const errorMessage = (error: unknown, fields?: ErrorWording['fields']) => {
  const t = messagesIn();
  return sharedErrorMessage(error, {
    conflict: t(documentsWords.segmentChangedMeanwhile),
    notFound: t(documentsWords.segmentGone),
    fields,
  });
};

/** Puts a saved record in place in every cached page (the grid does not jump, even when it no longer matches a filter). */
export function useReplaceRecord(documentId: number) {
  const client = useQueryClient();
  return useCallback(
    (saved: DocumentRecord) =>
      client.setQueriesData<DocumentRecordPage>({ queryKey: recordsKey(documentId) }, (page) =>
        page && page.records.some((record) => record.id === saved.id)
          ? { ...page, records: page.records.map((record) => (record.id === saved.id ? saved : record)) }
          : page,
      ),
    [client, documentId],
  );
}
