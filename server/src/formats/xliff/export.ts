import { splitInline } from '@tessera/shared/contract/segment-text';
import type { InlineCode, SegmentOrigin } from '@tessera/shared/contract';
import { XLIFF_REJECTED_SUBSTATE } from '@tessera/shared/contract/segment-status';
import { XML_FORBIDDEN_CHARS } from '../xml-safety.ts';
import { escapeXmlAttribute, escapeXmlText } from '../xml-escape.ts';
import { pairsOf } from '../inline-codes.ts';
import { pretranslationSubState } from './pretranslation.ts';
import { SLR_NS } from './walker.ts';

/**
 * A document's segments as an XLIFF 2.0 file, whatever format the document came in: what an offline CAT tool
 * opens. One `<unit>` per run of segments with the same unit key, one `<segment>` per segment; the unit's key
 * is its id (and its `name`, which allows any text); inline codes become `<ph>` (placeholders) and `<pc>`
 * (pairs), each with the original markup in `<originalData>`, so a tool shows them as codes and keeps them.
 */

/** One segment as the export reads it: a document record's fields. */
export interface ExportedSegment {
  unitId: string;
  segmentId: string | null;
  source: string;
  target: string;
  codes: InlineCode[];
  approved: boolean;
  /** A reviewer confirmed it: written `reviewed` rather than `final`. */
  reviewed?: boolean;
  rejected: boolean;
  origin: SegmentOrigin | null;
  locked: boolean;
  note: string | null;
  context: string | null;
  /** Most characters its target may have: the unit's `slr:sizeRestriction` when the document declares the module. */
  maxWidth?: number | null;
  /** More notes of the segment (a handoff kit's comments, its place), in the unit's notes after the note and context. */
  notes?: readonly { category: string; text: string }[];
}

export interface ExportedDocument {
  /** The original file's name: the `<file>`'s `original`. */
  name: string;
  source: string;
  target: string;
  /**
   * Write the Size and Length Restriction module: the file's profile counts code points, and a unit whose segments
   * have a `maxWidth` says it as `slr:sizeRestriction` (a handoff kit). Without it the file uses no module.
   */
  sizeRestriction?: boolean;
}

export const XLIFF_20_MEDIA_TYPE = 'application/xliff+xml';

/** XML 2.0 ids are NMTOKENs: letters, digits and `.-_:`. */
const NMTOKEN = /^[\p{L}\p{N}._:\-\u00B7]+$/u;
/** Code ids are `c<segment>_<code>`: a segment id of that shape would collide with one. */
const CODE_ID = /^c\d+_\d+$/;

const text = (value: string) => escapeXmlText(value.replace(XML_FORBIDDEN_CHARS, ''));
const attribute = (value: string) => escapeXmlAttribute(value.replace(XML_FORBIDDEN_CHARS, ''));

/** The file, as text pieces (one per unit), in segment order. */
export async function* writeXliff20(
  document: ExportedDocument,
  segments: AsyncIterable<ExportedSegment>,
): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  const slr = document.sizeRestriction ? ` xmlns:slr="${SLR_NS}"` : '';
  yield `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0"${slr} version="2.0" srcLang="${attribute(document.source)}" trgLang="${attribute(document.target)}">\n`;
  yield ` <file id="f1" original="${attribute(document.name)}" xml:space="preserve">\n`;
  if (document.sizeRestriction) yield '  <slr:profiles generalProfile="xliff:codepoints"/>\n';
  const unitIds = new Set<string>();
  let unit: ExportedSegment[] = [];
  for await (const segment of segments) {
    const first = unit[0];
    if (first && (first.unitId !== segment.unitId || first.locked !== segment.locked)) {
      yield unitXml(unit, unitIds, document.sizeRestriction === true);
      unit = [];
    }
    unit.push(segment);
  }
  if (unit.length > 0) yield unitXml(unit, unitIds, document.sizeRestriction === true);
  yield ' </file>\n</xliff>\n';
}

/** The unit's key as its id when XLIFF allows it there and no unit has it yet, else `u<n>`. */
function uniqueId(wanted: string, taken: Set<string>, fallback: string): string {
  let id = NMTOKEN.test(wanted) && !taken.has(wanted) ? wanted : fallback;
  for (let n = 2; taken.has(id); n++) id = `${fallback}-${n}`;
  taken.add(id);
  return id;
}

function unitXml(segments: ExportedSegment[], unitIds: Set<string>, sizeRestriction: boolean): string {
  const first = segments[0]!;
  const id = uniqueId(first.unitId, unitIds, `u${unitIds.size + 1}`);
  const translate = first.locked ? ' translate="no"' : '';
  const limit = sizeRestriction ? segments.find((segment) => segment.maxWidth != null)?.maxWidth : null;
  const size = limit == null ? '' : ` slr:sizeRestriction="${limit}"`;
  let xml = `  <unit id="${attribute(id)}" name="${attribute(first.unitId)}"${translate}${size}>\n`;
  xml += notesXml(first, segments);
  const data: string[] = [];
  const segmentIds = new Set<string>();
  let body = '';
  segments.forEach((segment, index) => {
    const k = index + 1;
    const wanted = segment.segmentId ?? '';
    const segmentId = uniqueId(CODE_ID.test(wanted) ? '' : wanted, segmentIds, `s${k}`);
    const content = (value: string) => contentXml(value, segment.codes, k, data);
    body += `   <segment id="${attribute(segmentId)}"${stateAttributes(segment)}>\n`;
    body += `    <source>${content(segment.source)}</source>\n`;
    if (segment.target !== '') body += `    <target>${content(segment.target)}</target>\n`;
    body += '   </segment>\n';
  });
  if (data.length > 0) xml += `   <originalData>\n${[...new Set(data)].join('')}   </originalData>\n`;
  return `${xml}${body}  </unit>\n`;
}

/**
 * The unit's note (its first segment's), and the context of its segments: each one its segments say, in order (a
 * paragraph's, and that same paragraph's with a hyperlink in a sentence of it).
 */
function notesXml(first: ExportedSegment, segments: readonly ExportedSegment[]): string {
  const contexts = new Set(segments.flatMap((segment) => (segment.context === null ? [] : [segment.context])));
  const notes = [
    first.note === null ? '' : `    <note category="note">${text(first.note)}</note>\n`,
    ...[...contexts].map((context) => `    <note category="context">${text(context)}</note>\n`),
    ...segments.flatMap((segment) =>
      (segment.notes ?? []).map(
        (note) => `    <note category="${attribute(note.category)}">${text(note.text)}</note>\n`,
      ),
    ),
  ].join('');
  return notes === '' ? '' : `   <notes>\n${notes}   </notes>\n`;
}

/**
 * `reviewed` once a reviewer confirmed it, `final` once approved, `translated` with a target (a rejected one with `subState` `tessera:rejected`, a TM
 * match or MT nobody confirmed with one naming its origin, as the XLIFF download writes them), else `initial`.
 */
function stateAttributes(segment: ExportedSegment): string {
  if (segment.approved) return segment.reviewed ? ' state="reviewed"' : ' state="final"';
  if (segment.target.trim() === '') return ' state="initial"';
  const subState = segment.rejected ? XLIFF_REJECTED_SUBSTATE : pretranslationSubState(segment);
  return subState ? ` state="translated" subState="${subState}"` : ' state="translated"';
}

/**
 * A token string as XLIFF 2.0 content. A pair whose halves are both in the text, properly nested, is a `<pc>`
 * around its content; a half alone (or pairs crossing) is an `<sc>`/`<ec>`, isolated when its partner is not
 * there; a standalone code is a `<ph>`. Each code's own markup goes into `data` under the id it refers to.
 */
function contentXml(value: string, codes: readonly InlineCode[], segment: number, data: string[]): string {
  const parts = splitInline(value);
  const pairs = pairsOf(codes);
  const present = new Set(parts.flatMap((part) => (typeof part === 'string' ? [] : [part.code])));
  const nested = wellNested(parts, codes, pairs, present);
  const codeId = (id: number) => `c${segment}_${id}`;
  const dataRef = (code: InlineCode) => {
    const ref = `d${segment}_${code.id}`;
    data.push(`    <data id="${ref}">${text(code.xml)}</data>\n`);
    return ref;
  };
  let xml = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      xml += text(part);
      continue;
    }
    const code = codes[part.code - 1];
    if (!code) throw new Error(`Unknown inline code ${part.code}`);
    const disp = `disp="${attribute(code.label)}"`;
    const partner = pairs.get(code.id);
    const paired = partner !== undefined && present.has(partner);
    if (code.kind === 'standalone') xml += `<ph id="${codeId(code.id)}" ${disp} dataRef="${dataRef(code)}"/>`;
    else if (nested && paired && code.kind === 'open') {
      const close = codes[partner - 1]!;
      xml += `<pc id="${codeId(code.id)}" dispStart="${attribute(code.label)}" dispEnd="${attribute(close.label)}" dataRefStart="${dataRef(code)}" dataRefEnd="${dataRef(close)}">`;
    } else if (nested && paired) xml += '</pc>';
    else if (code.kind === 'open') {
      const isolated = paired ? '' : ' isolated="yes"';
      xml += `<sc id="${codeId(code.id)}"${isolated} ${disp} dataRef="${dataRef(code)}"/>`;
    } else {
      const ref = paired ? `startRef="${codeId(partner)}"` : `id="${codeId(code.id)}" isolated="yes"`;
      xml += `<ec ${ref} ${disp} dataRef="${dataRef(code)}"/>`;
    }
  }
  return xml;
}

/** Every pair with both halves in the text closes after it opens and inside the pairs around it. */
function wellNested(
  parts: ReturnType<typeof splitInline>,
  codes: readonly InlineCode[],
  pairs: Map<number, number>,
  present: Set<number>,
): boolean {
  const open: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') continue;
    const code = codes[part.code - 1];
    const partner = code && pairs.get(code.id);
    if (!code || partner === undefined || !present.has(partner)) continue;
    if (code.kind === 'open') open.push(code.id);
    else if (open.pop() !== partner) return false;
  }
  return open.length === 0;
}
