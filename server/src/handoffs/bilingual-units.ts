import { childElements, outermostElements, type XmlElement, type XmlNode } from '../formats/xml-tree.ts';

/**
 * The bilingual files Trados (SDLXLIFF) and memoQ (MQXLIFF) keep a document in while a translator works on it:
 * XLIFF 1.2 with the tool's own trans-units, ids and codes. Neither keeps the id the package gave a trans-unit
 * where a reader can count on it (Trados names its trans-units by GUID and its segments by `mid`, memoQ numbers
 * its rows from 1), so their units are matched to the package's segments by file and source (`bilingual-match.ts`);
 * here they are read as the tool wrote them, with the state the tool gives each.
 */

export const SDL_NAMESPACE = 'http://sdl.com/FileTypes/SdlXliff/1.0';
export const MEMOQ_NAMESPACE = 'MQXliff';

/** A run of a unit's content: text, or an inline code as the tool wrote it (its element and id, open or close). */
export type Piece = { text: string } | { code: string; role: 'open' | 'close' | 'standalone' };

export interface BilingualUnit {
  /** The file's name in the return (its path in a ZIP). */
  file: string;
  /** The document the tool made the file from (`<file original>`): the package's file, as the tool saw its path. */
  original: string | null;
  /** The tool's id of the trans-unit. */
  unit: string;
  source: Piece[];
  /** Null when the unit has no target. */
  target: Piece[] | null;
  /** Whether the tool calls every segment of the unit confirmed, and the state it gives it (the first unconfirmed). */
  state: { confirmed: boolean; name: string };
  problem: { in: 'source' | 'target'; message: string } | null;
}

/**
 * Trados' confirmation levels (`<sdl:seg conf>`) of a translation a translator stands by: translated (confirmed),
 * approved by a reviewer, signed off. `Draft`, the rejected ones and none (not translated) are not.
 */
const TRADOS_CONFIRMED = new Set(['Translated', 'ApprovedTranslation', 'ApprovedSignOff']);
/**
 * memoQ's row states (`mq:status`) of a confirmed translation: by the translator, by the first or second reviewer.
 * `NotStarted`, `PartiallyEdited` (typed, not confirmed), `Pretranslated` (a TM or MT match nobody confirmed),
 * `Rejected` and the rest are not.
 */
const MEMOQ_CONFIRMED = new Set(['ManuallyConfirmed', 'Reviewer1Confirmed', 'Reviewer2Confirmed']);

/** Which tool wrote an XLIFF file, by its namespaces or its name; null for a plain XLIFF file. */
export function bilingualToolOf(root: XmlElement, filename: string): 'trados' | 'memoq' | null {
  const declared = new Set(root.attributes.values());
  if (declared.has(SDL_NAMESPACE) || /\.sdlxliff$/i.test(filename)) return 'trados';
  if (declared.has(MEMOQ_NAMESPACE) || /\.mqxliff$/i.test(filename)) return 'memoq';
  return null;
}

/** The units of an SDLXLIFF or MQXLIFF file the translator had to translate, in file order. */
export function bilingualUnits(root: XmlElement, file: string, tool: 'trados' | 'memoq'): BilingualUnit[] {
  const units: BilingualUnit[] = [];
  for (const xliffFile of childElements(root).filter((element) => element.local === 'file')) {
    const original = xliffFile.attributes.get('original') ?? null;
    for (const child of outermostElements(xliffFile, 'trans-unit')) {
      if (child.attributes.get('translate') === 'no') continue;
      const state = tool === 'trados' ? tradosState(child) : memoqState(child);
      // A Trados trans-unit without segments holds only codes around them: nothing to translate.
      if (!state) continue;
      const source = childElements(child).find((part) => part.local === 'source');
      const target = childElements(child).find((part) => part.local === 'target');
      const readSource = source ? piecesOf(source.children) : { pieces: [] };
      const readTarget = target ? piecesOf(target.children) : null;
      const problem =
        'problem' in readSource
          ? { in: 'source' as const, message: readSource.problem }
          : readTarget && 'problem' in readTarget
            ? { in: 'target' as const, message: readTarget.problem }
            : null;
      units.push({
        file,
        original,
        unit: child.attributes.get('id') ?? '',
        source: 'pieces' in readSource ? readSource.pieces : [],
        target: readTarget && 'pieces' in readTarget ? readTarget.pieces : null,
        state,
        problem,
      });
    }
  }
  return units;
}

/** The state of a Trados trans-unit: its segments' (`<sdl:seg-defs>`); null when it has none. */
function tradosState(unit: XmlElement): BilingualUnit['state'] | null {
  const defs = childElements(unit).find((element) => element.local === 'seg-defs' && element.uri === SDL_NAMESPACE);
  const segs = defs ? childElements(defs).filter((element) => element.local === 'seg') : [];
  if (segs.length === 0) return null;
  const levels = segs.map((seg) => seg.attributes.get('conf') ?? 'NotTranslated');
  const unconfirmed = levels.find((level) => !TRADOS_CONFIRMED.has(level));
  return { confirmed: unconfirmed === undefined, name: unconfirmed ?? levels[0]! };
}

/** The state of a memoQ row (`mq:status`, NotStarted when it has none). */
function memoqState(unit: XmlElement): BilingualUnit['state'] {
  const status = [...unit.attributes].find(([name]) => name.endsWith(':status'))?.[1] ?? 'NotStarted';
  return { confirmed: MEMOQ_CONFIRMED.has(status), name: status };
}

/** Codes standing for one tag (their content is the tool's copy of the original's markup, not text). */
const STANDALONE = new Set(['x', 'ph']);
const OPENING = new Set(['bx', 'bpt']);
const CLOSING = new Set(['ex', 'ept']);

/**
 * Content as pieces: text, and each code with its element and id (`<g>` an opening and a closing piece). Segment
 * markers (`<mrk mtype="seg">`, Trados' and memoQ's comments and the like) are unwrapped; text Trados tracks as
 * deleted (`x-sdl-deleted`) is left out, text it tracks as added kept: the target as it reads with the changes.
 */
function piecesOf(nodes: readonly XmlNode[]): { pieces: Piece[] } | { problem: string } {
  const pieces: Piece[] = [];
  const walk = (children: readonly XmlNode[]): string | null => {
    for (const node of children) {
      if (node.kind !== 'element') {
        const last = pieces.at(-1);
        if (last && 'text' in last) last.text += node.text;
        else pieces.push({ text: node.text });
        continue;
      }
      const id = node.attributes.get('id') ?? '';
      const code = `${node.local}:${id}`;
      if (node.local === 'mrk') {
        if (node.attributes.get('mtype') === 'x-sdl-deleted') continue;
        const problem = walk(node.children);
        if (problem) return problem;
      } else if (node.local === 'g') {
        pieces.push({ code, role: 'open' });
        const problem = walk(node.children);
        if (problem) return problem;
        pieces.push({ code, role: 'close' });
      } else if (STANDALONE.has(node.local)) pieces.push({ code, role: 'standalone' });
      else if (OPENING.has(node.local)) pieces.push({ code, role: 'open' });
      else if (CLOSING.has(node.local)) pieces.push({ code, role: 'close' });
      else if (node.local === 'it') {
        const pos = node.attributes.get('pos');
        pieces.push({ code, role: pos === 'open' ? 'open' : pos === 'close' ? 'close' : 'standalone' });
      } else return `it holds <${node.name}>, which is no inline code of XLIFF 1.2`;
    }
    return null;
  };
  const problem = walk(nodes);
  return problem ? { problem } : { pieces };
}
