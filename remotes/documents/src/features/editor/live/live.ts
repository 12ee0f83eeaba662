import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as liveApi from '@tessera/shared/api/live';
import type { DocumentRecordPage, LiveRecord, PresenceEntry } from '@tessera/shared/contract';
import { documentKey, recordsKey } from '../../../common/documentQueries.ts';
import { documentHandoffKey } from '../../../common/workflowSteps.ts';

/** Pages refetched after others' changes at most this often: their statuses, QA and origins come from the server. */
const REFRESH_AFTER_CHANGES_MS = 2000;

/**
 * The document as others change it, without a reload: a segment saved by someone else shows its new target and
 * approval at once (its page is fetched again shortly after for what the server derives from them), a change of
 * the document itself (renamed, import status) refetches it, a package sent out, returned or taken back refetches
 * the package (the editor turns read-only or editable) and the segments (a return changed targets), and after a
 * broken connection everything shown is fetched again. Answers who has the document open and which segment each is editing.
 */
export function useLiveDocument(documentId: number): PresenceEntry[] {
  const client = useQueryClient();
  const [present, setPresent] = useState<PresenceEntry[]>([]);

  useEffect(() => {
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const refreshSoon = () => {
      refresh ??= setTimeout(() => {
        refresh = undefined;
        void client.invalidateQueries({ queryKey: recordsKey(documentId) });
      }, REFRESH_AFTER_CHANGES_MS);
    };
    const everything = () => {
      void client.invalidateQueries({ queryKey: recordsKey(documentId) });
      void client.invalidateQueries({ queryKey: documentKey(documentId) });
    };
    const stop = liveApi.subscribeDocumentEvents(documentId, {
      record: (changed) => {
        client.setQueriesData<DocumentRecordPage>({ queryKey: recordsKey(documentId) }, (page) =>
          withChange(page, changed),
        );
        refreshSoon();
      },
      presence: ({ users }) => setPresent(users),
      document: ({ kind }) => {
        if (kind === 'handoff') void client.invalidateQueries({ queryKey: documentHandoffKey(documentId) });
        if (kind === 'resync' || kind === 'handoff') everything();
        else void client.invalidateQueries({ queryKey: documentKey(documentId) });
      },
      reconnected: everything,
    });
    return () => {
      clearTimeout(refresh);
      stop();
    };
  }, [client, documentId]);

  return present;
}

/** A page with one of its segments as changed elsewhere (pages without it unchanged). */
export function withChange(page: DocumentRecordPage | undefined, changed: LiveRecord): DocumentRecordPage | undefined {
  if (!page?.records.some((record) => record.id === changed.id)) return page;
  return {
    ...page,
    records: page.records.map((record) =>
      record.id === changed.id && record.updated_at !== changed.updated_at
        ? { ...record, target: changed.target, approved: changed.approved, updated_at: changed.updated_at }
        : record,
    ),
  };
}

/**
 * Tells the others which segment this user edits (they cannot save it meanwhile), and that they left it when the
 * editor moves on or closes. The last call wins: a quick walk through segments posts only where it stops.
 */
export function useSegmentPresence(documentId: number, recordId: number | null): void {
  const sent = useRef<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (sent.current === recordId) return;
      sent.current = recordId;
      // Without a live connection yet the server answers 409; the next move tries again.
      liveApi.setPresence(documentId, recordId).catch(() => {
        sent.current = null;
      });
    }, 150);
    return () => clearTimeout(timer);
  }, [documentId, recordId]);
  useEffect(
    () => () => {
      if (sent.current !== null) void liveApi.setPresence(documentId, null).catch(() => {});
    },
    [documentId],
  );
}
