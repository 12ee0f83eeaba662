import { sql, type RawBuilder } from 'kysely';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern for a literal substring: %, _ and the escape character itself lose their meaning. */
export function containsPattern(search: string, caseSensitive = false): string {
  return `%${escapeLike(caseSensitive ? search : search.toLowerCase())}%`;
}

/**
 * A LIKE pattern that every text holding `search` in any case matches once lowered in the "C" collation, which
 * lowers A-Z alone: the term's runs of ASCII characters in order, any text between them. No character but A-Z
 * lowers to an ASCII character other than i and k (İ and the Kelvin sign do), so those two and every other
 * character of the term stand for "anything" (%), whatever the collation's lowering does to them. Undefined
 * when nothing of the term is left to test.
 */
export function asciiPrefilterPattern(search: string): string | undefined {
  const runs = search
    .toLowerCase()
    .split(/[^\x20-\x7e]|[ik]/)
    .filter(Boolean);
  return runs.length === 0 ? undefined : `%${runs.map(escapeLike).join('%')}%`;
}

/**
 * `lower(column) like` the term, as a scan over many rows can afford it. lower() under the database's collation
 * goes through the C library's wide characters: two thirds of a search's statement over a 50,000-segment
 * document (79.5 ms, 27 without lowering). Lowering in the "C" collation costs a fraction of that, so a row is
 * first tested against the term's ASCII runs (asciiPrefilterPattern) and only the few that pass are lowered in
 * full. The full test decides: the result is the same as without the first.
 */
export function containsIgnoringCase(column: RawBuilder<unknown>, search: string): RawBuilder<boolean> {
  const exact = sql<boolean>`lower(${column}) like ${containsPattern(search)}`;
  const prefilter = asciiPrefilterPattern(search);
  if (prefilter === undefined) return exact;
  return sql<boolean>`(lower(${column} collate "C") like ${prefilter} and ${exact})`;
}
