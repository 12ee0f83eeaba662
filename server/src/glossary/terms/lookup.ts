import { sql } from 'kysely';
import { MAX_TERM_HITS, type GlossaryRecord, type TermFields, type TermHit } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';
import { json } from '../../db/column-types.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { documentGlossaries, glossaryLinksOf } from '../../links/links.ts';
import {
  occurrences,
  segmentKeysOf,
  stemmerFor,
  recordIdentity,
  termOf,
  wordsOf,
  type Stem,
  type Word,
} from './match.ts';

/** Candidates read per lookup at most: far more than a segment holds terms, a bound on a pathological one. */
const MAX_CANDIDATES = 5000;

export interface LinkedGlossary {
  id: number;
  name: string;
  source_lang: string;
  position: number;
}

/**
 * Source languages of glossaries by id. A glossary's languages never change (only its name does; its term index
 * was stemmed in that language) and ids are never reused, so a process may keep them.
 */
const sourceLanguages = new Map<number, string>();

/** The glossaries a document uses (its own or its project's), by priority, with the language their terms are stemmed in. */
export async function documentGlossariesForTerms(db: Db, documentId: number): Promise<LinkedGlossary[]> {
  const linked = await documentGlossaries(db, documentId);
  const unknown = linked.filter((glossary) => !sourceLanguages.has(glossary.id)).map((glossary) => glossary.id);
  if (unknown.length > 0) {
    for (const row of await db
      .selectFrom('glossaries')
      .select(['id', 'source_lang'])
      .where('id', 'in', unknown)
      .execute()) {
      sourceLanguages.set(row.id, row.source_lang);
    }
  }
  return linked.flatMap(({ id, name, position }) => {
    const source_lang = sourceLanguages.get(id);
    return source_lang === undefined ? [] : [{ id, name, position, source_lang }];
  });
}

/**
 * The glossaries of the document row `documentAlias` as a JSON array of LinkedGlossary, by priority: a column
 * for a statement that reads a segment with its document, so a lookup needs no second round trip.
 */
export const linkedGlossariesJson = (documentAlias: string) => sql<LinkedGlossary[] | string>`(
  select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'position', link.position,
      'source_lang', g.source_lang) order by link.position), '[]'::json)
  from ${glossaryLinksOf(documentAlias)} link join glossaries g on g.id = link.glossary_id)`;

/**
 * A segment's source and its document's glossaries, in one statement (the editor asks for every segment's
 * term hits: one round trip instead of three). Undefined when there is no such segment.
 */
export async function segmentForTerms(
  db: Db,
  recordId: number,
): Promise<{ source: string; glossaries: LinkedGlossary[] } | undefined> {
  const { rows } = await sql<{ source: string; glossaries: LinkedGlossary[] | string }>`
    select r.source, ${linkedGlossariesJson('d')} as glossaries
    from document_records r join documents d on d.id = r.document_id
    where r.id = ${recordId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const glossaries =
    typeof row.glossaries === 'string' ? (JSON.parse(row.glossaries) as LinkedGlossary[]) : row.glossaries;
  return { source: row.source, glossaries };
}

/**
 * Segments of one document by id, with its glossaries, in one statement: what a batch of term hits needs.
 * Undefined when there is no such document; `records` holds the ids that are segments of it.
 */
export async function segmentsForTerms(
  db: Db,
  documentId: number,
  recordIds: readonly number[],
): Promise<{ records: { id: number; source: string }[]; glossaries: LinkedGlossary[] } | undefined> {
  const { rows } = await sql<{
    records: { id: number; source: string }[] | string;
    glossaries: LinkedGlossary[] | string;
  }>`
    select ${linkedGlossariesJson('d')} as glossaries,
      coalesce((select json_agg(json_build_object('id', r.id, 'source', r.source))
                from document_records r
                where r.document_id = d.id and r.id = any(${pgArrayLiteral(recordIds)}::integer[])), '[]'::json) as records
    from documents d
    where d.id = ${documentId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return { records: json(row.records), glossaries: json(row.glossaries) };
}

/**
 * The terms of `glossaries` found in `source` (a segment's source with its inline-code tokens). Candidates come
 * from the index by the segment's stems (a term's key and every stem of it must be among them); each is then
 * checked exactly against the segment's words, so the index can only make a lookup slower, never wrong. A
 * glossary being imported into is left out, as its records page is empty then: a failed import takes its
 * records back.
 */
export async function findTermHits(db: Db, glossaries: readonly LinkedGlossary[], source: string): Promise<TermHit[]> {
  return (await findTermHitsOfMany(db, glossaries, [source]))[0]!;
}

/** Segments whose candidates one statement reads (QA checks of a whole document on import). */
const BATCH = 100;

type Candidate = Pick<
  GlossaryRecord,
  'id' | 'glossary_id' | 'source' | 'target' | 'comment' | keyof TermFields | 'match_rule'
> & { key: string; stems: string };
type Found = TermHit & { first: number; length: number; priority: number };

/**
 * `findTermHits` for many sources at once (one list per source, in order): one candidates statement per 100
 * sources and stemming language, each candidate parsed once.
 */
export async function findTermHitsOfMany(
  db: Db,
  glossaries: readonly LinkedGlossary[],
  sources: readonly string[],
): Promise<TermHit[][]> {
  const found: Found[][] = sources.map(() => []);
  // Glossaries of one stemming language share one reading of the segment.
  const byStemmer = new Map<Stem, LinkedGlossary[]>();
  for (const glossary of glossaries) {
    const stem = stemmerFor(glossary.source_lang);
    byStemmer.set(stem, [...(byStemmer.get(stem) ?? []), glossary]);
  }
  for (const [stem, group] of byStemmer) {
    const glossaryById = new Map(group.map((g) => [g.id, g]));
    for (let from = 0; from < sources.length; from += BATCH) {
      const segments = sources.slice(from, from + BATCH).map((source) => {
        const words = wordsOf(source, stem);
        return { words, keys: new Set(segmentKeysOf(words, stem)) };
      });
      const union = new Set(segments.flatMap((segment) => [...segment.keys]));
      if (union.size === 0) continue;
      const keys = pgArrayLiteral([...union]);
      const candidates = await sql<Candidate>`
        select r.id, r.glossary_id, r.source, r.target, r.comment, r.status, r.definition, r.part_of_speech,
          r.case_sensitive, r.match_rule, k.key, array_to_string(k.stems, ' ') as stems
        from glossary_term_keys k
        join glossary_records r on r.id = k.record_id
        join glossaries g on g.id = k.glossary_id and g.processing_status not in ('pending', 'processing')
        where k.glossary_id = any(${pgArrayLiteral(group.map((g) => g.id))}::integer[])
          and k.key = any(${keys}::text[]) and k.stems <@ ${keys}::text[]
        limit ${MAX_CANDIDATES * segments.length}`.execute(db);
      const terms = candidates.rows.map((candidate) => ({
        candidate,
        stems: candidate.stems.split(' '),
        term: termOf(
          candidate.source,
          glossaryById.get(candidate.glossary_id)!.source_lang,
          candidate.match_rule,
          candidate.case_sensitive,
        ),
      }));
      segments.forEach((segment, index) => {
        for (const { candidate, stems, term } of terms) {
          if (!segment.keys.has(candidate.key) || !stems.every((s) => segment.keys.has(s))) continue;
          const ranges = occurrences(term, segment.words as Word[]);
          if (ranges.length === 0) continue;
          const glossary = glossaryById.get(candidate.glossary_id)!;
          found[from + index]!.push({
            id: candidate.id,
            source: candidate.source,
            target: candidate.target,
            comment: candidate.comment,
            status: candidate.status,
            definition: candidate.definition,
            part_of_speech: candidate.part_of_speech,
            match_rule: candidate.match_rule,
            glossary: { id: glossary.id, name: glossary.name },
            ranges,
            first: ranges[0]![0],
            length: ranges[0]![1] - ranges[0]![0],
            priority: glossary.position,
          });
        }
      });
    }
  }
  return found.map(ordered);
}

/**
 * In source order, longer terms first, then by glossary priority; past the cap the longest terms are kept. A term
 * held twice (the same source and target, in one glossary or several) is listed once: the first glossary's.
 */
function ordered(all: Found[]): TermHit[] {
  all.sort((a, b) => a.first - b.first || b.length - a.length || a.priority - b.priority || a.id - b.id);
  const seen = new Set<string>();
  const found = all.filter((hit) => {
    const identity = recordIdentity(hit);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
  // A short term inside a longer one says least.
  const kept =
    found.length > MAX_TERM_HITS
      ? new Set([...found].sort((a, b) => b.length - a.length).slice(0, MAX_TERM_HITS))
      : undefined;
  return found
    .filter((hit) => !kept || kept.has(hit))
    .map(({ first: _first, length: _length, priority: _priority, ...hit }) => hit);
}
