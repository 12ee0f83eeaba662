import type { FastifyInstance } from 'fastify';
import { inlineText, inlineToken, splitInline, type Handoff } from '@tessera/shared/contract';
import type { BilingualUnit, Piece } from './bilingual-units.ts';
import type { ReturnedUnit } from './returned-units.ts';
import { sourceFileNames } from './omegat-package.ts';

const CHUNK = 1000;

interface Candidate {
  id: number;
  document_id: number;
  position: number;
  source: string;
}

/**
 * The package's document a bilingual file was made from: the name of the file the tool opened (its `original`
 * path, `C:\Jobs\Spring-de\source\guide.xlf`) or of the returned file (`guide.xlf.sdlxliff`), less the tool's
 * extension, as the package named the document's file (`byFileName`, lower case); null when neither names one.
 */
function documentOf(unit: BilingualUnit, byFileName: ReadonlyMap<string, number>): number | null {
  const names = [unit.original, unit.file]
    .filter((path): path is string => path !== null)
    .map((path) =>
      path
        .slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1)
        .replace(/\.(sdlxliff|mqxliff)$/i, '')
        .toLowerCase(),
    );
  for (const name of names) {
    const id = byFileName.get(name);
    if (id !== undefined) return id;
  }
  return null;
}

/** The text of pieces without their codes, and how many codes they hold: what a unit is matched by. */
function matchKey(documentId: number | null, text: string, codes: number): string {
  return `${documentId ?? ''}\u0000${codes}\u0000${text}`;
}

/**
 * The returned units of SDLXLIFF and MQXLIFF files, each matched to a segment of the package: the segment of its
 * document (by the file's name) whose source reads as the unit's, its codes aside and as many, the first after the
 * last one matched in that document (repeated sources keep their order) or else the first not matched yet. The
 * tool's codes are then the segment's, by their order in the source: the unit's source and target with the
 * segment's tokens, so that a changed source or tags missing, added or reordered are refused as for any return. A
 * unit no segment reads as may be part of one the tool split in several units: the run of units from it that reads
 * as a segment is that segment's. A unit no segment reads as is refused as naming none (`segment` null).
 */
export async function matchBilingualUnits(
  app: FastifyInstance,
  handoff: Handoff,
  units: readonly BilingualUnit[],
): Promise<ReturnedUnit[]> {
  if (units.length === 0 || handoff.document_ids.length === 0) return [];
  const documents = await app.db
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('id', 'in', handoff.document_ids)
    .orderBy('id')
    .execute();
  const byFileName = new Map([...sourceFileNames(documents)].map(([id, name]) => [name.toLowerCase(), id]));
  const candidates = new Map<string, Candidate[]>();
  for (let i = 0; i < handoff.document_ids.length; i += CHUNK) {
    const rows = await app.db
      .selectFrom('document_records')
      .select(['id', 'document_id', 'position', 'source'])
      .where('document_id', 'in', handoff.document_ids.slice(i, i + CHUNK))
      .orderBy('document_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      const text = inlineText(row.source);
      const codes = splitInline(row.source).filter((part) => typeof part !== 'string').length;
      // Found by its document, or by any when the file names none.
      for (const key of [matchKey(row.document_id, text, codes), matchKey(null, text, codes)]) {
        const list = candidates.get(key);
        if (list) list.push(row);
        else candidates.set(key, [row]);
      }
    }
  }
  const taken = new Set<number>();
  const lastPosition = new Map<number, number>();
  /** The segment a unit reads as, not matched yet: the first after the last matched in its document, or any. */
  const segmentOf = (unit: BilingualUnit) => {
    const documentId = documentOf(unit, byFileName);
    const text = piecesText(unit.source);
    const codes = unit.source.filter((piece) => 'code' in piece).length;
    const list = (candidates.get(matchKey(documentId, text, codes)) ?? []).filter((row) => !taken.has(row.id));
    const after = lastPosition.get(documentId ?? list[0]?.document_id ?? 0) ?? -1;
    return list.find((row) => row.position > after) ?? list[0];
  };
  const returned: ReturnedUnit[] = [];
  for (let i = 0; i < units.length; i++) {
    let unit = units[i]!;
    let segment = segmentOf(unit);
    // A segment the tool split in several units (memoQ's rows of one trans-unit): the run that reads as one.
    for (let n = 2; !segment && n <= MOST_JOINED && i + n <= units.length; n++) {
      const run = units.slice(i, i + n);
      if (run.some((part) => part.file !== unit.file)) break;
      const joined = joinedUnits(run);
      segment = segmentOf(joined);
      if (segment) {
        unit = joined;
        i += n - 1;
      }
    }
    const base = { file: unit.file, unit: unit.unit, state: unit.state, problem: unit.problem };
    if (!segment) {
      returned.push({ ...base, segment: null, source: null, target: null });
      continue;
    }
    taken.add(segment.id);
    lastPosition.set(segment.document_id, segment.position);
    returned.push(
      unit.problem
        ? { ...base, segment: segment.id, source: null, target: null }
        : { ...base, segment: segment.id, ...withTokens(unit, segment.source) },
    );
  }
  return returned;
}

/** How many units in a row are tried as one segment the tool split. */
const MOST_JOINED = 10;

/**
 * Units of one file as one: their ids joined (`2+3`), sources and targets one after the other (a target given the
 * white space its source ends with, when it lacks it), each unit's codes its own (memoQ numbers them per row),
 * confirmed when each is.
 */
function joinedUnits(run: readonly BilingualUnit[]): BilingualUnit {
  const own = (pieces: readonly Piece[], k: number): Piece[] =>
    pieces.map((piece) => ('code' in piece ? { ...piece, code: `${k}/${piece.code}` } : piece));
  const source: Piece[] = [];
  const target: Piece[] = [];
  run.forEach((unit, k) => {
    source.push(...own(unit.source, k));
    const translated = own(unit.target ?? [], k);
    target.push(...translated);
    const sourceEnd = /\s+$/.exec(piecesText(unit.source))?.[0];
    const targetText = piecesText(unit.target ?? []);
    if (k < run.length - 1 && sourceEnd && targetText.trim() !== '' && !/\s$/.test(targetText))
      target.push({ text: sourceEnd });
  });
  const unconfirmed = run.find((unit) => !unit.state.confirmed);
  return {
    file: run[0]!.file,
    original: run[0]!.original,
    unit: run.map((unit) => unit.unit).join('+'),
    source,
    target: run.every((unit) => unit.target === null) ? null : target,
    state: { confirmed: !unconfirmed, name: (unconfirmed ?? run[0]!).state.name },
    problem: run.find((unit) => unit.problem)?.problem ?? null,
  };
}

/** The text of pieces, codes aside. */
const piecesText = (pieces: readonly Piece[]) => pieces.map((piece) => ('text' in piece ? piece.text : '')).join('');

/**
 * The unit's source and target with the segment's tokens: the n-th code of the unit's source is the segment's
 * n-th, and a code of the target is the one of the source it names (the same element and id, opening or
 * closing); one the source does not hold is a problem of the target.
 */
function withTokens(unit: BilingualUnit, segmentSource: string): Pick<ReturnedUnit, 'source' | 'target' | 'problem'> {
  const tokens = splitInline(segmentSource).flatMap((part) => (typeof part === 'string' ? [] : [part.code]));
  const key = (piece: Extract<Piece, { code: string }>) => `${piece.code}\u0000${piece.role}`;
  const tokenOf = new Map<string, number>();
  let next = 0;
  for (const piece of unit.source) if ('code' in piece) tokenOf.set(key(piece), tokens[next++]!);
  const write = (pieces: readonly Piece[]): { text: string } | { unknown: string } => {
    let text = '';
    for (const piece of pieces) {
      if ('text' in piece) text += piece.text;
      else {
        const token = tokenOf.get(key(piece));
        if (token === undefined) return { unknown: piece.code };
        text += inlineToken(token);
      }
    }
    return { text };
  };
  const source = write(unit.source);
  const target = unit.target ? write(unit.target) : null;
  if (target && 'unknown' in target)
    return {
      source: 'text' in source ? source.text : null,
      target: null,
      problem: { in: 'target', message: `it holds a tag its source does not (${target.unknown})` },
    };
  return { source: 'text' in source ? source.text : null, target: target?.text ?? null, problem: null };
}
