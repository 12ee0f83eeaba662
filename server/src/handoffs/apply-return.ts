import type { FastifyInstance } from 'fastify';
import type { Handoff, HandoffRefusal, HandoffReport, InlineCode } from '@tessera/shared/contract';
import { iso, json } from '../db/column-types.ts';
import { saveTarget } from '../documents/save-target.ts';
import { readSegmentForSave } from '../documents/save-read.ts';
import { inlineCodeProblems } from '../formats/inline-codes.ts';
import { HttpError } from '../plugins/errors.ts';
import { shortcutText } from '../formats/omegat/tags.ts';
import type { ReturnedFiles, ReturnedUnit } from './returned-units.ts';

/** Who a return's changes are by: the package's person, else the manager who uploads it. */
export type ReturnAuthor = { id: number; username: string };

const CHUNK = 1000;

interface PackageSegment {
  id: number;
  document_id: number;
  position: number;
  source: string;
  codes: InlineCode[];
  target: string;
  locked: boolean;
  /** Whether its history has a version made since the package left: a change in Tessera meanwhile. */
  changed_since: boolean;
}

/** The package's segments the units name, by id. */
async function segmentsNamed(
  app: FastifyInstance,
  handoff: Handoff,
  units: readonly ReturnedUnit[],
): Promise<Map<number, PackageSegment>> {
  const ids = [...new Set(units.map(segmentIdOf).filter((id) => Number.isSafeInteger(id) && id > 0))];
  const found = new Map<number, PackageSegment>();
  if (handoff.document_ids.length === 0) return found;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await app.db
      .selectFrom('document_records as r')
      .select(['r.id', 'r.document_id', 'r.position', 'r.source', 'r.codes', 'r.target', 'r.locked'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('segment_history as h')
              .select('h.id')
              .whereRef('h.record_id', '=', 'r.id')
              .where('h.created_at', '>', new Date(handoff.sent_at)),
          )
          .as('changed_since'),
      )
      .where('r.id', 'in', ids.slice(i, i + CHUNK))
      .where('r.document_id', 'in', handoff.document_ids)
      .execute();
    for (const row of rows)
      found.set(row.id, { ...row, codes: json<InlineCode[]>(row.codes), changed_since: Boolean(row.changed_since) });
  }
  return found;
}

/** The segment a unit names: the one it was matched to (a Trados or memoQ unit), else its id. */
const segmentIdOf = (unit: ReturnedUnit) => (unit.segment === undefined ? Number(unit.unit) : (unit.segment ?? 0));

/** A refused unit's segment and its place, for the report's link to it; all null when it names none. */
const placeOf = (segment: PackageSegment | undefined) => ({
  segment_id: segment?.id ?? null,
  document_id: segment?.document_id ?? null,
  position: segment?.position ?? null,
});

type Verdict =
  | { kind: 'apply' | 'conflict'; segment: PackageSegment; target: string }
  | { kind: 'unchanged' | 'skip' }
  | { kind: 'refused'; refusal: HandoffRefusal };

/** What to do with one returned unit (see applyReturn). */
function verdictOf(
  unit: ReturnedUnit,
  segment: PackageSegment | undefined,
  translatedSources: ReadonlySet<string> | null,
): Verdict {
  const refused = (reason: HandoffRefusal['reason'], message: string) => ({
    kind: 'refused' as const,
    refusal: { ...placeOf(segment), file: unit.file, unit: unit.unit, reason, message },
  });
  if (!segment)
    return unit.segment === null
      ? refused('unknown_segment', `no segment of this package has the source of the unit "${unit.unit}"`)
      : refused('unknown_segment', `the unit "${unit.unit}" is no segment of this package`);
  if (segment.locked)
    return unit.target === null || unit.target === segment.target
      ? { kind: 'skip' }
      : refused('locked', 'the segment is locked (translate="no"): its target is not taken');
  if (unit.problem)
    return refused(
      unit.problem.in === 'source' ? 'source_changed' : 'tags_changed',
      `its ${unit.problem.in} cannot be read: ${unit.problem.message}`,
    );
  if (unit.source !== segment.source)
    return refused('source_changed', 'its source is not the segment’s: the text or its tags were changed');
  const target = unit.target;
  if (target === null || target.trim() === '' || (!unit.state && !translated(unit, segment, translatedSources)))
    return { kind: 'unchanged' };
  const problems = inlineCodeProblems(segment.source, target, segment.codes);
  if (problems.length > 0) return refused('tags_changed', problems.join('; '));
  if (target === segment.target) return { kind: 'unchanged' };
  if (unit.state && !unit.state.confirmed)
    return refused(
      'not_confirmed',
      `the translator did not confirm it (${unit.state.name}): only confirmed segments are taken`,
    );
  if (segment.changed_since) return { kind: 'conflict', segment, target };
  return { kind: 'apply', segment, target };
}

/**
 * Whether OmegaT translated the segment. The package's target held the source (OmegaT translates `<target>`), and
 * OmegaT writes a segment it has no translation of as its source: with the project's translations at hand, the
 * segment is translated when they hold its source; without them, when its target is not the source it was sent
 * with (a segment translated the same as its source, with nothing in Tessera yet, then counts as untranslated).
 */
function translated(
  unit: ReturnedUnit,
  segment: PackageSegment,
  translatedSources: ReadonlySet<string> | null,
): boolean {
  if (translatedSources) return translatedSources.has(shortcutText(segment.source, segment));
  return unit.target !== segment.source || segment.target !== '';
}

/**
 * Applies a package's return segment by segment. A unit is matched to its segment by id; it is refused when it
 * names no segment of the package, when its source or codes are not the segment's, or when its target's codes
 * are missing, added or out of their pairs' order; left as it is when untranslated or the same; a conflict when
 * the segment changed in Tessera since the package left (the package was taken back and the segment edited);
 * else saved as the editor saves (QA, review, repetitions, TM write-back), confirmed, by `author`, its history
 * saying `return`. Conflicts are kept for the manager (handoff_conflicts). Answers the report.
 */
export async function applyReturn(
  app: FastifyInstance,
  handoff: Handoff,
  { units, translatedSources }: ReturnedFiles,
  author: ReturnAuthor,
): Promise<HandoffReport> {
  const segments = await segmentsNamed(app, handoff, units);
  if (units.length === 0) throw new HttpError(422, 'return_empty', 'The file holds no translation unit');
  if (segments.size === 0)
    throw new HttpError(
      422,
      'return_not_of_package',
      `The file holds no segment of this package (its first unit is "${units[0]!.unit}" in ${units[0]!.file}): ` +
        'was it returned for another package?',
      { unit: units[0]!.unit, file: units[0]!.file },
    );
  const report: HandoffReport = { returned_at: '', applied: 0, unchanged: 0, refused: [], conflicts: [] };
  const conflicts: { record_id: number; returned_target: string }[] = [];
  for (const unit of units) {
    const verdict = verdictOf(unit, segments.get(segmentIdOf(unit)), translatedSources);
    switch (verdict.kind) {
      case 'skip':
        break;
      case 'unchanged':
        report.unchanged++;
        break;
      case 'refused':
        report.refused.push(verdict.refusal);
        break;
      case 'conflict':
        conflicts.push({ record_id: verdict.segment.id, returned_target: verdict.target });
        break;
      case 'apply': {
        const refusal = await saveReturned(app, handoff, verdict.segment.id, verdict.target, author);
        if (refusal) report.refused.push({ ...refusal, ...placeOf(verdict.segment), file: unit.file, unit: unit.unit });
        else report.applied++;
        break;
      }
    }
  }
  if (conflicts.length > 0)
    await app.db
      .insertInto('handoff_conflicts')
      .values(conflicts.map((conflict) => ({ handoff_id: handoff.id, ...conflict })))
      .onConflict((oc) =>
        oc
          .columns(['handoff_id', 'record_id'])
          .doUpdateSet((eb) => ({ returned_target: eb.ref('excluded.returned_target') })),
      )
      .execute();
  report.returned_at = new Date().toISOString();
  return report;
}

/**
 * Saves one returned target as the editor saves a confirmed one, by `author`, while the document is out in the
 * package; a target the save refuses (a code the file cannot take back) is a refusal, not a failed return.
 */
export async function saveReturned(
  app: FastifyInstance,
  handoff: Pick<Handoff, 'id'>,
  recordId: number,
  target: string,
  author: ReturnAuthor,
): Promise<Pick<HandoffRefusal, 'segment_id' | 'reason' | 'message'> | null> {
  const segment = await readSegmentForSave(app.db, recordId, author.id);
  if (!segment) return { segment_id: recordId, reason: 'unknown_segment', message: 'the segment was deleted' };
  try {
    await saveTarget(
      app,
      segment,
      { target, approved: true, updated_at: iso(segment.record.updated_at), change: 'return' },
      author,
      null,
      handoff.id,
    );
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422)
      return { segment_id: recordId, reason: 'tags_changed', message: error.message };
    throw error;
  }
}
