import { useQuery } from '@tanstack/react-query';
import * as matchingApi from '@tessera/shared/api/matching';

export const tmLinksKey = (documentId: number) => ['documents', 'tm-links', documentId] as const;
export const glossaryLinksKey = (documentId: number) => ['documents', 'glossary-links', documentId] as const;

/** The translation memories the document uses, in priority order. */
export function useTmLinks(documentId: number) {
  return useQuery({
    queryKey: tmLinksKey(documentId),
    queryFn: ({ signal }) => matchingApi.getDocumentTranslationMemories(documentId, signal),
    staleTime: 60_000,
  });
}

/** The glossaries the document uses, in priority order. */
export function useGlossaryLinks(documentId: number) {
  return useQuery({
    queryKey: glossaryLinksKey(documentId),
    queryFn: ({ signal }) => matchingApi.getDocumentGlossaries(documentId, signal),
    staleTime: 60_000,
  });
}
