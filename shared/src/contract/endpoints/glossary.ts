import { z } from 'zod';
import { CreateResourceBody, IdParam, MessageBody, PageQuery, RenameResourceBody } from '../common.ts';
import {
  CreateGlossaryRecordBody,
  Glossary,
  GlossaryExportFormat,
  GlossaryList,
  GlossaryRecord,
  GlossaryRecordPage,
  UpdateGlossaryRecordBody,
} from '../glossary.ts';
import { SEARCH_COUNT_LIMIT } from '../plain.ts';
import { routes } from '../routes.ts';
import { backgroundUpload, endpointsTagged } from './endpoint.ts';

const define = endpointsTagged('glossaries');

export const glossaryEndpoints = define(routes.glossary, {
  list: { summary: 'List glossaries', response: { 200: GlossaryList } },
  create: {
    summary: 'Create an empty glossary',
    body: CreateResourceBody,
    response: { 201: Glossary },
  },
  import: {
    summary:
      'Create a glossary from a CSV/TSV, XLSX or TBX file (multipart: name, source_lang?, target_lang?, then file)',
    description:
      'Answers 202 with the glossary (processing_status pending); poll GET /glossary/{id} for progress, done or error. ' +
      '422 when the file cannot be read or its languages are unknown (details.languages lists those found). 413 above 50 MB.',
    ...backgroundUpload(Glossary),
  },
  importInto: {
    summary: 'Import a CSV/TSV, XLSX or TBX file into an existing glossary (multipart: file), in the background',
    description:
      "The records join the glossary's, in its languages. Answers 202 with the glossary (processing_status pending); " +
      "poll GET /glossary/{id}. 422 when the file cannot be read or lacks the glossary's languages; 409 while an import " +
      "runs; 413 above 50 MB. A file that turns out bad midway ends 'error' with the reason, the glossary's own records kept.",
    params: IdParam,
    ...backgroundUpload(Glossary),
  },
  get: {
    summary: 'One glossary (with its import status)',
    params: IdParam,
    response: { 200: Glossary },
  },
  rename: {
    summary: 'Rename a glossary',
    params: IdParam,
    body: RenameResourceBody,
    response: { 200: MessageBody },
  },
  delete: {
    summary: 'Delete a glossary and its records',
    params: IdParam,
    response: { 200: MessageBody },
  },
  records: {
    summary:
      `A page of records (0-based, 100 per page); search is a case-insensitive substring of source or target, counted up to ${SEARCH_COUNT_LIMIT}; ` +
      'empty while an import is running',
    params: IdParam,
    querystring: PageQuery,
    response: { 200: GlossaryRecordPage },
  },
  createRecord: {
    summary: 'Add a record',
    params: IdParam,
    body: CreateGlossaryRecordBody,
    response: { 201: GlossaryRecord },
  },
  updateRecord: {
    summary: 'Change a record; 409 when it changed since the `updated_at` sent',
    params: IdParam,
    body: UpdateGlossaryRecordBody,
    response: { 200: GlossaryRecord },
  },
  deleteRecord: {
    summary: 'Delete a record',
    params: IdParam,
    response: { 200: MessageBody },
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
