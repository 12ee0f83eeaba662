/**
 * The text of the scale bench's installation (bench/scale.ts): TM sources with the length and vocabulary of real
 * TMs, a term base, and project files in mixed formats whose sentences partly repeat the TM's, as a product's next
 * release repeats its last. Everything streams or is bounded: ten million units never stand in memory at once.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { prng } from '../server/src/test/prng.ts';
import { edit, sentence, text, vocabulary } from './measure.ts';

/** Recent sources a near-duplicate may repeat: enough for variety, bounded so that 10M units stay in a few MB. */
const RECENT = 50_000;

/**
 * The TM's sources, one after another: one in ten a short UI string (1-2 words, as "Cancel" or "Save file." that
 * real software TMs hold by the thousand), one in five a near-duplicate of a recent unit (1-4 words changed, as
 * revisions of the same text), the rest sentences of 3-60 words over a Zipf-like vocabulary of ~30k words.
 * `recent` is left holding the last sources, for the project's files to repeat; `seed` makes another TM's.
 */
export function* tmSources(units: number, recent: string[][] = [], seed = 42): Generator<string> {
  const random = prng(seed);
  for (let i = 0; i < units; i++) {
    const kind = random();
    const words =
      kind < 0.1
        ? sentence(random, 1 + Math.floor(random() * 2))
        : kind < 0.3 && recent.length > 0
          ? edit(random, recent[Math.floor(random() * recent.length)]!)
          : sentence(random);
    if (recent.length < RECENT) recent.push(words);
    else recent[i % RECENT] = words;
    yield text(words);
  }
}

/** Writes `lines` to `path` in chunks of about 1 MB, waiting for the disk when it is behind. */
export async function writeLines(path: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  let chunk = '';
  for (const line of lines) {
    chunk += `${line}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

/**
 * A term base as CSV (English, German): terms of 1-3 words drawn evenly from the vocabulary (terms are a domain's
 * nouns, rarer than the words around them), each with its number so that no two are the same entry.
 */
export function* glossaryCsvLines(terms: number): Generator<string> {
  const random = prng(11);
  const words = vocabulary();
  yield 'en,de';
  for (let i = 0; i < terms; i++) {
    const term = Array.from(
      { length: 1 + Math.floor(random() * 3) },
      () => words[Math.floor(random() * words.length)]!,
    );
    yield `${term.join(' ')},${term.map((word) => `${word}en`).join(' ')} ${i}`;
  }
}

/** The project's file formats, in turn: none names a target language, so each becomes a document per language. */
const FORMATS = ['json', 'pot', 'md', 'html'] as const;

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The project's `index`-th file, about `words` words: two in five sentences near-duplicates of the TM's recent
 * units (what lookups find), one in ten short UI strings, the rest new.
 */
export function projectFile(
  index: number,
  words: number,
  recent: readonly string[][],
): { name: string; content: string } {
  const random = prng(1000 + index);
  const sentences: string[] = [];
  for (let count = 0; count < words;) {
    const kind = random();
    const picked =
      kind < 0.4 && recent.length > 0
        ? edit(random, recent[Math.floor(random() * recent.length)]!)
        : kind < 0.5
          ? sentence(random, 1 + Math.floor(random() * 2))
          : sentence(random);
    sentences.push(text(picked));
    count += picked.length;
  }
  const format = FORMATS[index % FORMATS.length]!;
  const name = `release-${String(index).padStart(5, '0')}.${format}`;
  if (format === 'json')
    return { name, content: JSON.stringify(Object.fromEntries(sentences.map((s, i) => [`screen.text_${i}`, s]))) };
  if (format === 'pot')
    return {
      name,
      content: sentences.map((s, i) => `#: screen.c:${i}\nmsgid "${s}"\nmsgstr ""\n`).join('\n'),
    };
  if (format === 'md') return { name, content: sentences.map((s) => `${s}\n`).join('\n') };
  return {
    name,
    content: `<!DOCTYPE html>\n<html><head><title>Release notes ${index}</title></head><body>\n${sentences
      .map((s) => `<p>${escapeXml(s)}</p>`)
      .join('\n')}\n</body></html>\n`,
  };
}
