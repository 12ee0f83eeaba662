import { expect } from 'vitest';
import type { Document, DocumentRecord } from '@tessera/shared/contract';
import type { Client, SignedInClient, TestContext } from '../test/harness.ts';
import { uploadDocumentWithRecords, xliffOf } from '../test/resources.ts';

/** A document's steps in their order (translation, review, review-2), each with its assignee. */
export type Steps = Array<[step: string, assignee: SignedInClient]>;

/** Gives a document these steps, as `manager`. */
export async function assignSteps(manager: Client, documentId: number, steps: Steps): Promise<void> {
  const assigned = await manager.inject({
    method: 'PUT',
    url: `/api/document/${documentId}/assignments`,
    payload: { assignments: steps.map(([step, client]) => ({ step, user_id: client.user.id })) },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
}

/** A document of these segments (in the project `projectId` if given) whose steps are `steps`, and its manager. */
export async function documentWithSteps(
  t: TestContext,
  segments: string[],
  steps: Steps,
  projectId?: number,
): Promise<{ manager: SignedInClient; document: Document; records: DocumentRecord[] }> {
  const manager = await t.signIn('manager');
  const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(segments), { projectId });
  await assignSteps(manager, document.id, steps);
  return { manager, document, records };
}

/** Delivers a step as `client`, whatever the answer; the body (`force`) is optional. */
export const deliverStep = (client: Client, documentId: number, step: string, payload?: object) =>
  client.inject({
    method: 'POST',
    url: `/api/document/${documentId}/assignments/${step}/deliver`,
    ...(payload && { payload }),
  });
