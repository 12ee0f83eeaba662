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
