import { IdParam } from '../common.ts';
import { SegmentBatchQuery, SegmentsSubstitutions, SubstitutionList } from '../matching.ts';
import { MAX_LOOKUP_SEGMENTS } from '../plain.ts';
import { SegmentsTermHits, TermHitList } from '../terms.ts';
import { routes } from '../routes.ts';
import { documentParts } from './documents.ts';

export const matchingEndpoints = documentParts(routes.matching, {
  substitutions: {
    summary: "Up to 10 fuzzy matches (>= 50%) for a segment from its document's translation memories, best first",
    description:
      'similarity: 100 only for identical text and inline codes; see server/src/tm/matching/README.md. `target` is ready ' +
      "to insert: the unit's codes mapped onto the segment's own code tokens.",
    params: IdParam,
    response: { 200: SubstitutionList },
  },
  terms: {
    summary: "The terms of the document's glossaries found in the segment's source, with where they occur",
    description:
      'Whole words and multi-word terms, inflections through the Snowball stemmer of the glossary source language, ' +
      'case-insensitive except for acronyms and words like "iPhone". `ranges` are [start, end) UTF-16 offsets into ' +
      "the segment's `source` as the API returns it (inline-code tokens counted with their length). " +
      'See server/src/glossary/terms/README.md.',
    params: IdParam,
    response: { 200: TermHitList },
  },
  substitutionsOfSegments: {
    summary: `The matches of up to ${MAX_LOOKUP_SEGMENTS} segments of the document at once (records=1,2,3), in the order asked`,
    description:
      'Each as GET /document/records/{id}/substitutions answers it: what the editor fetches ahead for the next ' +
      'screenful of segments in one request. 404 naming the ids that are no segment of this document.',
    params: IdParam,
    querystring: SegmentBatchQuery,
    response: { 200: SegmentsSubstitutions },
  },
  termsOfSegments: {
    summary: `The term hits of up to ${MAX_LOOKUP_SEGMENTS} segments of the document at once (records=1,2,3), in the order asked`,
    description:
      'Each as GET /document/records/{id}/glossary_records answers it: what the editor fetches ahead for the next ' +
      'screenful of segments in one request. 404 naming the ids that are no segment of this document.',
    params: IdParam,
    querystring: SegmentBatchQuery,
    response: { 200: SegmentsTermHits },
  },
});
