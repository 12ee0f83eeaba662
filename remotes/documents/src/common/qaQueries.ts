import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as qaApi from '@tessera/shared/api/qa';
import type { DocumentRecord, QaCheckId } from '@tessera/shared/contract';
import { useReplaceRecord } from './documentQueries.ts';

export const qaReportKey = (documentId: number) => ['documents', 'qa', documentId] as const;

export function useQaReport(documentId: number, page: number, check: QaCheckId | undefined) {
  return useQuery({
    queryKey: [...qaReportKey(documentId), page, check ?? null],
    queryFn: ({ signal }) => qaApi.getQaReport(documentId, { page, check }, signal),
  });
}

/**
 * Ignores a warning on a segment, or counts it again: the segment comes back with its findings marked, is
 * put in place in the editor's pages, and the report is read again.
 */
export function useIgnoreQaWarning(documentId: number, onSaved: (record: DocumentRecord) => void) {
  const client = useQueryClient();
  const replace = useReplaceRecord(documentId);
  return useMutation({
    mutationFn: ({ record, check, ignore }: { record: DocumentRecord; check: QaCheckId; ignore: boolean }) =>
      ignore ? qaApi.ignoreQaWarning(record.id, check) : qaApi.unignoreQaWarning(record.id, check),
    onSuccess: (saved) => {
      replace(saved);
      onSaved(saved);
      void client.invalidateQueries({ queryKey: qaReportKey(documentId) });
    },
  });
}
