import type { Readable } from 'node:stream';
import { XmlFormatError } from '../xml.ts';
import { utf8Decoder, XmlScanner } from '../xml-scanner.ts';
import { encodeXmlText, openXmlText, representableIn, type XmlText } from './encoding.ts';
import { XLIFF_REJECTED_QUALIFIERS, XLIFF_REJECTED_SUBSTATE } from '@tessera/shared/contract/segment-status';
import { escapeRegExp } from '@tessera/shared/contract/segment-text';
import type { SegmentOrigin } from '@tessera/shared/contract';
import { escapeXmlAttribute } from '../xml-escape.ts';
import { renderInline } from './inline.ts';
import { originOfQualifier, pretranslationQualifier, pretranslationSubState } from './pretranslation.ts';
import { XliffWalker, type ParsedSegment, type ParsedUnit, type Span } from './walker.ts';
import type { SegmentEdit } from '../document.ts';

/** Attributes to set on a start tag; null removes one. */
type Attributes = Record<string, string | null>;

interface Splice {
  start: number;
  end: number;
  text: string;
}

/**
 * Streams the original file back out with the edited segments spliced in. Everything outside the spots it
 * rewrites (a target's content, its state/approved attribute) is copied verbatim from the original text, so
 * an untouched document comes back byte for byte. `edits` must be in position order; segments without an
 * edit keep their original markup. Memory stays flat: text is flushed as soon as no open unit can still need it.
 * The file is read in its own encoding (`openXmlText`) and written back in it by `rewriteXliffFile`.
 */
export async function* rewriteXliff(
  input: Readable | AsyncIterable<Buffer>,
  edits: AsyncIterable<SegmentEdit>,
  options: RewriteOptions = {},
): AsyncGenerator<string> {
  yield* rewriteText(await openXmlText(input), edits, options);
}

export interface RewriteOptions {
  /**
   * The document's target language: written into the root of a 2.0 file without trgLang and into each 1.2
   * `<file>` without target-language (the file named none and the upload chose it), so the next tool knows it.
   */
  targetLanguage?: string | undefined;
}

/**
 * The rewritten file as bytes in the encoding it came in (iconv-lite's name for it, e.g. `windows-1252`). A
 * character of an edited target that the encoding cannot represent is written as a character reference (see
 * `representableIn`), so nothing is lost.
 */
export async function rewriteXliffFile(
  input: Readable | AsyncIterable<Buffer>,
  edits: AsyncIterable<SegmentEdit>,
  options: RewriteOptions = {},
): Promise<{ encoding: string; bytes: AsyncGenerator<Buffer> }> {
  const file = await openXmlText(input);
  return { encoding: file.encoding, bytes: encodeXmlText(rewriteText(file, edits, options), file.encoding) };
}

async function* rewriteText(
  file: XmlText,
  edits: AsyncIterable<SegmentEdit>,
  options: RewriteOptions,
): AsyncGenerator<string> {
  const parser = new XmlScanner();
  const closedUnits: ParsedUnit[] = [];
  const walker = new XliffWalker(parser, (unit) => closedUnits.push(unit));
  const text = new TextWindow();
  const editQueue = new EditQueue(edits);
  const splices: Splice[] = [];
  const decoder = utf8Decoder();
  const representable = representableIn(file.encoding);

  const planClosedUnits = async () => {
    for (const unit of closedUnits.splice(0)) {
      const unitEdits = await editQueue.take(unit.firstOrdinal, unit.firstOrdinal + unit.segments.length);
      if (unitEdits.size > 0)
        for (const splice of planUnit(unit, unitEdits, text))
          addSplice({ ...splice, text: representable(splice.text) });
    }
  };

  // Splices are applied in position order; a tag's splice may be planned after those of units closed before it.
  const addSplice = (splice: Splice) => {
    let index = splices.length;
    while (index > 0 && splices[index - 1]!.start > splice.start) index--;
    splices.splice(index, 0, splice);
  };
  const setTagAttribute = (end: number, name: string, value: string) => {
    const start = text.tagStartBefore(end);
    addSplice({ start, end, text: representable(setAttribute(text.slice(start, end), name, value)) });
  };

  let rootWritten = false;
  const feed = (chunk: string) => {
    text.append(chunk);
    try {
      parser.write(chunk);
    } catch (error) {
      throw new XmlFormatError(`The stored document cannot be read back: ${(error as Error).message}`);
    }
    // Tags are planned before anything after them is flushed.
    const language = options.targetLanguage;
    if (!rootWritten && walker.rootTagEnd !== null) {
      rootWritten = true;
      const end = walker.rootTagEnd;
      const rootTag = text.slice(text.tagStartBefore(end), end);
      if (language && walker.header?.version === '2.0' && !/\strgLang\s*=/.test(rootTag))
        setTagAttribute(end, 'trgLang', language);
    }
    for (const file of walker.takeFileTags())
      if (language && !file.namesTarget) setTagAttribute(file.end, 'target-language', language);
  };

  for await (const chunk of file.chunks) {
    feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    await planClosedUnits();
    const barrier = walker.openUnitTagEnd !== null ? text.tagStartBefore(walker.openUnitTagEnd) : text.lastTagStart();
    const out = text.flush(barrier, splices);
    if (out) yield out;
  }
  feed(decoder.decode());
  parser.close();
  await planClosedUnits();
  const out = text.flush(text.end, splices);
  if (out) yield out;
}

/** The not-yet-written tail of the decoded text, addressed by absolute positions (the reader's `position`). */
class TextWindow {
  private buffer = '';
  private start = 0;

  get begin() {
    return this.start;
  }

  get end() {
    return this.start + this.buffer.length;
  }

  append(chunk: string) {
    this.buffer += chunk;
  }

  slice(from: number, to: number) {
    return this.buffer.slice(from - this.start, to - this.start);
  }

  /** Start of the tag that ends at `end` ('<' cannot occur inside a tag, so the last one before it is it). */
  tagStartBefore(end: number) {
    const index = this.buffer.lastIndexOf('<', end - 1 - this.start);
    if (index < 0) throw new Error('tag start already flushed');
    return this.start + index;
  }

  /** A tag that is not complete yet starts at or after the last '<'; everything before it is settled. */
  lastTagStart() {
    const index = this.buffer.lastIndexOf('<');
    return index < 0 ? this.end : this.start + index;
  }

  /** Writes out everything before `barrier`, applying the splices that lie entirely before it. */
  flush(barrier: number, splices: Splice[]): string {
    let out = '';
    let cursor = this.start;
    while (splices.length > 0 && splices[0]!.end <= barrier) {
      const splice = splices.shift()!;
      out += this.slice(cursor, splice.start) + splice.text;
      cursor = splice.end;
    }
    const until = splices.length > 0 ? Math.min(barrier, splices[0]!.start) : barrier;
    if (until > cursor) {
      out += this.slice(cursor, until);
      cursor = until;
    }
    this.buffer = this.buffer.slice(cursor - this.start);
    this.start = cursor;
    return out;
  }
}

/** Pulls position-ordered edits as units ask for them. */
class EditQueue {
  private readonly iterator: AsyncIterator<SegmentEdit>;
  private next: SegmentEdit | null = null;
  private done = false;

  constructor(edits: AsyncIterable<SegmentEdit>) {
    this.iterator = edits[Symbol.asyncIterator]();
  }

  async take(from: number, to: number): Promise<Map<number, SegmentEdit>> {
    const taken = new Map<number, SegmentEdit>();
    for (;;) {
      if (!this.next && !this.done) {
        const result = await this.iterator.next();
        if (result.done) this.done = true;
        else this.next = result.value;
      }
      if (!this.next || this.next.position >= to) return taken;
      if (this.next.position >= from) taken.set(this.next.position, this.next);
      this.next = null;
    }
  }
}

const hasContent = (target: string) => target.trim() !== '';

function planUnit(unit: ParsedUnit, edits: Map<number, SegmentEdit>, text: TextWindow): Splice[] {
  return unit.version === '1.2' ? planUnit12(unit, edits, text) : planUnit20(unit, edits, text);
}

function planUnit12(unit: ParsedUnit, edits: Map<number, SegmentEdit>, text: TextWindow): Splice[] {
  const splices: Splice[] = [];
  const final = unit.segments.map((segment, index) => edits.get(unit.firstOrdinal + index) ?? segment);
  const allApproved = final.every((s) => s.approved);
  const state = targetState12(final, unit.targetQualifier);

  const unitTagStart = text.tagStartBefore(unit.tagEnd);
  const unitTag = text.slice(unitTagStart, unit.tagEnd);
  if (allApproved || /\sapproved\s*=/.test(unitTag)) {
    splices.push({
      start: unitTagStart,
      end: unit.tagEnd,
      text: setAttribute(unitTag, 'approved', allApproved ? 'yes' : 'no'),
    });
  }

  if (unit.segmented && unit.target && unit.segments.every((segment) => segment.targetMark)) {
    splices.push(...fillTargetMarks(unit, edits, state, text));
    return splices;
  }
  let content: string;
  if (unit.segmented) {
    content = segmentedTargetContent(unit, edits, text);
  } else {
    const segment = unit.segments[0];
    const edit = edits.get(unit.firstOrdinal);
    if (!segment || !edit) return splices;
    content = renderInline(edit.target, segment.codes);
  }
  const after = unit.segSource ?? unit.source;
  splices.push(...writeTarget(unit.target, after, content, state, text));
  return splices;
}

/**
 * A 1.2 unit's target state over all its segments: `signed-off` when a reviewer confirmed all of them, `final` when
 * all are approved; a rejected one makes the unit
 * one to review again, `state-qualifier` saying why (the file's own rejected-* value kept, else
 * `rejected-inaccurate`: 1.2's qualifiers name no plainer reason); all translated is `translated`, a draft
 * included (1.2 has no draft state: `translated` says the target is there, not that anyone confirmed it, which
 * only `signed-off`/`final` do), unless a TM match or MT nobody confirmed is among them: then the unit is
 * `needs-review-translation` qualified `exact-match`, `fuzzy-match` or `mt-suggestion` (the weakest); else
 * `needs-translation`. A qualifier of those kinds goes once it no longer applies.
 */
function targetState12(
  segments: readonly {
    target: string;
    approved: boolean;
    reviewed?: boolean;
    rejected?: boolean;
    origin?: SegmentOrigin | null;
  }[],
  qualifier: string | null,
): Attributes {
  const hadOwnQualifier =
    (XLIFF_REJECTED_QUALIFIERS as readonly string[]).includes(qualifier ?? '') || originOfQualifier(qualifier) !== null;
  const withoutOwnQualifier: Attributes = hadOwnQualifier ? { 'state-qualifier': null } : {};
  if (segments.every((s) => s.approved))
    return { state: segments.every((s) => s.reviewed) ? 'signed-off' : 'final', ...withoutOwnQualifier };
  if (segments.some((s) => s.rejected && !s.approved)) {
    const wasRejected = (XLIFF_REJECTED_QUALIFIERS as readonly string[]).includes(qualifier ?? '');
    return { state: 'needs-review-translation', 'state-qualifier': wasRejected ? qualifier : 'rejected-inaccurate' };
  }
  if (!segments.every((s) => hasContent(s.target))) return { state: 'needs-translation', ...withoutOwnQualifier };
  const unconfirmed = pretranslationQualifier(segments);
  if (unconfirmed) return { state: 'needs-review-translation', 'state-qualifier': unconfirmed };
  return { state: 'translated', ...withoutOwnQualifier };
}

/**
 * A target that already has a seg mrk for every segment keeps its own markup (a tool may have reordered the
 * segments or put codes between them): only the edited mrks' content and the state change.
 */
function fillTargetMarks(
  unit: ParsedUnit,
  edits: Map<number, SegmentEdit>,
  state: Attributes,
  text: TextWindow,
): Splice[] {
  const target = unit.target!;
  const tagStart = text.tagStartBefore(target.openEnd);
  const splices: Splice[] = [
    { start: tagStart, end: target.openEnd, text: setAttributes(text.slice(tagStart, target.openEnd), state) },
  ];
  unit.segments.forEach((segment, index) => {
    const edit = edits.get(unit.firstOrdinal + index);
    if (edit) splices.push(replaceContent(segment.targetMark!, renderInline(edit.target, segment.codes), text));
  });
  return splices.sort((a, b) => a.start - b.start);
}

/** A target missing some seg mrks is rebuilt from <seg-source>: same markup between segments, each <mrk> filled in. */
function segmentedTargetContent(unit: ParsedUnit, edits: Map<number, SegmentEdit>, text: TextWindow): string {
  const segSource = unit.segSource!;
  const from = segSource.openEnd;
  const to = segSource.selfClosing ? from : text.tagStartBefore(segSource.closeEnd);
  const local: Splice[] = [];
  unit.segments.forEach((segment, index) => {
    if (!segment.sourceMark) return;
    const edit = edits.get(unit.firstOrdinal + index);
    const content = edit
      ? renderInline(edit.target, segment.codes)
      : segment.targetMark
        ? innerText(segment.targetMark, text)
        : '';
    local.push(replaceContent(segment.sourceMark, content, text));
  });
  let out = '';
  let cursor = from;
  for (const splice of local) {
    out += text.slice(cursor, splice.start) + splice.text;
    cursor = splice.end;
  }
  return out + text.slice(cursor, to);
}

function planUnit20(unit: ParsedUnit, edits: Map<number, SegmentEdit>, text: TextWindow): Splice[] {
  const splices: Splice[] = [];
  unit.segments.forEach((segment, index) => {
    const edit = edits.get(unit.firstOrdinal + index);
    if (!edit || segment.tagEnd === null) return;
    const tagStart = text.tagStartBefore(segment.tagEnd);
    splices.push({
      start: tagStart,
      end: segment.tagEnd,
      text: setAttributes(text.slice(tagStart, segment.tagEnd), segmentState20(edit, segment)),
    });
    splices.push(
      ...writeTarget(segment.targetSpan, segment.sourceSpan, renderInline(edit.target, segment.codes), null, text),
    );
  });
  return splices;
}

/**
 * A 2.0 segment's state: `reviewed` (a reviewer confirmed it), `final` (approved), `translated` (a target, a draft included: 2.0's `reviewed` and `final`
 * are its confirmations) or `initial`. A rejected one is `translated` with `subState` `tessera:rejected`, 2.0
 * having no state for it; a TM match or MT nobody confirmed is `translated` with a `subState` naming its origin
 * (`tessera:fuzzy-match`). Otherwise a subState goes with a state changed under it, as 2.0 asks of writers, and
 * one of Tessera's goes once it no longer applies.
 */
function segmentState20(edit: SegmentEdit, segment: ParsedSegment): Attributes {
  const rejected = edit.rejected === true && !edit.approved;
  const state = edit.approved
    ? edit.reviewed
      ? 'reviewed'
      : 'final'
    : rejected || hasContent(edit.target)
      ? 'translated'
      : 'initial';
  if (rejected) return { state, subState: XLIFF_REJECTED_SUBSTATE };
  const unconfirmed = pretranslationSubState(edit);
  if (unconfirmed) return { state, subState: unconfirmed };
  const hadOwnSubState = segment.rejected || segment.origin !== null;
  return state === segment.state && !hadOwnSubState ? { state } : { state, subState: null };
}

/** Replaces an existing target's content (and state attributes), or inserts a new target after `after`. */
function writeTarget(
  target: Span | null,
  after: Span | null,
  content: string,
  state: Attributes | null,
  text: TextWindow,
): Splice[] {
  if (target) {
    const tagStart = text.tagStartBefore(target.openEnd);
    let tag = text.slice(tagStart, target.openEnd);
    if (state) tag = setAttributes(tag, state);
    if (target.selfClosing) {
      return [{ start: tagStart, end: target.closeEnd, text: `${openForm(tag)}${content}</${tagName(tag)}>` }];
    }
    return [
      { start: tagStart, end: target.openEnd, text: tag },
      { start: target.openEnd, end: text.tagStartBefore(target.closeEnd), text: content },
    ];
  }
  if (!after || content === '') return [];
  const afterStart = text.tagStartBefore(after.openEnd);
  const sourceTag = text.slice(afterStart, after.openEnd);
  const name = tagName(sourceTag).replace(/(^|:)(seg-)?source$/, '$1target');
  const stateText = Object.entries(state ?? {})
    .flatMap(([name, value]) => (value === null ? [] : [` ${name}="${escapeXmlAttribute(value)}"`]))
    .join('');
  const xml = `${indentBefore(afterStart, text)}<${name}${stateText}>${content}</${name}>`;
  return [{ start: after.closeEnd, end: after.closeEnd, text: xml }];
}

function replaceContent(span: Span, content: string, text: TextWindow): Splice {
  if (span.selfClosing) {
    const tagStart = text.tagStartBefore(span.openEnd);
    const tag = text.slice(tagStart, span.openEnd);
    return { start: tagStart, end: span.closeEnd, text: `${openForm(tag)}${content}</${tagName(tag)}>` };
  }
  return { start: span.openEnd, end: text.tagStartBefore(span.closeEnd), text: content };
}

function innerText(span: Span, text: TextWindow): string {
  return span.selfClosing ? '' : text.slice(span.openEnd, text.tagStartBefore(span.closeEnd));
}

const tagName = (tag: string) => /^<([^\s/>]+)/.exec(tag)?.[1] ?? 'target';
const openForm = (tag: string) => tag.replace(/\s*\/>$/, '>');

/** The line break and indentation in front of a tag, so an inserted sibling lines up with it. */
function indentBefore(tagStart: number, text: TextWindow): string {
  const before = text.slice(Math.max(tagStart - 200, text.begin), tagStart);
  const match = /(\r?\n)([ \t]*)$/.exec(before);
  return match ? match[1]! + match[2]! : '';
}

/** Sets (or with null removes) attributes of a start tag's verbatim text, leaving every other byte of it alone. */
function setAttributes(tag: string, attributes: Attributes): string {
  return Object.entries(attributes).reduce(
    (changed, [name, value]) => (value === null ? removeAttribute(changed, name) : setAttribute(changed, name, value)),
    tag,
  );
}

/** Removes one attribute (with the white space before it) from a start tag's verbatim text. */
function removeAttribute(tag: string, name: string): string {
  return tag.replace(new RegExp(`\\s+${escapeRegExp(name)}\\s*=\\s*("[^"]*"|'[^']*')`), '');
}

/** Sets one attribute inside a start tag's verbatim text, leaving every other byte of it alone. */
export function setAttribute(tag: string, name: string, value: string): string {
  const existing = new RegExp(`(\\s${escapeRegExp(name)}\\s*=\\s*)("[^"]*"|'[^']*')`);
  const quoted = `"${escapeXmlAttribute(value)}"`;
  if (existing.test(tag)) return tag.replace(existing, (_all, prefix: string) => `${prefix}${quoted}`);
  return tag.replace(/(\s*\/?>)$/, ` ${name}=${quoted}$1`);
}

export type { ParsedSegment };
