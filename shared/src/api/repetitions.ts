/** Typed calls of a document's repetitions. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import type { FillRepetitionsBody, RepetitionSettings } from '../contract/repetitions.ts';
import { call, routes } from '@tessera/shared';

/** Whether approving offers to fill the repetitions or fills them. */
export const getRepetitionSettings = (documentId: number, signal?: AbortSignal) =>
  call(routes.repetitions.settings, { params: { id: documentId }, signal });

/** Sets it (document.manage). */
export const putRepetitionSettings = (documentId: number, body: RepetitionSettings) =>
  call(routes.repetitions.setSettings, { params: { id: documentId }, body });

/** The segment's target to its repetitions not approved yet; 409 when stale. */
export const fillRepetitions = (recordId: number, body: FillRepetitionsBody) =>
  call(routes.repetitions.fill, { params: { id: recordId }, body });
