import type { Client } from '../../test/harness.ts';
import type { DocumentRecord } from '@tessera/shared/contract';

/** PUT /api/document/records/{id} with the version the record was read at. */
export const saveRecord = (client: Client, record: DocumentRecord, body: object) =>
  client.inject({
    method: 'PUT',
    url: `/api/document/records/${record.id}`,
    payload: { updated_at: record.updated_at, approved: record.approved, ...body },
  });
