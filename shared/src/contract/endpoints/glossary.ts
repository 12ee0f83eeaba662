import { z } from 'zod';
import { IdParam } from '../common.ts';
import {
  CreateGlossaryRecordBody,
  DeleteGlossaryRecordsBody,
  DeletedRecords,
  Glossary,
  GlossaryExportFormat,
  GlossaryRecord,
  GlossaryRecordPage,
  GlossaryRecordsQuery,
  UpdateGlossaryRecordBody,
} from '../glossary.ts';
import { SEARCH_COUNT_LIMIT } from '../plain.ts';
import { routes } from '../routes.ts';
import { backgroundUpload, endpointsTagged } from './endpoint.ts';
import { resourceEndpoints } from './resources.ts';

const define = endpointsTagged('glossaries');

export const glossaryEndpoints = define(routes.glossary, {
  ...resourceEndpoints(
    { resource: 'glossary', resources: 'glossaries', record: 'record', records: 'records' },
    {
      resource: Glossary,
      record: GlossaryRecord,
      createBody: CreateGlossaryRecordBody,
      updateBody: UpdateGlossaryRecordBody,
    },
  ),
  import: {
    summary:
      'Create a glossary from a CSV/TSV, XLSX or TBX file (multipart: name, source_lang?, target_lang?, then file)',
    description:
      'Answers 202 with the glossary (processing_status pending); poll GET /glossary/{id} for progress, done or error. ' +
      '422 when the file cannot be read or its languages are unknown (details.languages lists those found). 413 above 50 MB.',
    ...backgroundUpload(Glossary),
  },
  importInto: {
    summary:
      'Import a CSV/TSV, XLSX or TBX file into an existing glossary (multipart: mode?, then file), in the background',
    description:
      "The records join the glossary's, in its languages. `mode` (add, skip or update; default add) says what becomes " +
      "of a record whose source and target the glossary already holds: added again, left out, or given the file's " +
      'comment and term fields (those the file has a column or element for; an empty cell clears one); the import report counts added, updated and skipped. Answers 202 with the glossary ' +
      "(processing_status pending); poll GET /glossary/{id}. 422 when the file cannot be read or lacks the glossary's " +
      "languages; 409 while an import runs; 413 above 50 MB. A file that turns out bad midway ends 'error' with the " +
      "reason, the glossary's own records kept as they were.",
    params: IdParam,
    ...backgroundUpload(Glossary),
  },
  records: {
    summary:
      `A page of records (0-based, 100 per page); search is a case-insensitive substring of source or target, counted up to ${SEARCH_COUNT_LIMIT}; ` +
      'empty while an import is running; sort by source, target, status or changed (order asc or desc), else in the order added',
    params: IdParam,
    querystring: GlossaryRecordsQuery,
    response: { 200: GlossaryRecordPage },
  },
  deleteRecords: {
    summary: 'Delete several records at once: by id, or every record matching a search',
    description:
      'Body `{ids}` (every one a record of this glossary, else 422 and nothing is deleted) or `{search}` (as the ' +
      'records page searches; empty: every record). Answers the number deleted; 409 while an import runs.',
    params: IdParam,
    body: DeleteGlossaryRecordsBody,
    response: { 200: DeletedRecords },
  },
  download: {
    summary: 'Download a glossary as CSV, XLSX or TBX (streamed); HEAD checks it would succeed (409 while importing)',
    params: IdParam,
    querystring: z.object({ format: GlossaryExportFormat.default('csv') }),
    response: {
      200: z.unknown().describe('The glossary file: text/csv, XLSX or TBX (application/x-tbx+xml)'),
    },
  },
});
