import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { SaxesAttributeNS, SaxesTagNS } from 'saxes';
import { canonicalLanguageCode } from '@tessera/shared/contract/plain';
import { asXmlFormatError, createSafeXmlParser, feedXml, XmlFormatError } from '../xml.ts';
import { MAX_HELD_ELEMENT_CHARS } from '../xml-safety.ts';
import { createDecoder, decodeXmlBytes } from './encoding.ts';
import { TmxFormatError } from './errors.ts';
import { chooseLanguagePair, LanguageChoiceError, type LanguagePair } from './languages.ts';
import { SegmentCapture } from './segment.ts';
import { parseTmxDate, type TmxProp, type TmxUnit, type TmxUnitDetails } from './unit.ts';

export { TmxFormatError };

export interface TmxReadOptions {
  sourceLang?: string | undefined;
  targetLang?: string | undefined;
  /** How many TUs to look at before fixing the language pair (the look-ahead is held in memory). */
  lookahead?: number;
  /** Largest translation unit accepted, in characters of markup (MAX_UNIT_CHARS unless told). */
  maxUnitChars?: number;
}

/**
 * A translation unit holds a sentence or a paragraph, a few KB at most. A bigger one than the XML safety rules
 * let a reader hold is refused with its line number while it streams by, before it is held (and copied a few
 * times) in the reading worker's small heap, which it would otherwise exhaust.
 */
export const MAX_UNIT_CHARS = MAX_HELD_ELEMENT_CHARS;

/** Filled in while reading; complete once the units have been consumed. */
export interface TmxReadSummary {
  pair: LanguagePair | null;
  headerSourceLang: string | null;
  /** TUs read from the file, whatever became of them. */
  unitsRead: number;
  /** TUs without both languages of the pair. */
  skippedMissingLanguage: number;
  /** TUs whose source or target segment is empty. */
  skippedEmpty: number;
}

export interface TmxReader {
  units: AsyncIterable<TmxUnit>;
  /** The same units in the groups the parser produces them (one per chunk of the file): cheaper to iterate. */
  groups: AsyncIterable<TmxUnit[]>;
  summary: TmxReadSummary;
}

/** A TU as in the file: every language's segment, before the pair is known; the rest as its TmxUnit has it. */
interface RawTu extends Pick<TmxUnit, 'creationDate' | 'changeDate' | 'creationId' | 'changeId' | 'props' | 'notes'> {
  segments: Map<string, RawTuv>;
  tuid: string | null;
  usageCount: number | null;
}

/** One language's segment, with the props and notes of its tuv. */
interface RawTuv {
  xml: string;
  text: string;
  props: TmxProp[];
  notes: string[];
}

/** The unit's details, or null when the file gave none (most units: nothing is stored then). */
function detailsOf(tu: RawTu, source: RawTuv, target: RawTuv): TmxUnitDetails | null {
  const details: TmxUnitDetails = {};
  if (tu.tuid !== null) details.tuid = tu.tuid;
  if (tu.usageCount !== null) details.usage_count = tu.usageCount;
  if (source.props.length > 0 || source.notes.length > 0) details.source = { props: source.props, notes: source.notes };
  if (target.props.length > 0 || target.notes.length > 0) details.target = { props: target.props, notes: target.notes };
  return Object.keys(details).length > 0 ? details : null;
}

/**
 * Streams the translation units of a TMX 1.1-1.4b file, reduced to one language pair, in constant memory:
 * the XML is parsed chunk by chunk and at most one chunk's units (plus the first `lookahead` TUs, needed to
 * settle the language pair) are held at a time.
 */
export function readTmx(input: Readable | AsyncIterable<Buffer | Uint8Array>, options: TmxReadOptions = {}): TmxReader {
  const summary: TmxReadSummary = {
    pair: null,
    headerSourceLang: null,
    unitsRead: 0,
    skippedMissingLanguage: 0,
    skippedEmpty: 0,
  };
  const lookahead = options.lookahead ?? 500;
  const seenLanguages = new Map<string, number>();
  let pending: RawTu[] = [];
  let ready: TmxUnit[] = [];

  const settlePair = () => {
    try {
      summary.pair = chooseLanguagePair(
        {
          source: options.sourceLang,
          target: options.targetLang,
          headerSourceLang: summary.headerSourceLang ?? undefined,
        },
        seenLanguages,
      );
    } catch (error) {
      if (error instanceof LanguageChoiceError) throw new TmxFormatError(error.message);
      throw error;
    }
    for (const tu of pending) accept(tu);
    pending = [];
  };

  const accept = (tu: RawTu) => {
    const pair = summary.pair!;
    const source = tu.segments.get(pair.source);
    const target = tu.segments.get(pair.target);
    if (!source || !target) {
      summary.skippedMissingLanguage++;
    } else if (source.xml.trim() === '' || target.xml.trim() === '') {
      summary.skippedEmpty++;
    } else {
      ready.push({
        source: source.xml,
        target: target.xml,
        sourceText: source.text,
        targetText: target.text,
        creationDate: tu.creationDate,
        changeDate: tu.changeDate,
        creationId: tu.creationId,
        changeId: tu.changeId,
        props: tu.props,
        notes: tu.notes,
        details: detailsOf(tu, source, target),
      });
    }
  };

  const onTu = (tu: RawTu) => {
    summary.unitsRead++;
    if (summary.pair) return accept(tu);
    for (const language of tu.segments.keys()) seenLanguages.set(language, (seenLanguages.get(language) ?? 0) + 1);
    pending.push(tu);
    if (pending.length >= lookahead) settlePair();
  };

  // A DOCTYPE naming the TMX DTD (common in TMX 1.1/1.2 files) is accepted by the XML safety rules.
  const parser = createSafeXmlParser();
  const document = listen(parser, summary, onTu, options.maxUnitChars ?? MAX_UNIT_CHARS);

  async function* groups(): AsyncGenerator<TmxUnit[]> {
    const handOff = new HandOff<TmxUnit[]>();
    const feeding = feedXml(parser, decodeXmlBytes(input), async () => {
      document.checkUnitSize();
      if (ready.length > 0) await handOff.put(takeReady());
    })
      .then(
        async () => {
          if (!document.sawRoot()) throw new TmxFormatError('Not a TMX file: the file is empty');
          if (!summary.pair && summary.unitsRead > 0) settlePair();
          if (ready.length > 0) await handOff.put(takeReady());
          handOff.close();
        },
        (error: unknown) => handOff.fail(asTmxError(error)),
      )
      .catch((error: unknown) => handOff.fail(asTmxError(error)));
    try {
      for (;;) {
        const batch = await handOff.take();
        if (batch === null) break;
        yield batch;
      }
    } finally {
      handOff.cancel();
      if (typeof (input as Readable).destroy === 'function') (input as Readable).destroy();
      await feeding.catch(() => undefined);
    }
  }

  const takeReady = () => {
    const batch = ready;
    ready = [];
    return batch;
  };

  async function* units(): AsyncGenerator<TmxUnit> {
    for await (const group of groups()) yield* group;
  }

  return { units: { [Symbol.asyncIterator]: units }, groups: { [Symbol.asyncIterator]: groups }, summary };
}

class StopReading extends Error {}

/** How much of a file `checkTmxStart` looks at: the XML declaration, a DOCTYPE, comments and the root. */
const START_BYTES = 8192;

/**
 * Reads the first bytes of a TMX file the way the import will, so that an upload refused for what they hold (not
 * XML, another root element, an encoding not read, a ZIP archive, a DOCTYPE declaring entities) is refused at
 * once with the import's message. Throws TmxFormatError; bytes invalid in the encoding are left to the import,
 * which names their line.
 */
export async function checkTmxFileStart(path: string): Promise<void> {
  const handle = await open(path);
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(START_BYTES);
    head = buffer.subarray(0, (await handle.read(buffer, 0, buffer.length, 0)).bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length === 0) throw new TmxFormatError('Not a TMX file: the file is empty');
  const decoder = createDecoder(head);
  let text: string;
  try {
    text = decoder.decode(head, { stream: true }); // stream: a character cut at the end is no error
  } catch {
    return;
  }
  const parser = createSafeXmlParser();
  let root: string | undefined;
  parser.on('opentag', (tag) => {
    root = tag.local;
    throw new StopReading();
  });
  try {
    parser.write(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (!(error instanceof StopReading)) throw asTmxError(asXmlFormatError(error));
  }
  if (root !== undefined && root !== 'tmx')
    throw new TmxFormatError(`Not a TMX file: the root element is <${root}>, expected <tmx>`);
}

function asTmxError(error: unknown): Error {
  if (error instanceof TmxFormatError) return error;
  if (error instanceof XmlFormatError) return new TmxFormatError(`Not a valid TMX file: ${error.message}`);
  if (error instanceof Error && /root|document must contain/i.test(error.message)) {
    return new TmxFormatError(`Not a valid TMX file: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** TMX usagecount is a count; anything else is dropped rather than failing the import. */
function usageCount(value: string | undefined): number | null {
  const trimmed = value?.trim();
  return trimmed && /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Wires the SAX events to a small state machine that builds RawTu objects. */
function listen(
  parser: ReturnType<typeof createSafeXmlParser>,
  summary: TmxReadSummary,
  onTu: (tu: RawTu) => void,
  maxUnitChars: number,
) {
  const path: string[] = [];
  /** Where the current TU started (character offset and line), for the size limit. */
  let tuStart = { position: 0, line: 0 };
  const checkUnitSize = () => {
    if (tu && parser.position - tuStart.position > maxUnitChars) {
      const megabytes = Math.round((maxUnitChars / (1024 * 1024)) * 10) / 10;
      throw new TmxFormatError(
        `The translation unit at line ${tuStart.line} is larger than ${megabytes} MB; a translation memory holds ` +
          'sentences and paragraphs, not whole documents. Remove or split it and import the file again.',
      );
    }
  };
  let rootSeen = false;
  let tu: RawTu | null = null;
  let tuvLang: string | null = null;
  /** Props and notes of the tuv being read (they come before its seg). */
  let tuvProps: TmxProp[] = [];
  let tuvNotes: string[] = [];
  /** Text collector for prop/note. */
  let collecting: { kind: 'prop' | 'note'; type: string; lang?: string; text: string } | null = null;
  /** Seg capture: inner XML, plain text, depth of code elements, whether the last start tag is still open. */
  let seg: SegmentCapture | null = null;

  // Looked up by qualified name (a hot path: several attributes on every tu and tuv); TMX 1.1 writes `lang`
  // where 1.4 writes `xml:lang`.
  const attr = (tag: SaxesTagNS, name: string, alias?: string): string | undefined =>
    ((tag.attributes as Record<string, SaxesAttributeNS>)[name] ?? (alias ? tag.attributes[alias] : undefined))?.value;
  const language = (tag: SaxesTagNS): string | null => {
    const raw = attr(tag, 'xml:lang', 'lang');
    return raw === undefined ? null : canonicalLanguageCode(raw);
  };

  parser.on('opentag', (tag) => {
    const name = tag.local;
    if (path.length === 0) {
      if (name !== 'tmx') throw new TmxFormatError(`Not a TMX file: the root element is <${tag.name}>, expected <tmx>`);
      rootSeen = true;
    }
    if (seg) {
      seg.open(tag);
      path.push(name);
      return;
    }
    const parent = path[path.length - 1];
    path.push(name);
    if (name === 'header' && parent === 'tmx') {
      summary.headerSourceLang = attr(tag, 'srclang') ?? null;
    } else if (name === 'tu' && parent === 'body') {
      tuStart = { position: parser.position, line: parser.line };
      tu = {
        segments: new Map(),
        tuid: attr(tag, 'tuid') ?? null,
        usageCount: usageCount(attr(tag, 'usagecount')),
        creationDate: parseTmxDate(attr(tag, 'creationdate')),
        changeDate: parseTmxDate(attr(tag, 'changedate')),
        creationId: attr(tag, 'creationid') ?? null,
        changeId: attr(tag, 'changeid') ?? null,
        props: [],
        notes: [],
      };
    } else if (tu && (parent === 'tu' || parent === 'tuv') && (name === 'prop' || name === 'note')) {
      const lang = attr(tag, 'xml:lang', 'lang');
      collecting = { kind: name, type: attr(tag, 'type') ?? '', text: '', ...(lang ? { lang } : {}) };
    } else if (tu && name === 'tuv' && parent === 'tu') {
      tuvLang = language(tag);
      tuvProps = [];
      tuvNotes = [];
    } else if (tu && name === 'seg' && parent === 'tuv') {
      seg = new SegmentCapture();
    }
  });

  const onText = (text: string) => {
    checkUnitSize();
    if (seg) {
      seg.addText(text);
    } else if (collecting) {
      collecting.text += text;
    }
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  parser.on('closetag', (tag) => {
    path.pop();
    if (seg?.insideElement) {
      seg.close(tag);
      return;
    }
    const name = tag.local;
    if (seg && name === 'seg') {
      if (tu && tuvLang && !tu.segments.has(tuvLang)) {
        tu.segments.set(tuvLang, { xml: seg.xml, text: seg.text, props: tuvProps, notes: tuvNotes });
      }
      seg = null;
    } else if (collecting && (name === 'prop' || name === 'note')) {
      if (tu) {
        // path holds the parents once the prop/note itself is popped: 'tuv' for a language's own.
        const ofTuv = path[path.length - 1] === 'tuv';
        if (collecting.kind === 'prop') {
          const prop = {
            type: collecting.type,
            value: collecting.text,
            ...(collecting.lang ? { lang: collecting.lang } : {}),
          };
          (ofTuv ? tuvProps : tu.props).push(prop);
        } else {
          (ofTuv ? tuvNotes : tu.notes).push(collecting.text);
        }
      }
      collecting = null;
    } else if (name === 'tuv') {
      tuvLang = null;
    } else if (name === 'tu' && tu) {
      if (tu.segments.size > 0) onTu(tu);
      tu = null;
    }
  });
  return { sawRoot: () => rootSeen, checkUnitSize };
}

/**
 * A small bounded queue between the push-style parser and the pull-style async iterator: the parser may run a
 * few chunks ahead of the consumer (so parsing overlaps with the consumer's database writes) and then waits.
 */
class HandOff<T> {
  private readonly capacity = 4;
  private slot: T[] = [];
  private done = false;
  private error: unknown = null;
  private cancelled = false;
  private wakeConsumer: (() => void) | null = null;
  private wakeProducer: (() => void) | null = null;

  async put(value: T): Promise<void> {
    if (this.cancelled) throw new Error('TMX reading was cancelled');
    this.slot.push(value);
    this.wakeConsumer?.();
    while (this.slot.length >= this.capacity && !this.cancelled) {
      await new Promise<void>((resolve) => (this.wakeProducer = resolve));
    }
    if (this.cancelled) throw new Error('TMX reading was cancelled');
  }

  close() {
    this.done = true;
    this.wakeConsumer?.();
  }

  fail(error: unknown) {
    this.error ??= error;
    this.done = true;
    this.wakeConsumer?.();
  }

  cancel() {
    this.cancelled = true;
    this.wakeProducer?.();
  }

  async take(): Promise<T | null> {
    for (;;) {
      if (this.slot.length > 0) {
        const value = this.slot.shift()!;
        this.wakeProducer?.();
        return value;
      }
      if (this.error) throw this.error;
      if (this.done) return null;
      await new Promise<void>((resolve) => (this.wakeConsumer = resolve));
    }
  }
}
