import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listKeys } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import * as projectsApi from '@tessera/shared/api/projects';
import * as reviewApi from '@tessera/shared/api/review';
import type { Document } from '@tessera/shared/contract';

/** The project page's cache entries, all under the project's key so one invalidation refreshes the page. */
export const projectKey = (id: number) => ['projects', id] as const;
export const projectProgressKey = (id: number) => [...projectKey(id), 'progress'] as const;
export const projectMemoriesKey = (id: number) => [...projectKey(id), 'memories'] as const;
export const repositoryKey = (id: number) => [...projectKey(id), 'repository'] as const;
export const projectGlossariesKey = (id: number) => [...projectKey(id), 'glossaries'] as const;
export const projectAnalysisKey = (id: number) => [...projectKey(id), 'analysis'] as const;
export const projectLqaKey = (id: number) => [...projectKey(id), 'lqa-settings'] as const;
export const projectQualityKey = (id: number) => [...projectKey(id), 'quality'] as const;
export const projectWebhooksKey = (id: number) => [...projectKey(id), 'webhooks'] as const;
/** Every document's steps, and the steps new documents start with. */
export const projectDocumentStepsKey = (id: number) => [...projectKey(id), 'assignments', 'documents'] as const;
export const projectDefaultStepsKey = (id: number) => [...projectKey(id), 'assignments', 'defaults'] as const;

/** How often the page asks again while a document is being imported. */
const IMPORT_POLL_MS = 1500;

export const isImporting = (document: Pick<Document, 'status'>) =>
  document.status === 'uploaded' || document.status === 'processing';

export function useProject(id: number) {
  return useQuery({ queryKey: projectKey(id), queryFn: ({ signal }) => projectsApi.getProject(id, signal) });
}

/** Every document's quality score (the reviewers' errors per 1,000 words), for the documents table. */
export function useProjectQuality(id: number) {
  return useQuery({
    queryKey: projectQualityKey(id),
    queryFn: ({ signal }) => reviewApi.getProjectQuality(id, signal),
  });
}

export function useProjectProgress(id: number) {
  return useQuery({
    queryKey: projectProgressKey(id),
    queryFn: ({ signal }) => projectsApi.getProjectProgress(id, signal),
  });
}

/**
 * The project's documents in upload order, from the home screen's list (one cache entry). While one is being
 * imported the list is asked for again; when a document has been read, the project's totals and progress are
 * refreshed, so the page follows uploads without a reload.
 */
export function useProjectDocuments(projectId: number) {
  const client = useQueryClient();
  const documents = useQuery({
    queryKey: listKeys.documents,
    queryFn: ({ signal }) => documentsApi.listDocuments(signal),
    select: (all) => all.filter((document) => document.project_id === projectId).sort((a, b) => a.id - b.id),
    refetchInterval: (query) =>
      query.state.data?.some((document) => document.project_id === projectId && isImporting(document))
        ? IMPORT_POLL_MS
        : false,
  });
  // The documents read so far: when one joins (an import ended), the totals and progress count it.
  const readKey = (documents.data ?? [])
    .filter((document) => document.status === 'done')
    .map((document) => document.id)
    .join(',');
  const previous = useRef(readKey);
  useEffect(() => {
    if (previous.current === readKey) return;
    previous.current = readKey;
    void client.invalidateQueries({ queryKey: projectKey(projectId) });
    void client.invalidateQueries({ queryKey: listKeys.projects });
  }, [readKey, client, projectId]);
  return documents;
}
