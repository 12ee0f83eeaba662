/** Typed calls of the translation-memory API. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import type { ImportIntoTranslationMemoryFields } from '../contract/tm.ts';
import { call, routes, urlOf } from '@tessera/shared';
import { resourceCalls } from './resources.ts';
import { uploadForm } from './upload.ts';

export const {
  list: listTranslationMemories,
  get: getTranslationMemory,
  create: createTranslationMemory,
  rename: renameTranslationMemory,
  delete: deleteTranslationMemory,
  import: importTranslationMemory,
  records: listTmRecords,
  createRecord: createTmRecord,
  updateRecord: updateTmRecord,
  deleteRecord: deleteTmRecord,
} = resourceCalls(routes.tm);

/**
 * A TMX file (multipart) into an existing TM, merged with its units; answers
 * 202 with the TM ('processing') while the import runs in the background.
 */
export function importIntoTranslationMemory(
  tmId: number,
  file: File,
  fields: ImportIntoTranslationMemoryFields = {},
  onUploadProgress?: (fraction: number) => void,
) {
  return call(routes.tm.importInto, { params: { id: tmId }, body: uploadForm(file, fields), onUploadProgress });
}

/** URL of the TM's download (TMX 1.4b): a plain link, so the browser streams it to disk. */
export function tmDownloadUrl(id: number): string {
  return urlOf(routes.tm.download, { id });
}
