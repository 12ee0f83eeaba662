import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { CliError } from './errors.ts';

/**
 * The key-revealing language `tessera screenshots capture` writes into an app's own translation files: each
 * message's text, unchanged, between two runs of invisible characters that say which message it is. The page
 * renders them (they are text), takes no room for them and breaks no line at them, so the boxes measured in this
 * language are those of the page in its own words.
 *
 * The characters are Unicode's invisible operators, default-ignorable format characters that fonts draw as nothing
 * and that leave the joining of Arabic letters around them as it was (ZWJ and ZWNJ would not):
 * U+2060 word joiner, then the message's number in binary (U+2061 a 0, U+2062 a 1), U+2063 before the text and
 * U+2064 after it. They stand before and after the whole message, never inside it, so an ICU message's or
 * i18next's placeholders, plurals and nesting (`$t(other.key)`, which then holds its own pair) read as before.
 */
export const MARK_OPEN = '\u2060';
const ZERO = '\u2061';
const ONE = '\u2062';
export const MARK_TEXT = '\u2063';
export const MARK_CLOSE = '\u2064';

export const markMessage = (index: number, text: string) =>
  `${MARK_OPEN}${index.toString(2).replaceAll('0', ZERO).replaceAll('1', ONE)}${MARK_TEXT}${text}${MARK_CLOSE}`;

/**
 * A message's number in an app that has the key-revealing language built in (tessera-screenshots.yml's
 * `revealing`): its key's 32-bit FNV-1a hash, so that the app marks each message without knowing the others and the
 * capture tells the key from the number by hashing the keys of the files it reads.
 */
export function keyNumber(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A message's text marked with its key's number, as an app's built-in key-revealing language shows it. */
export const markKey = (key: string, text: string) => markMessage(keyNumber(key), text);

/** The message numbers marked in `text` (an attribute's value may hold several). */
export function markedIn(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/\u2060([\u2061\u2062]+)\u2063/g))
    found.push(parseInt(match[1]!.replaceAll(ZERO, '0').replaceAll(ONE, '1'), 2));
  return found;
}

/** One message of the app: its key as Tessera names its segments (the unit id), and the file it is in. */
export interface Message {
  key: string;
  file: string;
}

/**
 * The formats whose files are marked: JSON (i18next, nested objects and arrays, `key_one` plural keys each a
 * message: unit id the path joined with dots, as Tessera's JSON reader names it) and ARB (each key not starting
 * with `@`, its value an ICU message); PO below.
 */
type Marker = (text: string, path: string, mark: (key: string, text: string) => string) => string;

function markJson(text: string, path: string, mark: (key: string, text: string) => string): string {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CliError(`${path}: not valid JSON: ${(error as Error).message}`);
  }
  const arb = extname(path) === '.arb';
  const walk = (value: unknown, keys: string[]): unknown => {
    if (typeof value === 'string') return value.trim() === '' ? value : mark(keys.join('.'), value);
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...keys, String(index)]));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) =>
          // ARB's `@key` and `@@locale` describe messages; only the messages themselves are shown.
          arb && keys.length === 0 && key.startsWith('@') ? [key, item] : [key, walk(item, [...keys, key])],
        ),
      );
    return value;
  };
  const marked = walk(data, []);
  return `${JSON.stringify(marked, null, 2)}\n`;
}

const C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v' };

/** A PO string's text, its C escapes read (`\n`, `\"`, `\\`, octal and hex). */
const unescapePo = (quoted: string) =>
  quoted.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]+)|(.))/g, (_all, octal?: string, hex?: string, other?: string) =>
    octal
      ? String.fromCharCode(parseInt(octal, 8))
      : hex
        ? String.fromCharCode(parseInt(hex, 16))
        : (C_ESCAPES[other!] ?? other!),
  );

const escapePo = (text: string) =>
  text.replace(
    /[\\"\n\t\r]/g,
    (character) => ({ '\n': '\\n', '\t': '\\t', '\r': '\\r' })[character] ?? `\\${character}`,
  );

/**
 * gettext PO (and POT): each entry's `msgstr`, each `msgstr[n]` of a plural entry, becomes one quoted string of its
 * text marked (where it is empty, the words gettext then shows: the msgid, or msgid_plural for the forms after the
 * first); its key the entry's unit id as Tessera's PO reader names it (the msgid, after `msgctxt` and U+0004 when it
 * has one), every form of a plural under the same key. The header, comments and obsolete entries (`#~`) stay as
 * they are; the marks are UTF-8, the charset a PO of other characters than ASCII declares.
 */
function markPo(text: string, path: string, mark: (key: string, text: string) => string): string {
  const charset = /^"Content-Type:[^"]*charset=([\w-]+)/im.exec(text)?.[1];
  if (charset && !/^(utf-?8|charset)$/i.test(charset))
    throw new CliError(`${path}: the capture writes UTF-8, and this PO file is in ${charset}`);
  const lines = text.split(/(?<=\n)/);
  const out: string[] = [];
  type Field = { name: string; value: string; lines: string[] };
  let fields: Field[] = [];
  const flush = () => {
    const value = (name: string) => fields.find((field) => field.name === name)?.value;
    const id = value('msgid');
    const context = value('msgctxt');
    for (const field of fields) {
      const form = /^msgstr(?:\[(\d+)\])?$/.exec(field.name);
      if (!form || id === undefined || (id === '' && context === undefined)) {
        out.push(...field.lines);
        continue;
      }
      const source = form[1] && form[1] !== '0' ? (value('msgid_plural') ?? id) : id;
      const shown = field.value === '' ? source : field.value;
      const end = /\r?\n$/.exec(field.lines.at(-1)!)?.[0] ?? '';
      const key = context === undefined ? id : `${context}\u0004${id}`;
      out.push(`${field.name} "${escapePo(mark(key, shown))}"${end}`);
    }
    fields = [];
  };
  for (const line of lines) {
    const keyword = /^\s*(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"\s*$/.exec(line);
    const more = /^\s*"(.*)"\s*$/.exec(line);
    if (keyword) {
      if ((keyword[1] === 'msgctxt' || keyword[1] === 'msgid') && fields.some((f) => f.name.startsWith('msgstr')))
        flush();
      fields.push({ name: keyword[1]!, value: unescapePo(keyword[2]!), lines: [line] });
    } else if (more && fields.length > 0) {
      fields.at(-1)!.value += unescapePo(more[1]!);
      fields.at(-1)!.lines.push(line);
    } else {
      flush();
      out.push(line);
    }
  }
  flush();
  return out.join('');
}

const MARKERS: Record<string, Marker> = { '.json': markJson, '.arb': markJson, '.po': markPo, '.pot': markPo };

export const canMark = (path: string) => extname(path) in MARKERS;

/** A translation file's bytes, or none when it is not there; a format the capture cannot mark is refused. */
async function readCatalog(root: string, path: string): Promise<Buffer | undefined> {
  const marker = MARKERS[extname(path)];
  if (!marker) throw new CliError(`${path}: screenshots capture reads JSON (i18next), ARB and PO translation files`);
  let bytes: Buffer;
  try {
    bytes = await readFile(join(root, path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new CliError(`${path}: ${(error as Error).message}`);
  }
  return bytes;
}

/**
 * The keys of an app with the key-revealing language built in, by the number it marks each with (`keyNumber`):
 * those of the messages of `paths` (relative to `root`); two keys of one number are both left out, as no box could
 * say which of the two it is.
 */
export async function builtInKeys(root: string, paths: string[]): Promise<Map<number, string>> {
  const keys = new Map<number, string>();
  const shared = new Set<number>();
  for (const path of paths) {
    const bytes = await readCatalog(root, path);
    if (!bytes) continue;
    MARKERS[extname(path)]!(bytes.toString('utf8'), path, (key, text) => {
      const number = keyNumber(key);
      const known = keys.get(number);
      if (known !== undefined && known !== key) shared.add(number);
      else keys.set(number, key);
      return text;
    });
  }
  for (const number of shared) keys.delete(number);
  return keys;
}

/**
 * The app's translation files, each rewritten in the key-revealing language, and put back as they were. Messages
 * are numbered across the files; `messages[n]` is the one marked `n`.
 */
export class RevealingCatalogs {
  readonly messages: Message[] = [];
  readonly #originals = new Map<string, Buffer>();
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  /** Writes every file of `paths` (relative to the root) marked; the files not there are left alone. */
  async write(paths: string[]): Promise<void> {
    for (const path of paths) {
      const full = join(this.#root, path);
      if (this.#originals.has(full)) continue;
      const bytes = await readCatalog(this.#root, path);
      if (!bytes) continue;
      const marked = MARKERS[extname(path)]!(bytes.toString('utf8'), path, (key, text) => {
        this.messages.push({ key, file: path });
        return markMessage(this.messages.length - 1, text);
      });
      this.#originals.set(full, bytes);
      await writeFile(full, marked);
    }
  }

  /** Puts every file written back, byte for byte. */
  async restore(): Promise<void> {
    for (const [full, bytes] of this.#originals) await writeFile(full, bytes);
    this.#originals.clear();
  }

  /** Puts every file back at once, as the process ends on a signal. */
  restoreNow(): void {
    for (const [full, bytes] of this.#originals) writeFileSync(full, bytes);
    this.#originals.clear();
  }
}
