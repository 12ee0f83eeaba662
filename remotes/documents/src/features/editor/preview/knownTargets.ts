import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DocumentRecordPage } from '@tessera/shared/contract';
import { recordsKey } from '../../../common/documentQueries.ts';

/** Each segment's target as the editor's loaded pages hold it (saved, or changed by someone else live), by id. */
export type KnownTargets = ReadonlyMap<number, string>;

function readKnownTargets(client: QueryClient, documentId: number): KnownTargets {
  const targets = new Map<number, string>();
  for (const [, page] of client.getQueriesData<DocumentRecordPage>({ queryKey: recordsKey(documentId) }))
    for (const record of page?.records ?? []) targets.set(record.id, record.target);
  return targets;
}

const sameTargets = (a: KnownTargets, b: KnownTargets) =>
  a.size === b.size && [...a].every(([id, target]) => b.get(id) === target);

/**
 * The targets the editor knows, following its record cache: a save puts the saved segment there, a live event
 * another's change, so the preview shows them without asking the server again. A keystroke changes no cached
 * page (typing stays in the target editor's draft), so typing never re-renders the preview.
 */
export function useKnownTargets(documentId: number): KnownTargets {
  const client = useQueryClient();
  const [targets, setTargets] = useState(() => readKnownTargets(client, documentId));
  useEffect(() => {
    const key = recordsKey(documentId);
    const isRecords = (queryKey: readonly unknown[]) => key.every((part, i) => queryKey[i] === part);
    const update = () =>
      setTargets((known) => {
        const read = readKnownTargets(client, documentId);
        return sameTargets(known, read) ? known : read;
      });
    update();
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && isRecords(event.query.queryKey)) update();
    });
  }, [client, documentId]);
  return targets;
}
