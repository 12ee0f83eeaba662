import { INLINE_CODE_START, inlineToken, splitInline } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';
import { escapeXmlText } from '../xml-escape.ts';

/*
 * A segment's inline codes as OmegaT sees them. The package writes each code as an empty XLIFF 1.2 element (`<bx/>`
 * opening, `<ex/>` closing, `<x/>` standalone, its id the code's): OmegaT shows them as its tag shortcuts `<b0/>`,
 * `<e1/>`, `<x2/>`, numbered by their order in the source, and keeps them in its TMX files as that text. Empty
 * elements rather than `<g>` pairs, so that a code needs no partner in the segment to be written.
 */

const ELEMENT: Record<InlineCode['kind'], string> = { open: 'bx', close: 'ex', standalone: 'x' };
const SHORTCUT_LETTER: Record<InlineCode['kind'], string> = { open: 'b', close: 'e', standalone: 'x' };

/** A source or target with code tokens as XLIFF 1.2 content (text escaped, a code an empty element). */
export function xliffContent(value: string, codes: readonly InlineCode[]): string {
  return splitInline(value)
    .map((part) => {
      if (typeof part === 'string') return escapeXmlText(part);
      const code = codes[part.code - 1];
      return `<${ELEMENT[code?.kind ?? 'standalone']} id="${part.code}"/>`;
    })
    .join('');
}

const codesIn = (value: string) => splitInline(value).flatMap((part) => (typeof part === 'string' ? [] : [part.code]));

/**
 * A source as OmegaT cuts it: the codes and spaces at its start (`head`) and end (`tail`) stay outside OmegaT's
 * segment, in the file where they are; the rest is OmegaT's segment (`body`), whose codes it numbers in their order
 * (`order`, code ids).
 */
function cut(source: string): { head: string; body: string; tail: string; order: number[] } {
  const parts = splitInline(source).map((part) => (typeof part === 'string' ? part : inlineToken(part.code)));
  const isCode = (part: string) => part.startsWith(INLINE_CODE_START);
  let head = '';
  while (parts.length > 0) {
    const first = parts[0]!;
    const kept = isCode(first) ? '' : first.trimStart();
    head += first.slice(0, first.length - kept.length);
    if (kept !== '') {
      parts[0] = kept;
      break;
    }
    parts.shift();
  }
  let tail = '';
  while (parts.length > 0) {
    const last = parts.at(-1)!;
    const kept = isCode(last) ? '' : last.trimEnd();
    tail = last.slice(kept.length) + tail;
    if (kept !== '') {
      parts[parts.length - 1] = kept;
      break;
    }
    parts.pop();
  }
  const body = parts.join('');
  return { head, body, tail, order: codesIn(body) };
}

/**
 * A source or target with code tokens as OmegaT's text of it: the source's body (see `cut`), each code its
 * shortcut. A target leaves out the codes that are outside the source's body (OmegaT keeps them where the file has
 * them) and those the source lacks, and the spaces at its ends.
 */
export function shortcutText(value: string, segment: { source: string; codes: readonly InlineCode[] }): string {
  const { order } = cut(segment.source);
  return splitInline(value)
    .map((part) => {
      if (typeof part === 'string') return part;
      const index = order.indexOf(part.code);
      const code = segment.codes[part.code - 1];
      return index < 0 ? '' : `<${SHORTCUT_LETTER[code?.kind ?? 'standalone']}${index}/>`;
    })
    .join('')
    .trim();
}

const SHORTCUT = /<([bex])(\d+)\/>/g;

/**
 * OmegaT's text of a translation back as a target with this segment's code tokens (the codes and spaces at the
 * source's ends around it, where OmegaT left them), or the problem that keeps it from being one: a shortcut the
 * source does not have (or of another kind), or one used twice.
 */
export function fromShortcutText(
  text: string,
  segment: { source: string; codes: readonly InlineCode[] },
): { target: string } | { problem: string } {
  const { head, tail, order } = cut(segment.source);
  const used = new Set<number>();
  let problem: string | undefined;
  const body = text.replace(SHORTCUT, (shortcut, letter: string, number: string) => {
    const codeId = order[Number(number)];
    const code = codeId === undefined ? undefined : segment.codes[codeId - 1];
    if (codeId === undefined || SHORTCUT_LETTER[code?.kind ?? 'standalone'] !== letter) {
      problem ??= `the tag ${shortcut} is not in the source`;
      return shortcut;
    }
    if (used.has(codeId)) problem ??= `the tag ${shortcut} is there twice`;
    used.add(codeId);
    return inlineToken(codeId);
  });
  return problem === undefined ? { target: `${head}${body}${tail}` } : { problem };
}
