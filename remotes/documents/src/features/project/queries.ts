import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { listKeys } from '@tessera/shared';
import * as projectsApi from '@tessera/shared/api/projects';
import type { ProjectDocumentsRequest } from '@tessera/shared/api/projects';
import type { Document } from '@tessera/shared/contract';

/** The project page's cache entries, all under the project's key so one invalidation refreshes the page. */
export const projectKey = (id: number) => ['projects', id] as const;
export const projectProgressKey = (id: number) => [...projectKey(id), 'progress'] as const;
export const projectMemoriesKey = (id: number) => [...projectKey(id), 'memories'] as const;
export const repositoryKey = (id: number) => [...projectKey(id), 'repository'] as const;
export const projectGlossariesKey = (id: number) => [...projectKey(id), 'glossaries'] as const;
export const projectLqaKey = (id: number) => [...projectKey(id), 'lqa-settings'] as const;
export const projectWebhooksKey = (id: number) => [...projectKey(id), 'webhooks'] as const;
export const projectHandoffsKey = (id: number) => [...projectKey(id), 'handoffs'] as const;
/** The pages of the documents' steps (each page's request after this key), and the steps new documents start with. */
export const projectDocumentStepsKey = (id: number) => [...projectKey(id), 'assignments', 'documents'] as const;
export const projectDefaultStepsKey = (id: number) => [...projectKey(id), 'assignments', 'defaults'] as const;

/** How often the page asks again while a document is being imported. */
const IMPORT_POLL_MS = 1500;

export const isImporting = (document: Pick<Document, 'status'>) =>
  document.status === 'uploaded' || document.status === 'processing';

export function useProject(id: number) {
  return useQuery({ queryKey: projectKey(id), queryFn: ({ signal }) => projectsApi.getProject(id, signal) });
}

export function useProjectProgress(id: number) {
  return useQuery({
    queryKey: projectProgressKey(id),
    queryFn: ({ signal }) => projectsApi.getProjectProgress(id, signal),
  });
}

/** The page of the project's documents the page shows (documents listed per page: PROJECT_DOCUMENTS_PAGE_SIZE). */
export const projectDocumentsKey = (id: number, request: ProjectDocumentsRequest) =>
  [...projectKey(id), 'documents', request] as const;

/**
 * A page of the project's documents, sorted, filtered and counted by the server; the page shown stays while the
 * next loads. While one of the project's documents is being imported the page is asked for again; when one has been
 * read (or failed), the project's totals and progress are refreshed, so the page follows uploads without a reload.
 */
export function useProjectDocumentPage(projectId: number, request: ProjectDocumentsRequest) {
  const client = useQueryClient();
  const page = useQuery({
    queryKey: projectDocumentsKey(projectId, request),
    queryFn: ({ signal }) => projectsApi.listProjectDocuments(projectId, request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => ((query.state.data?.summary.importing ?? 0) > 0 ? IMPORT_POLL_MS : false),
  });
  // Where the project's imports stand: when it changes, the totals and progress count what was read.
  const summary = page.data?.summary;
  const readKey = summary ? `${summary.documents}/${summary.importing}/${summary.failed}` : '';
  const previous = useRef(readKey);
  useEffect(() => {
    if (previous.current === readKey) return;
    const first = previous.current === '';
    previous.current = readKey;
    if (first) return;
    void client.invalidateQueries({ queryKey: projectKey(projectId) });
    void client.invalidateQueries({ queryKey: listKeys.projects });
  }, [readKey, client, projectId]);
  return page;
}
