import { expect } from 'vitest';
import type { Document, DocumentRecord } from '@tessera/shared/contract';
import { multipart } from '../../test/multipart.ts';
import type { Client, TestContext } from '../../test/harness.ts';

/** An XLIFF 1.2 file of plain-text units, each `[source, target?]`. */
export function xliffOf(units: readonly (readonly [string, string?])[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = units
    .map(
      ([source, target], i) =>
        `<trans-unit id="u${i + 1}"><source>${escape(source)}</source>${target === undefined ? '' : `<target>${escape(target)}</target>`}</trans-unit>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
<file original="f" source-language="en" target-language="de" datatype="plaintext"><body>
${body}
</body></file></xliff>`;
}

/** Uploads a file as `manager`, waits for its import and answers the document with its segments in file order. */
export async function importDocument(
  t: TestContext,
  manager: Client,
  content: string,
): Promise<{ document: Document; records: DocumentRecord[] }> {
  const response = await manager.inject({
    method: 'POST',
    url: '/api/document/',
    ...multipart({}, { name: 'doc.xlf', content }),
  });
  expect(response.statusCode, response.body).toBe(202);
  await t.app.jobs.idle();
  const document = (await manager.inject(`/api/document/${response.json().id}`)).json() as Document;
  expect(document.status).toBe('done');
  const records = (await manager.inject(`/api/document/${document.id}/records?page=0`)).json()
    .records as DocumentRecord[];
  return { document, records };
}

/** PUT /api/document/records/{id} with the version the record was read at. */
export const saveRecord = (client: Client, record: DocumentRecord, body: object) =>
  client.inject({
    method: 'PUT',
    url: `/api/document/records/${record.id}`,
    payload: { updated_at: record.updated_at, approved: record.approved, ...body },
  });
