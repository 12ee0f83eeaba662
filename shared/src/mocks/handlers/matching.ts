import { HttpResponse } from 'msw';
import { DEFAULT_DISPLAY_THRESHOLD, MIN_MATCH_SIMILARITY, PAGE_SIZE } from '../../contract/plain.ts';
import { escapeRegExp, inlineText, inlineToken } from '../../contract/segment-text.ts';
import {
  ConcordanceQuery,
  DocumentMatchSettings,
  PutDocumentGlossaryLinksBody,
  PutDocumentTmLinksBody,
  SegmentBatchQuery,
  type ConcordanceHit,
  type DocumentGlossaryLink,
  type DocumentTmLink,
  type Substitution,
} from '../../contract/matching.ts';
import { db } from '../db.ts';
import { findMockSegment, handleDocument, handleSegment } from '../documents.ts';
import { mockTmUnits } from '../tm.ts';
import { routes, type Route } from '../../contract/routes.ts';
import type { DocumentRecord } from '../../contract/documents.ts';
import type { TermHit } from '../../contract/terms.ts';
import { errorAnswer, handle, idParam, requireUser } from './respond.ts';

/**
 * The document links, match settings, fuzzy matches and concordance of the development mock. The mock has no
 * matcher: a match's percentage is the share of words the two sources have in common (Dice), which is enough to
 * see the side panel at work on the sample document (linked to the sample TM) when running a screen alone.
 */
type MatchingState = {
  tms: Map<number, Array<{ id: number; mode: 'read' | 'write' }>>;
  glossaries: Map<number, number[]>;
  thresholds: Map<number, number>;
};
const states = new WeakMap<object, MatchingState>();

function state(): MatchingState {
  let current = states.get(db.documents);
  if (!current) {
    const sampleTm = db.translationMemories.find((tm) => tm.id === 1);
    const sampleDocument = db.documents.find((document) => document.id === 1);
    current = {
      tms: new Map(
        sampleTm && sampleDocument ? [[sampleDocument.id, [{ id: sampleTm.id, mode: 'write' as const }]]] : [],
      ),
      glossaries: new Map(),
      thresholds: new Map(),
    };
    states.set(db.documents, current);
  }
  return current;
}

const tmLinks = (documentId: number): DocumentTmLink[] =>
  (state().tms.get(documentId) ?? []).flatMap((link, position) => {
    const tm = db.translationMemories.find((candidate) => candidate.id === link.id);
    return tm ? [{ id: tm.id, name: tm.name, mode: link.mode, position, inherited: false }] : [];
  });
const glossaryLinks = (documentId: number): DocumentGlossaryLink[] =>
  (state().glossaries.get(documentId) ?? []).flatMap((id, position) => {
    const glossary = db.glossaries.find((candidate) => candidate.id === id);
    return glossary ? [{ id, name: glossary.name, position, inherited: false }] : [];
  });

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
function dice(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.length + right.length === 0) return 100;
  const pool = [...right];
  let common = 0;
  for (const word of left) {
    const at = pool.indexOf(word);
    if (at >= 0) {
      common++;
      pool.splice(at, 1);
    }
  }
  return Math.round((200 * common) / (left.length + right.length));
}

/** The mock's matches of a segment: the linked TMs' units by the share of words in common, best first. */
function mockSubstitutions(segment: DocumentRecord): Substitution[] {
  const links = tmLinks(segment.document_id);
  const source = inlineText(segment.source);
  // Like the server's fallback when codes cannot be placed: the plain target, then the segment's codes.
  const codes = segment.codes.map((code) => inlineToken(code.id)).join('');
  return mockTmUnits()
    .filter((unit) => links.some((link) => link.id === unit.tm_id))
    .map((unit) => ({ unit, similarity: dice(unit.source_text, source) }))
    .filter(({ similarity }) => similarity >= MIN_MATCH_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || a.unit.id - b.unit.id)
    .slice(0, 10)
    .map(({ unit, similarity }) => ({
      source: unit.source_text,
      target: unit.target_text + codes,
      target_text: unit.target_text,
      similarity,
      tm_id: unit.tm_id,
      tm_name: links.find((link) => link.id === unit.tm_id)!.name,
      unit_id: unit.id,
      updated_at: unit.updated_at,
      changed_at: unit.change_date ?? unit.creation_date ?? unit.updated_at,
      updated_by: unit.change_id ?? unit.creation_id ?? null,
    }));
}

/**
 * The mock's term hits of a segment: the linked glossaries' terms found in its source as whole words, ignoring
 * case (the server also matches inflections), in the order the source has them.
 */
function mockTermHits(segment: DocumentRecord): TermHit[] {
  const glossaries = glossaryLinks(segment.document_id);
  return db.records
    .flatMap((record) => {
      const glossary = glossaries.find((link) => link.id === record.glossary_id);
      if (!glossary) return [];
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(record.source)}(?![\\p{L}\\p{N}])`, 'giu');
      const ranges = [...segment.source.matchAll(pattern)].map((match): [number, number] => [
        match.index,
        match.index + match[0].length,
      ]);
      if (ranges.length === 0) return [];
      const { id, source, target, comment, status, definition, part_of_speech } = record;
      const hit: TermHit = {
        id,
        source,
        target,
        comment,
        status,
        definition,
        part_of_speech,
        glossary: { id: glossary.id, name: glossary.name },
        ranges,
      };
      return [hit];
    })
    .sort((a, b) => a.ranges[0]![0] - b.ranges[0]![0]);
}

/**
 * A batch lookup as the server answers it: the permission, then the query (400), the document (404), every id a
 * segment of it (404 naming the others); then `answer` for each segment, in the order asked.
 */
function segmentBatch<T>(
  route: Route,
  { request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> },
  answer: (segment: DocumentRecord) => T,
) {
  const auth = requireUser(route.permission);
  if (!auth.ok) return auth.answer;
  const query = SegmentBatchQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorAnswer(400, 'Invalid request', query.error.issues);
  const documentId = idParam(params.id);
  if (!db.documents.some((document) => document.id === documentId)) return errorAnswer(404, 'Document not found');
  const segments = query.data.records.map((id) => {
    const segment = findMockSegment(id);
    return segment?.document_id === documentId ? segment : undefined;
  });
  const missing = query.data.records.filter((_, index) => segments[index] === undefined);
  if (missing.length > 0)
    return errorAnswer(
      404,
      `${missing.length === 1 ? 'No segment of this document has the id' : 'No segments of this document have the ids'} ${missing.join(', ')}`,
    );
  return HttpResponse.json(segments.map((segment) => answer(segment!)));
}

/** The ids of `links` that name none of `known`: the server refuses the list (400). */
const unknownIds = (links: readonly { id: number }[], known: readonly { id: number }[]) =>
  links.filter((link) => !known.some((item) => item.id === link.id)).map((link) => link.id);

export const matchingHandlers = [
  handleDocument(routes.links.documentTms, ({ id }) => HttpResponse.json(tmLinks(id))),

  handleDocument.withBody(routes.links.setDocumentTms, PutDocumentTmLinksBody, ({ id }, { body }) => {
    const missing = unknownIds(body.memories, db.translationMemories);
    if (missing.length > 0) return errorAnswer(400, `No translation memory has the id ${missing.join(', ')}`);
    state().tms.set(id, body.memories);
    return HttpResponse.json(tmLinks(id));
  }),

  handleDocument(routes.links.documentGlossaries, ({ id }) => HttpResponse.json(glossaryLinks(id))),

  handleDocument.withBody(routes.links.setDocumentGlossaries, PutDocumentGlossaryLinksBody, ({ id }, { body }) => {
    const missing = unknownIds(body.glossaries, db.glossaries);
    if (missing.length > 0) return errorAnswer(400, `No glossary has the id ${missing.join(', ')}`);
    state().glossaries.set(
      id,
      body.glossaries.map((link) => link.id),
    );
    return HttpResponse.json(glossaryLinks(id));
  }),

  handleDocument(routes.links.matchSettings, ({ id }) => {
    return HttpResponse.json({ display_threshold: state().thresholds.get(id) ?? DEFAULT_DISPLAY_THRESHOLD });
  }),

  handleDocument.withBody(routes.links.setMatchSettings, DocumentMatchSettings, ({ id }, { body }) => {
    state().thresholds.set(id, body.display_threshold);
    return HttpResponse.json(body);
  }),

  handleSegment(routes.matching.substitutions, (segment) => HttpResponse.json(mockSubstitutions(segment))),

  handle(routes.matching.substitutionsOfSegments, (info) =>
    segmentBatch(routes.matching.substitutionsOfSegments, info, (segment) => ({
      record_id: segment.id,
      matches: mockSubstitutions(segment),
    })),
  ),

  handle(routes.matching.termsOfSegments, (info) =>
    segmentBatch(routes.matching.termsOfSegments, info, (segment) => ({
      record_id: segment.id,
      hits: mockTermHits(segment),
    })),
  ),

  handle(routes.tm.search, ({ request }) => {
    const auth = requireUser('tm.read');
    if (!auth.ok) return auth.answer;
    const parsed = ConcordanceQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return errorAnswer(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    const { query, tm_ids: tmIds, page } = parsed.data;
    const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    const ranges = (text: string) => {
      const lower = text.toLowerCase();
      const found = terms.flatMap((term) => {
        const at = lower.indexOf(term);
        return at < 0 ? [] : [[at, at + term.length] as [number, number]];
      });
      return found.length === terms.length
        ? found.sort((a, b) => a[0] - b[0]).filter((range, index, all) => index === 0 || range[0] >= all[index - 1]![1])
        : null;
    };
    const hits: ConcordanceHit[] = mockTmUnits()
      .filter((unit) => !tmIds || tmIds.includes(unit.tm_id))
      .flatMap((unit) => {
        const inSource = ranges(unit.source_text);
        const inTarget = ranges(unit.target_text);
        if (!inSource && !inTarget) return [];
        return [
          {
            unit_id: unit.id,
            tm_id: unit.tm_id,
            tm_name: db.translationMemories.find((tm) => tm.id === unit.tm_id)?.name ?? '',
            source: unit.source,
            target: unit.target,
            source_text: unit.source_text,
            target_text: unit.target_text,
            source_highlights: inSource ?? [],
            target_highlights: inTarget ?? [],
            updated_at: unit.updated_at,
            changed_at: unit.change_date ?? unit.creation_date ?? unit.updated_at,
            updated_by: unit.change_id ?? unit.creation_id ?? null,
          },
        ];
      })
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    return HttpResponse.json({
      records: hits.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
      total_rows: hits.length,
    });
  }),
];
