/**
 * Backslash escapes of C string literals, which gettext PO files and Apple `.strings` files both use.
 */

/** What `\n`, `\t` … stand for; any other escaped character (`\"`, `\\`, `\'`) stands for itself. */
const UNESCAPED: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v' };
const ESCAPED: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' };

/** The character a backslash followed by `character` stands for. */
export const unescapeC = (character: string) => UNESCAPED[character] ?? character;

/** Text as the content of a C string literal: backslashes, double quotes and line breaks and tabs escaped. */
export const escapeC = (text: string) => text.replace(/[\\"\n\t\r]/g, (character) => ESCAPED[character]!);

const BACKSLASH = 92;
const QUOTE = 34;

/**
 * The index of the closing quote of the C string literal whose opening quote is at `open` (a backslash escapes
 * the character after it), or -1 when it is not closed before `end`. A loop rather than a regular expression:
 * one with an alternative per character (`(?:[^"\\]|\\.)*`) overflows its backtracking stack on a string of a few MB.
 */
export function closingQuote(text: string, open: number, end = text.length): number {
  for (let i = open + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i;
  }
  return -1;
}
