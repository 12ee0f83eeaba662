import type { Db } from '../db/database.ts';
import { keysetRows } from '../db/keyset-pages.ts';
import { TERM_PAIR_FIELDS } from '../formats/terms.ts';
import type { RecordText } from './records.ts';

/** Records an export reads a statement. */
const EXPORT_PAGE = 5000;

/** Every record in id order, read in keyset pages (no cursor, no long transaction: works on both backends). */
export async function* streamRecords(db: Db, glossaryId: number): AsyncGenerator<RecordText> {
  const rows = keysetRows('id', EXPORT_PAGE, (after) =>
    db
      .selectFrom('glossary_records')
      .select(['id', 'source', 'target', ...TERM_PAIR_FIELDS])
      .where('glossary_id', '=', glossaryId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(EXPORT_PAGE)
      .execute(),
  );
  for await (const { id: _id, ...record } of rows) yield record;
}
