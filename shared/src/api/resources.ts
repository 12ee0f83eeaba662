import type { ImportResourceFields } from '../contract/common.ts';
import { call, plainCalls, type CallAnswer, type routes } from '@tessera/shared';
import { uploadForm } from './upload.ts';

/** A 0-based page; `search` a substring of source or target, not sent when blank. */
export type RecordsQuery = { page: number; search?: string };

type ResourceRoutes = typeof routes.glossary | typeof routes.tm;

/**
 * The calls of a resource of records (a glossary, a TM) by their names in the table: `delete(id)`,
 * `rename(id, {name})`, `records(id, { page, search }, signal?)`, `createRecord(resourceId, body)`; updating or
 * deleting a record takes the record's id, and `updateRecord` answers 409 unless `updated_at` is the one read.
 * `import(file, fields, onUploadProgress?)` answers 202 with the new resource while its import runs in the
 * background; `onUploadProgress` reports the upload itself (0..1).
 */
export function resourceCalls<D extends ResourceRoutes>(domain: D) {
  const records = (id: number, { page, search }: RecordsQuery, signal?: AbortSignal) =>
    call(domain.records as ResourceRoutes['records'], {
      params: { id },
      query: { page, search: search || undefined },
      signal,
    }) as Promise<CallAnswer<D['records']>>;
  const importFile = (file: File, fields: ImportResourceFields, onUploadProgress?: (fraction: number) => void) =>
    call(domain.import as ResourceRoutes['import'], { body: uploadForm(file, fields), onUploadProgress }) as Promise<
      CallAnswer<D['import']>
    >;
  return { ...plainCalls(domain), records, import: importFile };
}
