import { z } from 'zod';
import { CreateResourceBody, IdParam, MessageBody, PageQuery, RenameResourceBody } from '../common.ts';
import {
  CreateTmRecordBody,
  TmRecord,
  TmRecordPage,
  TranslationMemory,
  TranslationMemoryList,
  UpdateTmRecordBody,
} from '../tm.ts';
import { ConcordancePage, ConcordanceQuery } from '../matching.ts';
import { CONCORDANCE_COUNT_LIMIT, CONCORDANCE_PAGE_SIZE, SEARCH_COUNT_LIMIT } from '../plain.ts';
import { routes } from '../routes.ts';
import { backgroundUpload, endpointsTagged, NO_CONFLICT_ERRORS } from './endpoint.ts';

const define = endpointsTagged('translation memories');

export const tmEndpoints = define(routes.tm, {
  list: { summary: 'List translation memories', response: { 200: TranslationMemoryList } },
  create: {
    summary: 'Create an empty translation memory',
    body: CreateResourceBody,
    response: { 201: TranslationMemory },
  },
  get: {
    summary: 'One translation memory (with its import status)',
    params: IdParam,
    response: { 200: TranslationMemory },
  },
  rename: {
    summary: 'Rename a translation memory',
    params: IdParam,
    body: RenameResourceBody,
    response: { 200: MessageBody },
  },
  delete: {
    summary: 'Delete a translation memory and its units',
    params: IdParam,
    response: { 200: MessageBody },
  },
  records: {
    summary: `A page of units; search is a case-insensitive substring of source or target (concordance), counted up to ${SEARCH_COUNT_LIMIT}`,
    params: IdParam,
    querystring: PageQuery,
    response: { 200: TmRecordPage },
  },
  createRecord: {
    summary: 'Add a unit',
    params: IdParam,
    body: CreateTmRecordBody,
    response: { 201: TmRecord },
  },
  updateRecord: {
    summary: 'Change a unit; 409 when it changed since `updated_at`',
    params: IdParam,
    body: UpdateTmRecordBody,
    response: { 200: TmRecord },
  },
  deleteRecord: {
    summary: 'Delete a unit',
    params: IdParam,
    response: { 200: MessageBody },
  },
  import: {
    summary:
      'Import a TMX file (multipart: file, name, optional source_lang/target_lang) as a new TM, in the background',
    ...backgroundUpload(TranslationMemory),
  },
  importInto: {
    summary:
      'Import a TMX file into an existing TM (multipart: file, optional source_lang/target_lang), in the background',
    description:
      "Answers 202 with the TM (processing); poll GET /translation_memory/{id}. Units merge with the TM's own like " +
      'duplicates within one file (the one changed last wins). A TM with units keeps its languages; a failed import ' +
      'leaves its units as they were and the TM in error with the reason. 409 while an import runs.',
    params: IdParam,
    ...backgroundUpload(TranslationMemory),
  },
  download: {
    summary: 'Export as TMX 1.4b (streamed)',
    params: IdParam,
    response: { 200: z.unknown().describe('TMX 1.4b document (application/x-tmx+xml)') },
  },
  search: {
    summary:
      'Concordance: units whose source, or whose target, holds every word of the query (case-insensitive, any order)',
    description:
      `Paged by ${CONCORDANCE_PAGE_SIZE}, newest units first; total_rows counts up to ${CONCORDANCE_COUNT_LIMIT}. ` +
      'Highlights are [start, end) offsets of the words in source_text and target_text.',
    querystring: ConcordanceQuery,
    response: { 200: ConcordancePage },
    errors: NO_CONFLICT_ERRORS,
  },
});
