import type { Document, DocumentRecord } from '@tessera/shared/contract';
import { multipart } from '../test/multipart.ts';
import type { Client, TestContext } from '../test/harness.ts';
import { allPages, savedRecord } from '../test/resources.ts';

/** What the document upload tests do through the API as a client does: upload, read, save a target. */

export async function uploadDocument(
  t: TestContext,
  client: Client,
  fields: Record<string, string>,
  file: { name: string; content: string | Buffer },
) {
  const response = await client.inject({ method: 'POST', url: '/api/document/', ...multipart(fields, file) });
  await t.app.jobs.idle();
  return response;
}

export const documentOf = async (client: Client, id: number) =>
  (await client.inject(`/api/document/${id}`)).json() as Document;
export const recordsOf = (client: Client, id: number) =>
  allPages<DocumentRecord>(client, (page) => `/api/document/${id}/records?page=${page}`);

/** Saves a confirmed target. */
export async function save(client: Client, record: DocumentRecord, target: string) {
  await savedRecord(client, record, { target, approved: true });
}

export const countRows = async (t: TestContext) =>
  Number(
    (
      await t.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
