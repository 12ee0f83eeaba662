import { z } from 'zod';
import { IdParam, PageQuery } from '../common.ts';
import { CreateTmRecordBody, TmRecord, TmRecordPage, TranslationMemory, UpdateTmRecordBody } from '../tm.ts';
import { ConcordancePage, ConcordanceQuery } from '../matching.ts';
import { CONCORDANCE_PAGE_SIZE, SEARCH_COUNT_LIMIT } from '../plain.ts';
import { routes } from '../routes.ts';
import { backgroundUpload, endpointsTagged, NO_CONFLICT_ERRORS } from './endpoint.ts';
import { resourceEndpoints } from './resources.ts';

const define = endpointsTagged('translation memories');

export const tmEndpoints = define(routes.tm, {
  ...resourceEndpoints(
    { resource: 'translation memory', resources: 'translation memories', record: 'unit', records: 'units' },
    { resource: TranslationMemory, record: TmRecord, createBody: CreateTmRecordBody, updateBody: UpdateTmRecordBody },
  ),
  records: {
    summary: `A page of units; search is a case-insensitive substring of source or target (concordance), counted up to ${SEARCH_COUNT_LIMIT}`,
    params: IdParam,
    querystring: PageQuery,
    response: { 200: TmRecordPage },
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
      `Paged by ${CONCORDANCE_PAGE_SIZE}, newest units first. Hits are not counted: total_rows is exact on the ` +
      'last page, and a page with more hits after it answers the hits up to its end with total_rows_capped true. ' +
      `A page past the last counts up to ${SEARCH_COUNT_LIMIT}. ` +
      'Highlights are [start, end) offsets of the words in source_text and target_text.',
    querystring: ConcordanceQuery,
    response: { 200: ConcordancePage },
    errors: NO_CONFLICT_ERRORS,
  },
});
