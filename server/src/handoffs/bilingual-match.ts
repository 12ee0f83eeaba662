import type { FastifyInstance } from 'fastify';
import { inlineText, inlineToken, splitInline, type Handoff } from '@tessera/shared/contract';
import type { BilingualUnit, Piece } from './bilingual-units.ts';
import type { ReturnedUnit } from './returned-units.ts';

const CHUNK = 1000;

interface Candidate {
  id: number;
  document_id: number;
  position: number;
  source: string;
}

/**
 * The package's document a bilingual file was made from: the name of the file the tool opened (its `original`
 * path, `C:\Jobs\Spring-de\source\guide.xlf.xlf`) or of the returned file (`guide.xlf.xlf.sdlxliff`), less the
 * `.xlf` the package gave the document's name; null when neither names one.
 */
function documentOf(unit: BilingualUnit, byName: ReadonlyMap<string, number>): number | null {
  const names = [unit.original, unit.file]
    .filter((path): path is string => path !== null)
    .map((path) =>
      path
        .slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1)
        .replace(/\.(sdlxliff|mqxliff)$/i, '')
        .replace(/\.xlf$/i, ''),
    );
  for (const name of names) {
    const id = byName.get(name);
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
 * unit no segment reads as is refused as naming none (`segment` null).
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
    .execute();
  const byName = new Map(documents.map((document) => [document.name, document.id]));
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
  return units.map((unit) => {
    const documentId = documentOf(unit, byName);
    const text = unit.source.map((piece) => ('text' in piece ? piece.text : '')).join('');
    const codes = unit.source.filter((piece) => 'code' in piece).length;
    const list = (candidates.get(matchKey(documentId, text, codes)) ?? []).filter((row) => !taken.has(row.id));
    const after = lastPosition.get(documentId ?? list[0]?.document_id ?? 0) ?? -1;
    const segment = list.find((row) => row.position > after) ?? list[0];
    const returned = {
      file: unit.file,
      unit: unit.unit,
      state: unit.state,
      problem: unit.problem,
    };
    if (!segment) return { ...returned, segment: null, source: null, target: null };
    taken.add(segment.id);
    lastPosition.set(segment.document_id, segment.position);
    if (unit.problem) return { ...returned, segment: segment.id, source: null, target: null };
    return { ...returned, segment: segment.id, ...withTokens(unit, segment.source) };
  });
}

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
