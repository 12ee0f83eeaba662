/**
 * Line and column (both from 1) of an offset in the text, for messages about a malformed file. A module of its
 * own: the XML reader and the segmentation rules need it, and text-units.ts needs them.
 */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
