/**
 * A table read in keyset pages: `read(after)` answers at most `pageSize` rows whose `key` (an id or a position,
 * never negative) is above `after`, in key order; the next page starts after the last row's key, and a short
 * page is the last. No cursor and no long transaction: it works on both backends and holds nothing open while
 * the caller works on a page.
 */
export async function* keysetPages<Key extends string, Row extends Record<Key, number>>(
  key: Key,
  pageSize: number,
  read: (after: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after = -1;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1)![key];
  }
}

/** The rows of `keysetPages`, one at a time: for a reader that streams rows, not pages. */
export async function* keysetRows<Key extends string, Row extends Record<Key, number>>(
  key: Key,
  pageSize: number,
  read: (after: number) => Promise<Row[]>,
): AsyncGenerator<Row> {
  for await (const rows of keysetPages(key, pageSize, read)) yield* rows;
}
