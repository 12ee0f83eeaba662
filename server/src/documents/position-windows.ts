import type { Db } from '../db/database.ts';

/**
 * A document's positions in windows of `size`, from 0 to its last segment's: what a background pass over a large
 * document reads or writes per statement, through the `(document_id, position)` index, so that each statement
 * holds at most `size` segments whatever their sources or targets.
 */
export async function* positionWindows(
  db: Db,
  documentId: number,
  size: number,
): AsyncGenerator<{ from: number; to: number }> {
  const { last } = await db
    .selectFrom('document_records')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('document_id', '=', documentId)
    .executeTakeFirstOrThrow();
  if (last === null) return;
  for (let from = 0; from <= last; from += size) yield { from, to: from + size };
}
