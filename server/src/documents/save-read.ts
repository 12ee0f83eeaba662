import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { linkedGlossariesJson, type LinkedGlossary } from '../glossary/terms/lookup.ts';
import { holderExpression } from './live/presence.ts';
import type { DocumentRecordRow, DocumentRow } from './tables.ts';
import { json } from '../db/column-types.ts';

/** What a save needs of the segment's document. */
export type SaveDocument = Pick<
  DocumentRow,
  'id' | 'status' | 'xliff_version' | 'source_lang' | 'target_lang' | 'repetition_propagation' | 'handoff_id'
>;

/** What a save reads around the segment, besides the segment and its document. */
export interface SaveContext {
  /** The non-empty targets of the document's segments with this source, with how many have each (it included). */
  sourceTargets: Map<string, number>;
  /** How many of the document's segments have this source, it included: more than one, their QA follows it. */
  sourceSegments: number;
  /** The glossaries whose terms the QA looks for, by priority. */
  glossaries: LinkedGlossary[];
}

export interface SegmentForSave {
  record: DocumentRecordRow;
  document: SaveDocument;
  /** Who else is editing the segment (see live/holds.ts), null when nobody. */
  heldBy: string | null;
  context: SaveContext;
}

type Row = DocumentRecordRow & {
  document_status: DocumentRow['status'];
  document_xliff_version: string | null;
  document_source_lang: string;
  document_target_lang: string;
  document_repetition_propagation: DocumentRow['repetition_propagation'];
  document_handoff_id: number | null;
  held_by: string | null;
  source_segments: number;
  source_targets: [string, number][] | string;
  glossaries: LinkedGlossary[] | string;
};

/**
 * A segment with everything its save reads (its document, whether someone else holds it, the other targets of
 * its source, the glossaries of its document) in one statement: a save is the editor's most frequent request,
 * and with many editors on one document its round trips were most of its time. Undefined when there is no
 * such segment.
 */
export async function readSegmentForSave(
  db: Db,
  recordId: number,
  userId: number,
): Promise<SegmentForSave | undefined> {
  const { rows } = await sql<Row>`
    select r.*, d.status as document_status, d.xliff_version as document_xliff_version,
      d.source_lang as document_source_lang, d.target_lang as document_target_lang,
      d.repetition_propagation as document_repetition_propagation, d.handoff_id as document_handoff_id,
      ${holderExpression(sql<number>`r.id`, userId)} as held_by,
      same.segments as source_segments, same.targets as source_targets,
      ${linkedGlossariesJson('d')} as glossaries
    from document_records r
    join documents d on d.id = r.document_id
    cross join lateral (
      select coalesce(sum(n), 0)::int as segments,
        coalesce(json_agg(json_build_array(target, n)) filter (where btrim(target) <> ''), '[]'::json) as targets
      from (
        select s.target, count(*)::int as n from document_records s
        where s.document_id = r.document_id and md5(s.source) = md5(r.source) and s.source = r.source
        group by s.target
      ) by_target
    ) same
    where r.id = ${recordId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const {
    document_status,
    document_xliff_version,
    document_source_lang,
    document_target_lang,
    document_repetition_propagation,
    document_handoff_id,
    held_by,
    source_segments,
    source_targets,
    glossaries,
    ...record
  } = row;
  return {
    record,
    document: {
      id: record.document_id,
      status: document_status,
      xliff_version: document_xliff_version,
      source_lang: document_source_lang,
      target_lang: document_target_lang,
      repetition_propagation: document_repetition_propagation,
      handoff_id: document_handoff_id,
    },
    heldBy: held_by,
    context: {
      sourceTargets: new Map(json(source_targets).map(([target, count]) => [target, Number(count)])),
      sourceSegments: Number(source_segments),
      glossaries: json(glossaries),
    },
  };
}
