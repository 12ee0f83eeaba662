import { attributeList, attributeValue, type XmlEventSource, type XmlTag } from '../xml-scanner.ts';
import { inlineText } from '@tessera/shared/contract/segment-text';
import type { DocumentSegment } from '../document.ts';
import {
  XLIFF_REJECTED_QUALIFIERS,
  XLIFF_REJECTED_SUBSTATE,
  XLIFF_REVIEWED_STATES,
} from '@tessera/shared/contract/segment-status';
import { originOfQualifier, originOfSubState } from './pretranslation.ts';
import { XmlFormatError } from '../xml.ts';
import { CodeBook, InlineCollector, normalizeSpace, readSource } from './inline.ts';

export type XliffVersion = '1.2' | '2.0';
export interface XliffHeader {
  version: XliffVersion;
  sourceLang: string;
  targetLang: string;
}

/** Where an element sits in the decoded text: `openEnd` just after its start tag, `closeEnd` after its end. */
export interface Span {
  openEnd: number;
  closeEnd: number;
  selfClosing: boolean;
}

/**
 * One translatable segment as found in the file: the segment the import takes, as XLIFF states it, with the
 * spans the download needs to rewrite it. XLIFF states `rejected` as a 1.2 `state-qualifier` `rejected-*` or a
 * 2.0 `subState` `tessera:rejected`; `origin` of a target not confirmed yet as a 1.2 `state-qualifier`
 * `exact-match`, `fuzzy-match` or `mt-suggestion`, or a 2.0 `subState` `tessera:…` (pretranslation.ts);
 * `maxWidth` as a 1.2 trans-unit's maxwidth with size-unit="char" (the default unit is pixels, which text cannot
 * be measured in here) or a 2.0 unit's `slr:sizeRestriction` maximum (Size and Length Restriction module) where
 * the file's general profile counts code points (`xliff:codepoints`, the default), kept for a unit of one segment
 * only: a limit on a unit cut into several segments is on their sum, as a group's is on its units'.
 */
export interface ParsedSegment extends DocumentSegment {
  /** The file has a target for the segment, even an empty one (`target` is empty without one too). */
  hasTarget: boolean;
  /** A reviewer confirmed the target: approved with 1.2 state `signed-off`, 2.0 `reviewed`. */
  reviewed: boolean;
  /** 2.0: end of the <segment> start tag (its state attribute is rewritten). */
  tagEnd: number | null;
  /** 2.0: the segment's <source>, after which a missing <target> is inserted. */
  sourceSpan: Span | null;
  /** 2.0: the segment's <target>. */
  targetSpan: Span | null;
  /** 1.2 segmented units: the <mrk mtype="seg"> in <seg-source> and in <target>. */
  sourceMark: Span | null;
  targetMark: Span | null;
}

export interface ParsedUnit {
  version: XliffVersion;
  id: string;
  /** Document-order number of the unit's first segment. */
  firstOrdinal: number;
  segments: ParsedSegment[];
  /** End of the <trans-unit>/<unit> start tag. */
  tagEnd: number;
  /** 1.2 only: the segments are the <mrk mtype="seg"> of <seg-source> (else one segment, the trans-unit). */
  segmented: boolean;
  /** 1.2 only: <source>, <seg-source> and <target> of the trans-unit. */
  source: Span | null;
  segSource: Span | null;
  target: Span | null;
  /** 1.2 only: the target's state-qualifier. */
  targetQualifier: string | null;
}

export const XLIFF12_NS = 'urn:oasis:names:tc:xliff:document:1.2';
export const XLIFF11_NS = 'urn:oasis:names:tc:xliff:document:1.1';
export const XLIFF20_NS = 'urn:oasis:names:tc:xliff:document:2.0';
export const SLR_NS = 'urn:oasis:names:tc:xliff:sizerestriction:2.0';

type Role =
  | 'xliff'
  | 'file'
  | 'body'
  | 'group'
  | 'unit'
  | 'source'
  | 'segsource'
  | 'target'
  | 'segtarget'
  | 'srcmark'
  | 'tgtmark'
  | 'srcwrap'
  | 'tgtwrap'
  | 'note'
  | 'notes'
  | 'contextgroup'
  | 'context'
  | 'segment'
  | 'inline'
  | 'skip';

interface Frame {
  role: Role;
  /** Position just after the element's start tag (the reader reports positions after the '>'). */
  openEnd: number;
  preserve: boolean;
  translate: boolean;
  /** The role is one whose text goes to the inline collector: source, target, srcmark, tgtmark, inline. */
  collecting: boolean;
}

interface SegmentBuilder {
  id: string | null;
  book: CodeBook;
  source: string;
  /** The source without its codes, as the collector kept it (null: take them out of `source`). */
  sourceText: string | null;
  target: string | null;
  state: string | null;
  /** 2.0: the segment's subState. */
  subState: string | null;
  /** xml:space="preserve" in effect on the source and on the target (each may set its own). */
  preserve: boolean;
  targetPreserve: boolean;
  tagEnd: number | null;
  sourceSpan: Span | null;
  targetSpan: Span | null;
  sourceMark: Span | null;
  targetMark: Span | null;
}

interface UnitBuilder {
  id: string;
  tagEnd: number;
  locked: boolean;
  preserve: boolean;
  approved: boolean;
  segmented: boolean;
  /** A segmented <target> whose seg mrks cannot be matched to <seg-source>: the unit is kept as it is. */
  mismatched: boolean;
  /** Whether the <target> of a segmented unit had <mrk mtype="seg"> (else its content is read whole). */
  targetSegmented: boolean;
  whole: SegmentBuilder | null;
  segments: SegmentBuilder[];
  source: Span | null;
  segSource: Span | null;
  target: Span | null;
  targetState: string | null;
  /** 1.2: the target's state-qualifier. */
  targetQualifier: string | null;
  notes: string[];
  contexts: string[];
  maxWidth: number | null;
}

/** A 1.2 trans-unit's maxwidth when it counts characters (size-unit="char"), else null. */
function characterLimit(tag: XmlTag): number | null {
  if (attributeValue(tag, 'size-unit') !== 'char') return null;
  const width = attributeValue(tag, 'maxwidth')?.trim() ?? '';
  return /^[0-9]{1,9}$/.test(width) ? Number(width) : null;
}

/**
 * A 2.0 size restriction's maximum: the value is `max` or `min,max`, `*` for none (XLIFF 2.0 §5.7.5.1); null for
 * none or a value of another shape.
 */
function sizeMaximum(value: string | undefined): number | null {
  const maximum = /^\s*(?:[0-9]+\s*,\s*)?([0-9]{1,9})\s*$/.exec(value ?? '');
  return maximum ? Number(maximum[1]) : null;
}

const APPROVED_12_STATES = new Set(['final', 'signed-off']);
const APPROVED_20_STATES = new Set(['reviewed', 'final']);
const REJECTED_12_QUALIFIERS = new Set(XLIFF_REJECTED_QUALIFIERS);
const REVIEWED_STATES = new Set<string>(XLIFF_REVIEWED_STATES);

/**
 * Walks an XLIFF 1.2 or 2.0 document through the events of the XML reader (xml-scanner.ts) and hands over every unit with its segments as it
 * closes. Import and download both walk the file with this one class, so they agree on what a segment is and
 * on the order of segments (the `position` of a record is its ordinal here).
 */
export class XliffWalker {
  header: XliffHeader | null = null;
  /** End of the start tag of the unit being read, or null between units (the download's flush barrier). */
  openUnitTagEnd: number | null = null;
  /** End of the root's start tag once read (the download writes a trgLang chosen at upload into it). */
  rootTagEnd: number | null = null;
  /**
   * The 1.2 `<file>` start tags read since the last `takeFileTags()`: where each ends and whether it names its
   * target language (the download writes the document's into one that does not). A file has few of them.
   */
  private fileTags: { end: number; namesTarget: boolean }[] = [];
  private version: XliffVersion = '1.2';
  /** The namespace of the file's XLIFF elements (besides none): 1.1 files read as 1.2 keep their own. */
  private namespace = XLIFF12_NS;
  /** 2.0: the prefixes bound to the size restriction module's namespace on the root and the current <file>. */
  private slrPrefixes: string[] = [];
  private rootSlrPrefixes: string[] = [];
  /** 2.0: whether the current <file>'s size restrictions count code points (its general profile). */
  private countsCodepoints = true;
  /**
   * The open elements: frames[0 … depth-1]. Frame objects are reused from one element to the next at the same
   * depth (a file has millions of elements; a frame is never kept once its element closes).
   */
  private readonly frames: Frame[] = [];
  private depth = 0;
  private ordinal = 0;
  private unit: UnitBuilder | null = null;
  private segment: SegmentBuilder | null = null;
  private collector: InlineCollector | null = null;
  /**
   * Reads a segmented unit's <target> as one whole target until a seg mrk shows up: a target without seg
   * mrks (tools write them) is then the unit's translation instead of being lost.
   */
  private wholeTarget: InlineCollector | null = null;
  private sink: string[] | null = null;
  private contextType = '';

  private readonly parser: XmlEventSource;
  private readonly onUnit: (unit: ParsedUnit) => void;

  constructor(parser: XmlEventSource, onUnit: (unit: ParsedUnit) => void) {
    this.parser = parser;
    this.onUnit = onUnit;
    parser.on('xmldecl', (decl) => {
      // XML 1.1 allows the control characters (&#x1;, &#x2;) that XML 1.0 forbids and inline tokens rely on.
      if (decl.version !== undefined && decl.version !== '1.0') {
        throw new XmlFormatError(
          `Only XML 1.0 files are accepted (this one declares XML ${decl.version}); save it as XML 1.0`,
        );
      }
    });
    parser.on('opentag', (tag) => this.open(tag));
    parser.on('closetag', (tag) => this.close(tag));
    parser.on('text', (text) => this.text(text));
    parser.on('cdata', (text) => this.text(text));
    parser.on('end', () => {
      if (!this.header) throw new XmlFormatError('The XLIFF file has no <file> element');
    });
  }

  private text(text: string): void {
    if (this.depth === 0) return;
    const frame = this.frames[this.depth - 1]!;
    const role = frame.role;
    if (frame.collecting) this.collector?.text(text);
    else if (role === 'segtarget' || role === 'tgtwrap') this.wholeTarget?.text(text);
    else if (role === 'note' || role === 'context') this.sink?.push(text);
  }

  private open(tag: XmlTag): void {
    if (this.depth === 0) {
      this.pushFrame(this.root(tag), attributeValue(tag, 'xml:space') === 'preserve', true);
      return;
    }
    const parent = this.frames[this.depth - 1]!;
    // Below a source, target or segment mrk everything is inline, below a skipped element everything is
    // skipped: neither needs its own xml:space or translate (no segment starts inside them).
    if (parent.collecting) {
      this.pushFrame('inline', parent.preserve, parent.translate);
      this.collector?.open(tag);
      return;
    }
    if (parent.role === 'skip') {
      this.pushFrame('skip', parent.preserve, parent.translate);
      return;
    }
    const space = attributeValue(tag, 'xml:space');
    const translate = attributeValue(tag, 'translate');
    const frame = this.pushFrame(
      this.roleOf(tag, parent.role),
      space === undefined ? parent.preserve : space === 'preserve',
      translate === undefined ? parent.translate : translate !== 'no',
    );
    this.enter(tag, frame);
  }

  private pushFrame(role: Role, preserve: boolean, translate: boolean): Frame {
    const openEnd = this.parser.position;
    const collecting =
      role === 'source' || role === 'target' || role === 'srcmark' || role === 'tgtmark' || role === 'inline';
    let frame = this.frames[this.depth];
    if (frame) {
      frame.role = role;
      frame.openEnd = openEnd;
      frame.preserve = preserve;
      frame.translate = translate;
      frame.collecting = collecting;
    } else {
      frame = { role, openEnd, preserve, translate, collecting };
      this.frames.push(frame);
    }
    this.depth++;
    return frame;
  }

  private root(tag: XmlTag): Role {
    if (tag.local !== 'xliff') throw new XmlFormatError(`Not an XLIFF file: the root element is <${tag.name}>`);
    this.rootTagEnd = this.parser.position;
    this.rootSlrPrefixes = this.slrPrefixes = slrPrefixesOf(tag, []);
    const version =
      attributeValue(tag, 'version') ??
      (tag.uri === XLIFF20_NS ? '2.0' : tag.uri === XLIFF12_NS ? '1.2' : tag.uri === XLIFF11_NS ? '1.1' : '');
    if (/^1\.[012]$/.test(version)) {
      // XLIFF 1.0 and 1.1 elements are a subset of 1.2's: read as 1.2; the file goes out as it came in.
      this.version = '1.2';
      if (tag.uri === XLIFF11_NS) this.namespace = XLIFF11_NS;
    } else if (/^2\.\d$/.test(version)) {
      this.version = '2.0';
      this.namespace = XLIFF20_NS;
      this.header = {
        version: '2.0',
        sourceLang: attributeValue(tag, 'srcLang') ?? '',
        targetLang: attributeValue(tag, 'trgLang') ?? '',
      };
      if (!this.header.sourceLang) throw new XmlFormatError('The XLIFF 2.0 root has no srcLang attribute');
    } else {
      throw new XmlFormatError(`XLIFF version "${version || 'missing'}" is not supported (1.0, 1.1, 1.2 and 2.x are)`);
    }
    return 'xliff';
  }

  /** The role of an element in structure (`open` has handled those inside inline content or a skipped element). */
  private roleOf(tag: XmlTag, parent: Role): Role {
    if (parent === 'note' || parent === 'context') return 'skip';
    const structural = tag.uri === '' || tag.uri === this.namespace;
    const name = tag.local;
    // Around and between seg mrks, any element (often a <g> spanning several segments) is structure: the
    // segments inside it are found, and the element itself is kept verbatim in the rebuilt target.
    const segmentMark = structural && name === 'mrk' && attributeValue(tag, 'mtype') === 'seg';
    if (parent === 'segsource' || parent === 'srcwrap') return segmentMark ? 'srcmark' : 'srcwrap';
    if (parent === 'segtarget' || parent === 'tgtwrap') return segmentMark ? 'tgtmark' : 'tgtwrap';
    if (parent === 'file' && tag.uri === SLR_NS && name === 'profiles')
      this.countsCodepoints = (attributeValue(tag, 'generalProfile') ?? 'xliff:codepoints') === 'xliff:codepoints';
    if (!structural) return 'skip';
    if (this.version === '1.2') {
      switch (parent) {
        case 'xliff':
          return name === 'file' ? 'file' : 'skip';
        case 'file':
          return name === 'body' ? 'body' : 'skip';
        case 'body':
        case 'group':
          return name === 'group' ? 'group' : name === 'trans-unit' ? 'unit' : 'skip';
        case 'unit':
          if (name === 'source') return 'source';
          // seg-source precedes target; one after the target cannot describe it and is left alone.
          if (name === 'seg-source') return this.unit?.target ? 'skip' : 'segsource';
          if (name === 'target') return this.unit?.segmented ? 'segtarget' : 'target';
          if (name === 'note') return 'note';
          if (name === 'context-group') return 'contextgroup';
          return 'skip';
        case 'contextgroup':
          return name === 'context' ? 'context' : 'skip';
        default:
          return 'skip';
      }
    }
    switch (parent) {
      case 'xliff':
        return name === 'file' ? 'file' : 'skip';
      case 'file':
      case 'group':
        return name === 'group' ? 'group' : name === 'unit' ? 'unit' : 'skip';
      case 'unit':
        return name === 'segment' ? 'segment' : name === 'notes' ? 'notes' : 'skip';
      case 'notes':
        return name === 'note' ? 'note' : 'skip';
      case 'segment':
        return name === 'source' ? 'source' : name === 'target' ? 'target' : 'skip';
      default:
        return 'skip';
    }
  }

  /** A 2.0 unit's `slr:sizeRestriction` maximum where the file's profile counts code points, else null. */
  private sizeLimit(tag: XmlTag): number | null {
    if (!this.countsCodepoints) return null;
    for (const prefix of this.slrPrefixes) {
      const limit = sizeMaximum(attributeValue(tag, `${prefix}:sizeRestriction`));
      if (limit !== null) return limit;
    }
    return null;
  }

  /** The 1.2 `<file>` start tags read since the last call, in file order. */
  takeFileTags(): { end: number; namesTarget: boolean }[] {
    return this.fileTags.splice(0);
  }

  private enter(tag: XmlTag, frame: Frame): void {
    const position = this.parser.position;
    switch (frame.role) {
      case 'file':
        if (this.version !== '1.2') {
          this.countsCodepoints = true;
          this.slrPrefixes = slrPrefixesOf(tag, this.rootSlrPrefixes);
          return;
        }
        this.fileTags.push({ end: position, namesTarget: (attributeValue(tag, 'target-language') ?? '') !== '' });
        this.header ??= {
          version: '1.2',
          sourceLang: attributeValue(tag, 'source-language') ?? '',
          targetLang: attributeValue(tag, 'target-language') ?? '',
        };
        return;
      case 'unit':
        this.openUnitTagEnd = position;
        this.unit = {
          id: attributeValue(tag, 'id') ?? '',
          tagEnd: position,
          locked: !frame.translate,
          preserve: frame.preserve,
          approved: attributeValue(tag, 'approved') === 'yes',
          segmented: false,
          mismatched: false,
          targetSegmented: false,
          whole: null,
          segments: [],
          source: null,
          segSource: null,
          target: null,
          targetState: null,
          targetQualifier: null,
          notes: [],
          contexts: [],
          maxWidth: this.version === '1.2' ? characterLimit(tag) : this.sizeLimit(tag),
        };
        return;
      case 'segment':
        this.segment = this.newSegment(attributeValue(tag, 'id') ?? null, frame.preserve);
        this.segment.state = attributeValue(tag, 'state') ?? 'initial';
        this.segment.subState = attributeValue(tag, 'subState') ?? null;
        this.segment.tagEnd = position;
        return;
      case 'source': {
        const segment =
          this.version === '1.2' ? (this.unit!.whole = this.newSegment(null, frame.preserve)) : this.segment!;
        segment.preserve = frame.preserve;
        this.collector = new InlineCollector(segment.book, this.version, true);
        return;
      }
      case 'srcmark': {
        const segment = this.newSegment(
          attributeValue(tag, 'mid') ?? String(this.unit!.segments.length + 1),
          frame.preserve,
        );
        this.unit!.segments.push(segment);
        this.collector = new InlineCollector(segment.book, this.version, true);
        return;
      }
      case 'target': {
        const segment = this.version === '1.2' ? this.unit!.whole : this.segment;
        if (this.version === '1.2') {
          this.unit!.targetState = attributeValue(tag, 'state') ?? null;
          this.unit!.targetQualifier = attributeValue(tag, 'state-qualifier') ?? null;
        }
        if (segment) segment.targetPreserve = frame.preserve;
        // A target without a source is malformed; its content is then ignored (and kept verbatim).
        this.collector = segment ? new InlineCollector(segment.book, this.version) : null;
        return;
      }
      case 'segtarget': {
        const unit = this.unit!;
        unit.targetState = attributeValue(tag, 'state') ?? null;
        unit.targetQualifier = attributeValue(tag, 'state-qualifier') ?? null;
        if (unit.whole) unit.whole.targetPreserve = frame.preserve;
        this.wholeTarget = unit.whole ? new InlineCollector(unit.whole.book, this.version) : null;
        return;
      }
      case 'tgtwrap':
        this.wholeTarget?.open(tag);
        return;
      case 'tgtmark': {
        const unit = this.unit!;
        unit.targetSegmented = true;
        this.wholeTarget = null;
        const segment = unit.segments.find((s) => s.id === attributeValue(tag, 'mid') && !s.targetMark);
        if (segment) segment.targetPreserve = frame.preserve;
        else unit.mismatched = true;
        this.collector = segment ? new InlineCollector(segment.book, this.version) : null;
        return;
      }
      case 'note':
        this.sink = [];
        return;
      case 'context':
        this.sink = [];
        this.contextType = attributeValue(tag, 'context-type') ?? '';
        return;
      case 'inline':
        this.collector?.open(tag);
        return;
      default:
    }
  }

  private close(tag: XmlTag): void {
    if (this.depth === 0) return;
    const frame = this.frames[--this.depth]!;
    const unit = this.unit;
    switch (frame.role) {
      case 'inline':
        this.collector?.close(tag);
        return;
      case 'source':
        if (this.version === '1.2' && unit?.whole) {
          this.takeSource(unit.whole);
          unit.source = this.span(frame.openEnd, tag);
        } else if (this.segment) {
          this.takeSource(this.segment);
          this.segment.sourceSpan = this.span(frame.openEnd, tag);
        }
        return;
      case 'segsource':
        if (unit) {
          unit.segSource = this.span(frame.openEnd, tag);
          // A seg-source without seg mrks segments nothing: the trans-unit stays one segment.
          unit.segmented = unit.segments.length > 0;
        }
        return;
      case 'tgtwrap':
        this.wholeTarget?.close(tag);
        return;
      case 'srcmark': {
        const segment = unit?.segments.at(-1);
        if (segment) {
          this.takeSource(segment);
          segment.sourceMark = this.span(frame.openEnd, tag);
        }
        return;
      }
      case 'target':
        if (this.version === '1.2' && unit) {
          if (unit.whole) unit.whole.target = this.takeCollected();
          unit.target = this.span(frame.openEnd, tag);
        } else if (this.segment) {
          this.segment.target = this.takeCollected();
          this.segment.targetSpan = this.span(frame.openEnd, tag);
        }
        return;
      case 'segtarget':
        if (unit) {
          unit.target = this.span(frame.openEnd, tag);
          if (unit.whole && this.wholeTarget) unit.whole.target = this.wholeTarget.value();
        }
        this.wholeTarget = null;
        return;
      case 'tgtmark': {
        const segment = unit?.segments.find((s) => s.id === attributeValue(tag, 'mid') && !s.targetMark);
        if (segment && this.collector) {
          segment.target = this.takeCollected();
          segment.targetMark = this.span(frame.openEnd, tag);
        }
        this.collector = null;
        return;
      }
      case 'note': {
        const text = (this.sink ?? []).join('').trim();
        if (text && unit) unit.notes.push(text);
        this.sink = null;
        return;
      }
      case 'context': {
        const text = (this.sink ?? []).join('').trim();
        if (text && unit) unit.contexts.push(this.contextType ? `${this.contextType}: ${text}` : text);
        this.sink = null;
        return;
      }
      case 'segment':
        if (unit && this.segment) unit.segments.push(this.segment);
        this.segment = null;
        return;
      case 'unit':
        if (unit) this.finishUnit(unit);
        this.unit = null;
        this.openUnitTagEnd = null;
        return;
      default:
    }
  }

  /**
   * A segmented unit whose <target> has text but no seg mrks (translated whole by a tool): the target is the
   * unit's translation, so the unit is one segment (source and target) rather than losing it. Codes alone (an
   * empty `<g>` skeleton) are no translation: the segments stay, and their target is rebuilt from seg-source.
   */
  private targetIsWhole(unit: UnitBuilder): boolean {
    return !unit.targetSegmented && unit.whole !== null && inlineText(unit.whole.target ?? '').trim() !== '';
  }

  /** The span of the element closing now. */
  private span(openEnd: number, tag: XmlTag): Span {
    return { openEnd, closeEnd: this.parser.position, selfClosing: tag.isSelfClosing };
  }

  private takeSource(segment: SegmentBuilder): void {
    segment.sourceText = this.collector?.textValue() ?? null;
    segment.source = this.takeCollected();
  }

  private takeCollected(): string {
    const value = this.collector?.value() ?? '';
    this.collector = null;
    return value;
  }

  private newSegment(id: string | null, preserve: boolean): SegmentBuilder {
    return {
      id,
      book: new CodeBook(),
      source: '',
      sourceText: null,
      target: null,
      state: null,
      subState: null,
      preserve,
      targetPreserve: preserve,
      tagEnd: null,
      sourceSpan: null,
      targetSpan: null,
      sourceMark: null,
      targetMark: null,
    };
  }

  private finishUnit(unit: UnitBuilder): void {
    const segmented = this.version === '1.2' && unit.segmented && !this.targetIsWhole(unit);
    const builders = this.version === '2.0' || segmented ? unit.segments : unit.whole ? [unit.whole] : [];
    if (builders.length === 0) {
      const what =
        this.version === '1.2'
          ? `<trans-unit id="${unit.id}"> has no <source>`
          : `<unit id="${unit.id}"> has no <segment>`;
      throw new XmlFormatError(`Not valid XLIFF ${this.version}: ${what} (line ${this.parser.line})`);
    }
    const locked = unit.locked || (segmented && unit.mismatched);
    const note = unit.notes.length ? unit.notes.join('\n') : null;
    const context = unit.contexts.length ? unit.contexts.join('\n') : null;
    const firstOrdinal = this.ordinal;
    const segments: ParsedSegment[] = [];
    for (const builder of builders) {
      const { source, sourceText, words } = readSource(
        builder.source,
        builder.preserve,
        builder.sourceText ?? undefined,
      );
      const target = builder.targetPreserve ? (builder.target ?? '') : normalizeSpace(builder.target ?? '');
      const state = this.version === '1.2' ? unit.targetState : builder.state;
      const approved =
        this.version === '1.2'
          ? unit.approved || APPROVED_12_STATES.has(state ?? '')
          : APPROVED_20_STATES.has(state ?? '');
      const rejected =
        !approved &&
        (this.version === '1.2'
          ? REJECTED_12_QUALIFIERS.has(unit.targetQualifier ?? '')
          : builder.subState === XLIFF_REJECTED_SUBSTATE);
      const origin =
        target.trim() === ''
          ? null
          : this.version === '1.2'
            ? originOfQualifier(unit.targetQualifier)
            : originOfSubState(builder.subState);
      segments.push({
        unitId: unit.id,
        segmentId: builder.id,
        source,
        sourceText,
        target,
        hasTarget: builder.target !== null,
        codes: builder.book.codes,
        state,
        approved,
        reviewed: approved && REVIEWED_STATES.has(state ?? ''),
        rejected,
        origin,
        locked,
        note,
        context,
        words,
        maxWidth: builders.length === 1 ? unit.maxWidth : null,
        tagEnd: builder.tagEnd,
        sourceSpan: builder.sourceSpan,
        targetSpan: builder.targetSpan,
        sourceMark: builder.sourceMark,
        targetMark: builder.targetMark,
      });
    }
    this.ordinal += segments.length;
    this.onUnit({
      version: this.version,
      id: unit.id,
      firstOrdinal,
      segments,
      tagEnd: unit.tagEnd,
      segmented,
      source: unit.source,
      segSource: unit.segSource,
      target: unit.target,
      targetQualifier: unit.targetQualifier,
    });
  }
}

/** The prefixes `tag` binds to the size restriction module's namespace, added to those of its ancestors. */
function slrPrefixesOf(tag: XmlTag, inherited: readonly string[]): string[] {
  const pairs = attributeList(tag);
  const prefixes = [...inherited];
  for (let i = 0; i < pairs.length; i += 2)
    if (pairs[i]!.startsWith('xmlns:') && pairs[i + 1] === SLR_NS) prefixes.push(pairs[i]!.slice('xmlns:'.length));
  return prefixes;
}
