import { z } from 'zod';
import { IdParam, PageQuery } from '../common.ts';
import {
  CreateGlossaryRecordBody,
  Glossary,
  GlossaryExportFormat,
  GlossaryRecord,
  GlossaryRecordPage,
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
      'comment; the import report counts added, updated and skipped. Answers 202 with the glossary ' +
      "(processing_status pending); poll GET /glossary/{id}. 422 when the file cannot be read or lacks the glossary's " +
      "languages; 409 while an import runs; 413 above 50 MB. A file that turns out bad midway ends 'error' with the " +
      "reason, the glossary's own records kept as they were.",
    params: IdParam,
    ...backgroundUpload(Glossary),
  },
  records: {
    summary:
      `A page of records (0-based, 100 per page); search is a case-insensitive substring of source or target, counted up to ${SEARCH_COUNT_LIMIT}; ` +
      'empty while an import is running',
    params: IdParam,
    querystring: PageQuery,
    response: { 200: GlossaryRecordPage },
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
