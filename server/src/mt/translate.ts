import { sql } from 'kysely';
import {
  escapeRegExp,
  inlineText,
  sameLanguageCode,
  type InlineCode,
  type LqaTypology,
  type MtProviderName,
  type MtQuality,
} from '@tessera/shared/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { pgArrayLiteral } from '../db/array-literal.ts';
import {
  MtError,
  fromTagged,
  restoreCodes,
  toTagged,
  type MtBatch,
  type MtProvider,
  type MtSegment,
  type MtTerm,
} from './provider.ts';
import { activeMtSettings, createProvider } from './settings.ts';
import { codesProblem } from './code-check.ts';
import { estimateQuality } from './quality.ts';
import { addTokens, checkTokenCeiling } from './token-usage.ts';
import { json } from '../db/column-types.ts';

export const NOT_CONFIGURED =
  'No machine translation provider is configured: an admin sets one up under Settings › Machine translation';

const TOLD_TO_TRANSLATORS: Partial<Record<MtError['status'], string>> = {
  502: 'The machine translation provider could not translate this; an admin finds why in the server log or by trying the provider under Settings › Machine translation',
  504: 'The machine translation provider did not answer in time; try again later',
};

/**
 * A provider's failure as told to whoever cannot change the settings: its full wording (where the provider is,
 * what answered there) is for admins and the log. Not configured and rate limits keep their own words.
 */
export function failureForTranslators(error: MtError): string {
  return TOLD_TO_TRANSLATORS[error.status] ?? error.message;
}

/** A document segment to translate: its source with code tokens and its codes, as document_records holds them. */
export interface SegmentToTranslate {
  source: string;
  /** The record's `codes` (an array, or the JSON text PGlite answers). */
  codes: readonly InlineCode[] | string;
  /** Plain text of neighbouring segments, nearest last / first; the LLM reads them as context. */
  before?: string[];
  after?: string[];
  /** The neighbours' targets where confirmed, else null (models read them). */
  beforeTargets?: (string | null)[];
  afterTargets?: (string | null)[];
  /** TM matches, their targets in the segment's code tokens: worked examples for models. */
  examples?: { source: string; target: string; similarity: number }[];
  key?: string | null;
  note?: string | null;
  context?: string | null;
}

export interface TranslateSegmentsRequest {
  sourceLang: string;
  targetLang: string;
  segments: readonly SegmentToTranslate[];
  /** Glossaries whose terms found in a segment go to providers that use terms (the LLM), by priority. */
  glossaryIds?: readonly number[];
  signal?: AbortSignal;
  /** After each batch: how many segments have an answer (translated or not) so far. */
  onProgress?: (done: number) => void | Promise<void>;
  /** Wait and retry a batch the provider rate-limits (default true); false answers the 429 at once. */
  retryRateLimits?: boolean;
  /** The document's format and the project's instructions for the target language, for models. */
  format?: string;
  instructions?: string | null;
  /** Pre-translation: model calls share one limit with every other pre-translation (the editor's never wait). */
  background?: boolean;
  /** The documents' project: its model tokens are counted and its monthly ceiling is checked before each batch. */
  projectId?: number | null;
  /** The project's LQA typology when its quality estimates are on: each translation is rated by its weights. */
  quality?: LqaTypology;
}

export interface TranslateSegmentsResult {
  provider: MtProviderName;
  /** One per segment, in order: ready to save (codes in place and valid), or null when not translated. */
  targets: (string | null)[];
  /**
   * Per segment: a model's translation whose inline codes stayed wrong after asking again once, with why (in
   * the codes' own labels). Its target is null: it is shown to a translator, never saved by itself.
   */
  notInsertable: ({ target: string; problem: string } | null)[];
  /** Per segment translated (insertable or not), its quality estimate when asked for (`quality`). */
  qualities: (MtQuality | null)[];
  /** Why the segments from the first null on were not translated; the batches before it are kept. */
  error?: MtError;
  /** The model tokens the calls used (0 for providers that are not models). */
  tokens: number;
}

type ProviderConfig = Pick<Config, 'mt' | 'mtTimeoutMs'> & Partial<Pick<Config, 'mtPromptTokens'>>;

/** Retries of one rate-limited batch, and the longest Retry-After honoured (a longer one stops the run). */
const RATE_LIMIT_RETRIES = 3;
const LONGEST_WAIT_SECONDS = 60;

/** The provider in use, or undefined when machine translation is off. */
export async function activeProvider(db: Db, config: ProviderConfig): Promise<MtProvider | undefined> {
  const { settings } = await activeMtSettings(db, config);
  return settings ? createProvider(settings, config.mtTimeoutMs, config.mtPromptTokens) : undefined;
}

/**
 * The project's instructions to models for a target language (a document outside a project has none). The
 * language is matched as the project lists it, case and separator aside.
 */
export async function instructionsFor(
  db: Db,
  projectId: number | null,
  targetLang: string,
): Promise<string | undefined> {
  if (projectId === null) return undefined;
  const rows = await db
    .selectFrom('mt_instructions')
    .select(['lang', 'instructions'])
    .where('project_id', '=', projectId)
    .execute();
  return rows.find((row) => sameLanguageCode(row.lang, targetLang))?.instructions;
}

/** Whether a provider is configured (pre-translation refuses `machine_translation: true` otherwise). */
export async function mtConfigured(db: Db, config: Pick<Config, 'mt'>): Promise<boolean> {
  return (await activeMtSettings(db, config)).settings !== undefined;
}

/**
 * Translates segments with the configured provider, in the provider's batch size. A provider error stops the
 * run and is returned with the translations made before it (pre-translation keeps those and its TM results and
 * reports the message); a rate limit is waited out and retried a few times first. Throws MtError(409) when no
 * provider is configured.
 */
export async function translateSegments(
  db: Db,
  config: ProviderConfig,
  request: TranslateSegmentsRequest,
): Promise<TranslateSegmentsResult> {
  const provider = await activeProvider(db, config);
  if (!provider) throw new MtError(409, NOT_CONFIGURED);
  const signal = request.signal ?? new AbortController().signal;
  const targets: (string | null)[] = request.segments.map(() => null);
  const notInsertable: TranslateSegmentsResult['notInsertable'] = request.segments.map(() => null);
  const qualities: TranslateSegmentsResult['qualities'] = request.segments.map(() => null);
  const projectId = request.projectId ?? null;
  let tokens = 0;
  for (let start = 0; start < request.segments.length; start += provider.maxBatch) {
    const slice = request.segments.slice(start, start + provider.maxBatch);
    let batchTokens = 0;
    try {
      if (projectId !== null && provider.countsTokens) await checkTokenCeiling(db, projectId);
      const terms =
        provider.usesTerms && request.glossaryIds?.length ? await termsBySegment(db, request.glossaryIds, slice) : [];
      const batch: MtBatch = {
        sourceLang: request.sourceLang,
        targetLang: request.targetLang,
        format: request.format,
        instructions: request.instructions,
        background: request.background,
        segments: slice.map((segment, index): MtSegment => ({
          text: toTagged(segment.source),
          before: segment.before ?? [],
          after: segment.after ?? [],
          beforeTargets: segment.beforeTargets?.map((target) => (target === null ? null : toTagged(target))),
          afterTargets: segment.afterTargets?.map((target) => (target === null ? null : toTagged(target))),
          terms: terms[index] ?? [],
          examples: segment.examples?.map((example) => ({ ...example, target: toTagged(example.target) })),
          key: segment.key,
          note: segment.note,
          context: segment.context,
        })),
        onTokens: (used) => {
          batchTokens += used;
        },
      };
      const typology = request.quality;
      const rate = async (source: string, target: string) =>
        typology
          ? estimateQuality(
              provider,
              {
                sourceLang: request.sourceLang,
                targetLang: request.targetLang,
                source,
                target: toTagged(target),
                typology,
              },
              { signal, background: request.background, onTokens: batch.onTokens },
            )
          : null;
      const answers = await withRateLimitRetries(
        () => provider.translate(batch, signal),
        request.retryRateLimits ?? true,
        signal,
      );
      await Promise.all(
        answers.map(async (answer, index) => {
          const segment = slice[index]!;
          const codes = json<readonly InlineCode[]>(segment.codes);
          let target = fromTagged(answer).trim();
          if (provider.repair) {
            // A model is asked again once, the problem named; what is still wrong is shown, never saved.
            const problem = codesProblem(segment.source, target, codes);
            if (problem) {
              const again = await provider.repair(batch, index, answer, problem, signal);
              target = fromTagged(again).trim();
            }
            const left = codesProblem(segment.source, target, codes, (id) => codes[id - 1]?.label ?? `#${id}`);
            if (left && inlineText(target).trim() !== '') {
              notInsertable[start + index] = { target, problem: `Its inline codes are wrong: ${left}` };
              qualities[start + index] = await rate(batch.segments[index]!.text, target);
              return;
            }
          } else target = restoreCodes(target, segment.source, codes);
          if (inlineText(target).trim() === '') return;
          targets[start + index] = target;
          qualities[start + index] = await rate(batch.segments[index]!.text, target);
        }),
      );
    } catch (error) {
      // The calls of a failed batch that were answered were paid for too.
      tokens += await counted(db, projectId, batchTokens);
      if (error instanceof MtError)
        return { provider: provider.name, targets, notInsertable, qualities, error, tokens };
      throw error;
    }
    tokens += await counted(db, projectId, batchTokens);
    await request.onProgress?.(Math.min(start + provider.maxBatch, request.segments.length));
  }
  return { provider: provider.name, targets, notInsertable, qualities, tokens };
}

/** Adds a batch's tokens to its project's month; answers them. */
async function counted(db: Db, projectId: number | null, tokens: number): Promise<number> {
  if (projectId !== null) await addTokens(db, projectId, tokens);
  return tokens;
}

async function withRateLimitRetries<T>(call: () => Promise<T>, retry: boolean, signal: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const wait =
        error instanceof MtError && error.status === 429 ? (error.retryAfterSeconds ?? 2 ** attempt) : undefined;
      if (!retry || wait === undefined || wait > LONGEST_WAIT_SECONDS || attempt >= RATE_LIMIT_RETRIES) throw error;
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          clearTimeout(timer);
          reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
        };
        const timer = setTimeout(() => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        }, wait * 1000);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    }
  }
}

const MAX_TERMS_PER_SEGMENT = 30;

/**
 * The glossary terms each segment contains as whole words (case-insensitive), the first glossary's entry
 * winning for a term listed in several. One query per batch: the terms any of its segments contains.
 */
export async function termsBySegment(
  db: Db,
  glossaryIds: readonly number[],
  segments: readonly { source: string }[],
): Promise<MtTerm[][]> {
  const texts = segments.map((segment) => inlineText(segment.source));
  const haystack = texts.join('\n').toLowerCase();
  if (haystack.trim() === '' || glossaryIds.length === 0) return segments.map(() => []);
  const rows = await sql<{ source: string; target: string; status: MtTerm['status'] }>`
    select r.source, r.target, r.status
    from glossary_records r
    join unnest(${pgArrayLiteral(glossaryIds)}::integer[]) with ordinality as g (id, priority) on g.id = r.glossary_id
    where r.source <> '' and r.target <> '' and length(r.source) <= 200 and strpos(${haystack}, lower(r.source)) > 0
    order by g.priority, r.id
    limit 2000`.execute(db);
  return texts.map((text) => {
    const seen = new Set<string>();
    const found: MtTerm[] = [];
    for (const row of rows.rows) {
      // A forbidden translation is told beside the allowed one of the same term.
      const key = `${row.source.toLowerCase()}\u0000${row.status === 'forbidden'}`;
      if (seen.has(key) || found.length >= MAX_TERMS_PER_SEGMENT) continue;
      if (!new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(row.source)}(?![\\p{L}\\p{N}])`, 'iu').test(text)) continue;
      seen.add(key);
      found.push({ source: row.source, target: row.target, status: row.status });
    }
    return found;
  });
}
