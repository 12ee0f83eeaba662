import { inlineText, inlineToken } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';
import type { SegmentEdit } from '../document.ts';
import { UNTRANSLATED, type Splice, type TextUnit } from '../text-units.ts';
import { sentencesOf, sentencesWithWords } from './segment.ts';
import type { SegmentationRules } from './srx.ts';

/**
 * A paragraph of a markup format (HTML, Markdown) as the translator reads it, built from the file piece by
 * piece, that remembers where each of its characters came from: text (entities decoded, white space runs read
 * as one space where the markup collapses them) and inline codes (the markup of the file as it is). Its sentences
 * are then cut by the SRX rules, each with the span of the file it replaces and the spans of its codes, so that
 * a merge writes a translated sentence over exactly the file's text it was read from.
 */

export interface ParagraphSentence {
  /** The span `[start, end)` of the file the sentence was read from. */
  start: number;
  end: number;
  source: string;
  codes: InlineCode[];
  /** The span of the file each of `codes` holds, in the same order. */
  codeSpans: [number, number][];
}

const TOKEN = /\u0001(\d+)\u0002/g;

/**
 * A run of the paragraph's text and the file's span it came from: copied as it is (each character from its own
 * place), or standing for the span as a whole (an entity, collapsed white space, a code's token).
 */
interface Piece {
  textStart: number;
  fileStart: number;
  fileEnd: number;
  copied: boolean;
}

export class ParagraphBuilder {
  #text = '';
  #pieces: Piece[] = [];
  #codes: InlineCode[] = [];
  #codeSpans: [number, number][] = [];
  #pairs = 0;

  #add(value: string, fileStart: number, fileEnd: number, copied: boolean): void {
    if (value === '') return;
    this.#pieces.push({ textStart: this.#text.length, fileStart, fileEnd, copied });
    this.#text += value;
  }

  /** The file's text `value` at `start`, as it is. */
  addCopied(value: string, start: number): void {
    this.#add(value, start, start + value.length, true);
  }

  /** `value` standing as a whole for the file's span `[start, end)` (an entity, a line break). */
  addChars(value: string, start: number, end: number): void {
    this.#add(value, start, end, false);
  }

  /**
   * The file's `raw` text at `offset`: entities (`&amp;`) as `decode` reads them, and with `collapse` every run of
   * white space as one space, as HTML renders it.
   */
  addText(raw: string, offset: number, options: { collapse: boolean; decode?: (entity: string) => string }): void {
    const special = options.collapse
      ? /&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);?|[ \t\n\f\r]{2,}|[\t\n\f\r]/g
      : /&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);?/g;
    let copied = 0;
    for (const match of raw.matchAll(special)) {
      if (match[0].startsWith('&') && !options.decode) continue;
      this.#add(raw.slice(copied, match.index), offset + copied, offset + match.index, true);
      const end = match.index + match[0].length;
      this.addChars(match[0].startsWith('&') ? options.decode!(match[0]) : ' ', offset + match.index, offset + end);
      copied = end;
    }
    this.#add(raw.slice(copied), offset + copied, offset + raw.length, true);
  }

  /** The piece holding the paragraph's character at `offset`. */
  #pieceAt(offset: number): Piece {
    let [low, high] = [0, this.#pieces.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.#pieces[middle]!.textStart <= offset) low = middle;
      else high = middle - 1;
    }
    return this.#pieces[low]!;
  }

  /** Where the file's text for the paragraph's character at `offset` starts, and where it ends. */
  #fileStart(offset: number): number {
    const piece = this.#pieceAt(offset);
    return piece.copied ? piece.fileStart + offset - piece.textStart : piece.fileStart;
  }

  #fileEnd(offset: number): number {
    const piece = this.#pieceAt(offset);
    return piece.copied ? piece.fileStart + offset - piece.textStart + 1 : piece.fileEnd;
  }

  #addCode(kind: InlineCode['kind'], label: string, xml: string, start: number): number {
    const id = this.#codes.length + 1;
    this.#codes.push({ id, kind, label, xml });
    this.#codeSpans.push([start, start + xml.length]);
    this.addChars(inlineToken(id), start, start + xml.length);
    return id;
  }

  /** Markup that is no pair (`<br>`, an image, an element left as it is) at `start` of the file. */
  addStandalone(xml: string, start: number, label = xml): void {
    this.#addCode('standalone', label, xml, start);
  }

  /** An opening tag; the number its closing tag passes to `close`. */
  open(xml: string, start: number): number {
    const pair = ++this.#pairs;
    this.#addCode('open', `<${pair}>`, xml, start);
    return pair;
  }

  close(pair: number, xml: string, start: number): void {
    this.#addCode('close', `</${pair}>`, xml, start);
  }

  /** Whether the paragraph has text to translate besides its codes and white space. */
  get hasText(): boolean {
    return inlineText(this.#text).trim() !== '';
  }

  /** The paragraph's sentences in `language`, by `rules` (the default rules unless given). */
  sentences(language: string | undefined, rules?: SegmentationRules): ParagraphSentence[] {
    return sentencesOf(this.#text, this.#codes, language, rules).map(({ start, end, source, codes }) => ({
      start: this.#fileStart(start),
      end: this.#fileEnd(end - 1),
      source,
      codes,
      codeSpans: [...this.#text.slice(start, end).matchAll(TOKEN)].map(
        (token) => this.#codeSpans[Number(token[1]) - 1]!,
      ),
    }));
  }

  /**
   * The paragraph's sentences as the units of its markup format: paragraph `number` (`p3`), its sentences the
   * segments 1, 2, …, each with the paragraph's `context`; those without words (numbers, rules) are left out.
   */
  sentenceUnits(
    number: number,
    context: string,
    language: string | undefined,
    rules?: SegmentationRules,
  ): ParagraphUnit[] {
    const sentences = sentencesWithWords(this.sentences(language, rules), (sentence) => inlineText(sentence.source));
    return sentences.map(({ sentence, number: s }) => ({
      ...UNTRANSLATED,
      unitId: `p${number}`,
      segmentId: String(s),
      source: sentence.source,
      codes: sentence.codes,
      codeSpans: sentence.codeSpans,
      context,
      start: sentence.start,
      end: sentence.end,
    }));
  }
}

/**
 * A unit of a markup format: a sentence of a paragraph, whose codes hold the file's spans `codeSpans`, or a value
 * inside markup (`inMarkup`: an HTML attribute, a Markdown image's text) that may sit inside a sentence's code.
 */
export interface ParagraphUnit extends TextUnit {
  codeSpans: [number, number][];
  inMarkup?: boolean;
}

/**
 * The splices of a translated markup file: each translated unit's span with `render`'s text, where a translated
 * value inside markup that a translated sentence's code holds is written into that code instead (two splices of
 * one span would overlap).
 */
export function paragraphSplices<Unit extends ParagraphUnit>(
  text: string,
  units: readonly Unit[],
  edits: ReadonlyMap<number, SegmentEdit>,
  render: (unit: Unit, target: string, codes: InlineCode[]) => string,
): Splice[] {
  const translated = units.flatMap((unit, position) => {
    const edit = edits.get(position);
    return edit && edit.target !== '' && !unit.locked ? [{ unit, target: edit.target }] : [];
  });
  const values = translated
    .filter(({ unit }) => unit.inMarkup)
    .map(({ unit, target }) => ({ start: unit.start, end: unit.end, text: render(unit, target, unit.codes) }));
  const inCodes = new Set<Splice>();
  const withValues = (code: InlineCode, span: [number, number] | undefined): InlineCode => {
    if (!span) return code;
    const [start, end] = span;
    let xml = '';
    let copied = start;
    for (const value of values.filter((v) => v.start >= start && v.end <= end)) {
      xml += text.slice(copied, value.start) + value.text;
      copied = value.end;
      inCodes.add(value);
    }
    return { ...code, xml: xml + text.slice(copied, end) };
  };
  const sentences = translated
    .filter(({ unit }) => !unit.inMarkup)
    .map(({ unit, target }) => {
      const codes = unit.codes.map((code, i) => withValues(code, unit.codeSpans[i]));
      return { start: unit.start, end: unit.end, text: render(unit, target, codes) };
    });
  return [...sentences, ...values.filter((value) => !inCodes.has(value))];
}
