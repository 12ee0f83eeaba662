import { sql } from 'kysely';
import type { PreviewBlock, PreviewValueCell } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';

/**
 * A document's table cells that hold nothing to translate (a spreadsheet's numbers, dates, formulas' results), kept
 * at import as its format's reader found them, so that the preview draws its tables whole: every value in its row
 * and column, read-only, beside the segments' cells. Documents imported before they were kept have none.
 */

/** Cells stored by one statement. */
const BATCH = 5_000;

/** Stores the document's value cells in place of those it had. */
export async function storeValueCells(db: Db, documentId: number, cells: readonly PreviewValueCell[]): Promise<void> {
  await db.deleteFrom('document_value_cells').where('document_id', '=', documentId).execute();
  for (let i = 0; i < cells.length; i += BATCH) {
    const batch = cells.slice(i, i + BATCH);
    const column = (pick: (cell: PreviewValueCell) => number | string) => pgArrayLiteral(batch.map(pick));
    await sql`
      insert into document_value_cells (document_id, cell_table, cell_row, cell_col, value)
      select ${documentId}, c.cell_table, c.cell_row, c.cell_col, c.value from unnest(
        ${column((c) => c.cell.table)}::int[], ${column((c) => c.cell.row)}::int[],
        ${column((c) => c.cell.col)}::int[], ${column((c) => c.value)}::text[])
        as c (cell_table, cell_row, cell_col, value)`.execute(db);
  }
}

/** A place in reading order: a table, and a row of it. */
export interface TableRow {
  table: number;
  row: number;
}

/** Past every table and row. */
export const END: TableRow = { table: 2 ** 31 - 1, row: 2 ** 31 - 1 };
export const START: TableRow = { table: 0, row: 0 };

/** The document's value cells from `from` to `to` (rows of tables, both included), in table, row and column order. */
export async function valueCellsOf(
  db: Db,
  documentId: number,
  { from, to }: { from: TableRow; to: TableRow } = { from: START, to: END },
): Promise<PreviewValueCell[]> {
  const rows = await db
    .selectFrom('document_value_cells')
    .select(['cell_table', 'cell_row', 'cell_col', 'value'])
    .where('document_id', '=', documentId)
    .where(sql<boolean>`(cell_table, cell_row) >= (${from.table}, ${from.row})`)
    .where(sql<boolean>`(cell_table, cell_row) <= (${to.table}, ${to.row})`)
    .orderBy('cell_table')
    .orderBy('cell_row')
    .orderBy('cell_col')
    .execute();
  return rows.map((row) => ({
    cell: { table: row.cell_table, row: row.cell_row, col: row.cell_col },
    value: row.value,
  }));
}

/**
 * The blocks with the value cells among them: each table's after its last cell of segments, a table of values
 * alone after the table before it (or before the table after it), so that the preview draws each table whole.
 */
export function withValueCells(blocks: readonly PreviewBlock[], cells: readonly PreviewValueCell[]): PreviewBlock[] {
  if (cells.length === 0) return [...blocks];
  const byTable = new Map<number, PreviewBlock[]>();
  for (const { cell, value } of cells) {
    const block: PreviewBlock = {
      kind: 'table-cell',
      level: null,
      cell,
      place: null,
      label: null,
      segments: [],
      value,
    };
    const table = byTable.get(cell.table);
    if (table) table.push(block);
    else byTable.set(cell.table, [block]);
  }
  /** The value blocks to draw after each block (-1: before the first). */
  const after = new Map<number, PreviewBlock[]>();
  for (const [table, values] of byTable) {
    const own = blocks.findLastIndex((block) => block.cell?.table === table);
    const earlier = blocks.findLastIndex((block) => block.cell !== null && block.cell.table < table);
    const later = blocks.findIndex((block) => block.cell !== null && block.cell.table > table);
    const index = own >= 0 ? own : earlier >= 0 ? earlier : later >= 0 ? later - 1 : blocks.length - 1;
    after.set(index, [...(after.get(index) ?? []), ...values]);
  }
  return [...(after.get(-1) ?? []), ...blocks.flatMap((block, i) => [block, ...(after.get(i) ?? [])])];
}
