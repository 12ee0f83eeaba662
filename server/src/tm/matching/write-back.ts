import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { InlineCode } from '@tessera/shared/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import { TmxFormatError } from '../../formats/tmx/errors.ts';
import { tmLinksOf } from '../../links/links.ts';
import type { DocumentRecordRow } from '../../documents/tables.ts';
import { deleteUnit, findUnit, insertUnit, updateUnit, type UnitText } from '../repository.ts';
import { cutWhenGrown } from '../search-range-cuts.ts';
import { indexUnits, unindexUnit } from './index-store.ts';
import { segmentToMarkup } from './markup.ts';
import { json } from '../../db/column-types.ts';

/**
 * Stores an approved segment (source -> target) in every `write` TM its document uses (its own, or its project's). The unit it created there
 * is remembered per TM, so approving the segment again with another target updates that unit instead of adding
 * one more; units of the same source that came from elsewhere are left alone. When the TM already holds this very
 * pair (from elsewhere) nothing is added. A TM busy importing is skipped. The segment is saved before this runs:
 * a TM that cannot take the unit is logged, never a reason to lose the translator's work.
 */
export async function writeBackApproved(
  app: FastifyInstance,
  record: DocumentRecordRow,
  author: string,
): Promise<void> {
  // The document's own write TMs, or its project's when it uses the project's list.
  const { rows: tms } = await sql<{ id: number; processing_status: string; unit_id: number | null }>`
    select tm.id, tm.processing_status, written.unit_id
    from documents d
    cross join lateral ${tmLinksOf('d')} link
    join translation_memories tm on tm.id = link.tm_id
    left join document_record_tm_units written on written.tm_id = link.tm_id and written.record_id = ${record.id}
    where d.id = ${record.document_id} and link.mode = 'write'`.execute(app.db);
  if (tms.length === 0) return;
  let unit: UnitText;
  try {
    unit = unitOf(record);
  } catch (error) {
    if (!(error instanceof TmxFormatError)) throw error;
    app.log.warn({ recordId: record.id, err: error }, 'approved segment not written to its TMs');
    return;
  }
  for (const tm of tms) {
    if (tm.processing_status === 'processing') continue;
    try {
      await writeInto(app, record.id, tm.id, tm.unit_id, unit, author);
    } catch (error) {
      app.log.warn({ recordId: record.id, tmId: tm.id, err: error }, 'approved segment not written to a TM');
    }
  }
}

function unitOf(record: DocumentRecordRow): UnitText {
  const codes = json<InlineCode[]>(record.codes);
  const source = segmentToMarkup(record.source, codes);
  const target = segmentToMarkup(record.target, codes);
  return { source: source.xml, target: target.xml, source_text: source.text, target_text: target.text };
}

async function writeInto(
  app: FastifyInstance,
  recordId: number,
  tmId: number,
  writtenUnitId: number | null,
  unit: UnitText,
  author: string,
) {
  const db = app.db;
  const written = writtenUnitId === null ? undefined : await findUnit(db, writtenUnitId);
  if (written && written.tm_id === tmId) {
    if (written.source === unit.source && written.target === unit.target) return;
    try {
      const updated = await updateUnit(db, written.id, unit, author, undefined);
      if (updated && updated !== 'stale') await indexUnits(db, tmId, [updated]);
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The TM has this pair from elsewhere now: ours is redundant.
      await deleteUnit(db, written.id);
      await unindexUnit(db, tmId, written.id);
      await forget(app, recordId, tmId);
      return;
    }
  }
  try {
    const { inserted, unitsCount } = await insertUnit(db, tmId, unit, author);
    await indexUnits(db, tmId, [inserted]);
    await db
      .insertInto('document_record_tm_units')
      .values({ record_id: recordId, tm_id: tmId, unit_id: inserted.id })
      .onConflict((oc) => oc.columns(['record_id', 'tm_id']).doUpdateSet({ unit_id: inserted.id }))
      .execute();
    await cutWhenGrown(app, tmId, unitsCount);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Already there (from elsewhere): nothing to add, and nothing of ours to update later.
    await forget(app, recordId, tmId);
  }
}

const forget = (app: FastifyInstance, recordId: number, tmId: number) =>
  app.db.deleteFrom('document_record_tm_units').where('record_id', '=', recordId).where('tm_id', '=', tmId).execute();
