import { sql } from 'kysely';
import { canonicalLanguageCode, inlineText, translatesNothing, type SegmentOrigin } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { pgArrayLiteral } from '../db/array-literal.ts';
import { inlineCodeProblems } from '../formats/inline-codes.ts';
import { JobCancelled, type JobContext } from '../jobs/jobs.ts';
import { refreshQaOfWritten } from '../documents/qa/repository.ts';
import { glossaryTermHits } from '../documents/qa/term-hits.ts';
import { targetForSegment } from '../tm/matching/markup.ts';
import { bestMatches, type BestMatch } from '../tm/batch/batch-match.ts';
import { batchQueryOf, matchTmsOf, segmentPages, type ScannedSegment } from '../tm/batch/segments.ts';
import { recordChangesAs } from '../documents/history/repository.ts';

export interface PretranslateOptions {
  threshold: number;
  overwrite: boolean;
  approve_exact: boolean;
  propagate_repetitions: boolean;
  /** Segments left without a TM match or repetition go to the configured machine translation provider. */
  machine_translation: boolean;
}

/**
 * The machine translation of segments (server/src/mt), passed in so tests and the route share one path. With the
 * project's quality estimates on, `scores` holds each translation's (null: none) and `threshold` the score at or
 * above which one is confirmed (null: none is).
 */
export type MachineTranslate = (
  documentId: number,
  segments: readonly ScannedSegment[],
) => Promise<{
  targets: (string | null)[];
  error?: { message: string };
  tokens?: number;
  scores?: (number | null)[];
  threshold?: number | null;
}>;

interface Fill {
  id: number;
  updated_at: Date | string;
  target: string;
  approved: boolean;
  origin: SegmentOrigin;
  match_percent: number | null;
}

export interface PretranslateSummary {
  exact: number;
  fuzzy: number;
  repetition: number;
  mt: number;
  segments: number;
  /** Why machine translation stopped (provider error): the TM results are kept and the job goes on without it. */
  mtError?: string;
  /** The language model tokens machine translation used. */
  tokens?: number;
  /** With a quality threshold: the machine translations scored at or above it (confirmed) and below it (drafts). */
  mtThreshold?: number;
  mtConfirmed?: number;
  mtBelow?: number;
}

export const summaryMessage = (summary: PretranslateSummary, cancelled = false) => {
  const filled = summary.exact + summary.fuzzy + summary.repetition + summary.mt;
  const tokens = summary.tokens ? ` using ${summary.tokens.toLocaleString('en')} model tokens` : '';
  const machine =
    summary.mt > 0 || summary.mtError ? `, ${summary.mt} machine-translated${tokens}${rated(summary)}` : '';
  const what = `${filled} of ${summary.segments} segment${summary.segments === 1 ? '' : 's'} filled (${summary.exact} exact (100%), ${summary.fuzzy} fuzzy, ${summary.repetition} repetitions${machine})`;
  const stopped = summary.mtError ? `. Machine translation stopped: ${summary.mtError}` : '';
  return (cancelled ? `Cancelled: ${what} before it stopped; they stay filled` : `Pre-translated: ${what}`) + stopped;
};

/**
 * Fills segments of these documents (a project's in upload order) from their TMs (README.md, "Pre-translation"):
 * the best match >= threshold, its codes mapped onto the segment's; an exact match is approved only with
 * `approve_exact`, a fuzzy one never. Without `overwrite` only empty, unapproved segments are filled: anything a
 * translator or the file put there stays. A segment without a match takes the target of an earlier segment of the
 * same source (`propagate_repetitions`). Each page of segments is written in one statement that skips segments
 * changed since they were read, so a translator's save during the job is never overwritten.
 */
export async function pretranslate(
  db: Db,
  documentIds: readonly number[],
  options: PretranslateOptions,
  job: JobContext,
  machineTranslate?: MachineTranslate,
): Promise<PretranslateSummary> {
  const summary: PretranslateSummary = { exact: 0, fuzzy: 0, repetition: 0, mt: 0, segments: 0 };
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'records_count', 'target_lang'])
    .where('id', 'in', documentIds.length > 0 ? [...documentIds] : [0])
    // A document out in a package for a desktop tool changes only by the package's return.
    .where('handoff_id', 'is', null)
    .execute();
  const total = documents.reduce((sum, document) => sum + document.records_count, 0);
  const targetLanguageOf = new Map(documents.map((document) => [document.id, document.target_lang]));
  /**
   * Repetitions are of one target language: a segment of the German document repeats earlier German ones, and
   * takes a German target, never the French document's.
   */
  const runs = new Map<string, LanguageRun>();
  /** Best match per TM list and source hash: a repetition is looked up once. */
  const matchCache = new Map<string, BestMatch | null>();
  let done = 0;
  for (const documentId of documentIds) {
    const targetLanguage = targetLanguageOf.get(documentId);
    if (targetLanguage === undefined) continue;
    const { firstTargets, seenSources } = runOf(runs, targetLanguage);
    const { tms, key: tmsKey } = await matchTmsOf(db, documentId);
    const eligibleOf = (page: readonly ScannedSegment[]) =>
      page.filter((segment) => !segment.locked && (options.overwrite || (!segment.approved && isBlank(segment))));
    const lookUp = async (page: readonly ScannedSegment[]) => {
      const toLookUp = new Map<string, ScannedSegment>();
      for (const segment of eligibleOf(page)) {
        const cacheKey = `${tmsKey}|${segment.source_hash}`;
        if (!matchCache.has(cacheKey) && !toLookUp.has(cacheKey)) toLookUp.set(cacheKey, segment);
      }
      const looked = [...toLookUp.entries()];
      const found = await bestMatches(
        db,
        tms,
        looked.map(([, segment]) => batchQueryOf(segment)),
        options.threshold,
      );
      looked.forEach(([cacheKey], index) => matchCache.set(cacheKey, found[index] ?? null));
    };
    for await (const { page, matched } of matchedAhead(segmentPages(db, documentId), lookUp)) {
      if (await job.cancelRequested()) throw new JobCancelled(summaryMessage(summary, true));
      await matched;
      const repeats = repeatsIn(page, seenSources);
      const eligible = eligibleOf(page);
      const eligibleIds = new Set(eligible.map((segment) => segment.id));
      const fills: Fill[] = [];
      const unfilled: ScannedSegment[] = [];
      for (const segment of page) {
        if (eligibleIds.has(segment.id)) {
          const fill = fillFor(
            segment,
            matchCache.get(`${tmsKey}|${segment.source_hash}`) ?? null,
            firstTargets.get(segment.source_hash),
            options,
          );
          if (fill) {
            fills.push(fill);
            if (!firstTargets.has(segment.source_hash))
              firstTargets.set(segment.source_hash, { target: fill.target, source: segment.source });
            continue;
          }
          unfilled.push(segment);
        }
        if (!isBlank(segment) && !firstTargets.has(segment.source_hash))
          firstTargets.set(segment.source_hash, { target: segment.target, source: segment.source });
      }
      if (options.machine_translation && machineTranslate && !summary.mtError && unfilled.length > 0) {
        const translated = await machineTranslate(documentId, unfilled);
        translated.targets.forEach((target, index) => {
          const segment = unfilled[index]!;
          if (target === null) return;
          fills.push({
            id: segment.id,
            updated_at: segment.updated_at,
            target,
            approved: reaches(translated.scores?.[index], translated.threshold),
            origin: 'mt',
            match_percent: null,
          });
        });
        if (typeof translated.threshold === 'number') summary.mtThreshold = translated.threshold;
        if (translated.error) summary.mtError = translated.error.message;
        if (translated.tokens) summary.tokens = (summary.tokens ?? 0) + translated.tokens;
      }
      const written = await writeFills(db, fills);
      await refreshQaOfWritten(db, documentId, [...written], glossaryTermHits(db));
      for (const fill of fills) {
        if (!written.has(fill.id)) continue;
        // Counted as the analysis counts: a repetition is one whatever filled it, so the figures agree.
        if (fill.origin !== 'mt' && repeats.has(fill.id)) summary.repetition += 1;
        else if (fill.origin === 'tm-exact') summary.exact += 1;
        else if (fill.origin === 'tm-fuzzy') summary.fuzzy += 1;
        else if (fill.origin === 'mt') {
          summary.mt += 1;
          if (summary.mtThreshold === undefined) continue;
          if (fill.approved) summary.mtConfirmed = (summary.mtConfirmed ?? 0) + 1;
          else summary.mtBelow = (summary.mtBelow ?? 0) + 1;
        } else summary.repetition += 1;
      }
      summary.segments += page.length;
      done += page.length;
      await job.reportProgress(total > 0 ? done / total : 1);
    }
  }
  return summary;
}

const isBlank = (segment: { target: string }) => segment.target.trim() === '';

const rated = (summary: PretranslateSummary) =>
  summary.mtThreshold === undefined
    ? ''
    : `: ${summary.mtConfirmed ?? 0} scored ${summary.mtThreshold} or more and confirmed, ` +
      `${summary.mtBelow ?? 0} below it left as drafts`;

/** A machine translation is confirmed when its quality estimate reaches the project's threshold. */
const reaches = (score: number | null | undefined, threshold: number | null | undefined) =>
  typeof score === 'number' && typeof threshold === 'number' && score >= threshold;

interface LanguageRun {
  /** The first target seen for each source (a repetition's), by source hash. */
  firstTargets: Map<string, { target: string; source: string }>;
  /** Every source seen so far in the language, as the analysis walks them: a later one is a repetition. */
  seenSources: Set<string>;
}

/** The run of one target language (its codes compared as the same language: 'de' and 'DE'). */
function runOf(runs: Map<string, LanguageRun>, targetLanguage: string): LanguageRun {
  const key = canonicalLanguageCode(targetLanguage).toLowerCase();
  let run = runs.get(key);
  if (!run) {
    run = { firstTargets: new Map(), seenSources: new Set() };
    runs.set(key, run);
  }
  return run;
}

/** The ids of the page's segments whose source came earlier in the run; `seen` learns the page's sources. */
function repeatsIn(page: readonly ScannedSegment[], seen: Set<string>): Set<number> {
  const repeats = new Set<number>();
  for (const segment of page) {
    if (seen.has(segment.source_hash)) repeats.add(segment.id);
    else seen.add(segment.source_hash);
  }
  return repeats;
}

/**
 * The pages, each with its lookup, read one page ahead: the next page's lookup starts as soon as this one's is done
 * (so it sees this one's results in the cache) and runs while the caller writes this page. A lookup left running
 * when the caller stops is awaited (its error dropped) before the generator ends, so nothing runs after the job.
 */
async function* matchedAhead<T>(
  pages: AsyncIterable<T>,
  lookUp: (page: T) => Promise<void>,
): AsyncGenerator<{ page: T; matched: Promise<void> }> {
  let previous: Promise<void> = Promise.resolve();
  let ready: { page: T; matched: Promise<void> } | undefined;
  try {
    for await (const page of pages) {
      const matched = previous.then(() => lookUp(page));
      // Handled here as well: a lookup failing while the caller writes the previous page is no unhandled rejection.
      matched.catch(() => {});
      previous = matched;
      if (ready) yield ready;
      ready = { page, matched };
    }
    if (ready) yield ready;
  } finally {
    await previous.catch(() => {});
  }
}

function fillFor(
  segment: ScannedSegment,
  match: BestMatch | null,
  earlier: { target: string; source: string } | undefined,
  options: PretranslateOptions,
): Fill | null {
  const base = { id: segment.id, updated_at: segment.updated_at };
  if (match && match.similarity >= options.threshold) {
    const target = targetForSegment(match, segment);
    if (translatesNothing(target, segment.source)) return null;
    const exact = match.similarity === 100;
    return {
      ...base,
      target,
      approved: exact && options.approve_exact,
      origin: exact ? 'tm-exact' : 'tm-fuzzy',
      match_percent: match.similarity,
    };
  }
  if (options.propagate_repetitions && earlier && earlier.source === segment.source) {
    if (inlineCodeProblems(segment.source, earlier.target, segment.codes).length > 0) return null;
    return { ...base, target: earlier.target, approved: false, origin: 'repetition', match_percent: 100 };
  }
  return null;
}

/** One statement per page; a segment saved since it was read (another updated_at) is skipped. */
async function writeFills(db: Db, fills: readonly Fill[]): Promise<Set<number>> {
  if (fills.length === 0) return new Set();
  // In one transaction with the author of the changes, so that the segments' history records them as pre-translation.
  return db.transaction().execute(async (trx) => {
    await recordChangesAs(trx, { userId: null, change: 'pretranslation' });
    const { rows } = await sql<{ id: number }>`
      update document_records r set
        target = f.target, target_text = f.target_text, approved = f.approved, rejected = false, review_level = 0,
        state = case when f.approved then 'final' else 'translated' end,
        origin = f.origin, match_percent = f.match_percent, dirty = true, updated_at = now()
      from unnest(${pgArrayLiteral(fills.map((fill) => fill.id))}::integer[],
                  ${pgArrayLiteral(fills.map((fill) => new Date(fill.updated_at).toISOString()))}::timestamptz[],
                  ${pgArrayLiteral(fills.map((fill) => fill.target))}::text[],
                  ${pgArrayLiteral(fills.map((fill) => inlineText(fill.target)))}::text[],
                  ${pgArrayLiteral(fills.map((fill) => fill.approved))}::boolean[],
                  ${pgArrayLiteral(fills.map((fill) => fill.origin))}::text[],
                  ${pgArrayLiteral(fills.map((fill) => fill.match_percent))}::double precision[])
        as f(id, read_at, target, target_text, approved, origin, match_percent)
      where r.id = f.id and date_trunc('milliseconds', r.updated_at) = date_trunc('milliseconds', f.read_at)
      returning r.id`.execute(trx);
    return new Set(rows.map((row) => row.id));
  });
}
