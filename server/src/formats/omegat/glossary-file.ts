/** One entry of an OmegaT glossary file. */
export interface OmegatGlossaryEntry {
  source: string;
  target: string;
  comment: string;
}

/** A field on one line and in one column: tabs and line breaks would start another. */
const field = (value: string) => value.replace(/[\t\r\n]+/g, ' ').trim();

/**
 * OmegaT's tab-separated glossary (a `.txt` file is read as UTF-8): a line per entry, source, target and comment.
 * An entry with an empty side is left out, as OmegaT would show nothing for it.
 */
export function omegatGlossaryFile(entries: readonly OmegatGlossaryEntry[]): string {
  return entries
    .map((entry) => [field(entry.source), field(entry.target), field(entry.comment)])
    .filter(([source, target]) => source !== '' && target !== '')
    .map((columns) => `${columns.join('\t').replace(/\t$/, '')}\n`)
    .join('');
}
