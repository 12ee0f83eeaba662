import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  joinInline,
  ReplaceInTargetsBody,
  ReplaceResult,
  splitInline,
  type ReplaceChange,
  type ReplaceSkipped,
} from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import type { z } from 'zod';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { findDocument, findRecord, postgresRegex } from './repository.ts';
import { readSegmentForSave } from './save-read.ts';
import { saveTarget } from './save-target.ts';
import type { DocumentRecordRow } from './tables.ts';
import { iso } from '../db/column-types.ts';
import { refuseUnlessStepAllows } from '../assignments/step-guard.ts';
import {
  replaceMatches,
  searchPattern,
  searchRegexProblem,
  type SearchPattern,
} from '@tessera/shared/contract/search-pattern';

type Find = { find: string; replace: string; regex: boolean; case_sensitive: boolean };

/** The pattern of a search: a literal one matches its characters only; a regular expression runs in linear time. */
export function findPattern({ find, regex, case_sensitive }: Omit<Find, 'replace'>): SearchPattern {
  if (!regex) return searchPattern(find, { regex, caseSensitive: case_sensitive });
  const problem = searchRegexProblem(find);
  if (problem) throw new HttpError(400, 'invalid_pattern', `find ${problem}`);
  const pattern = searchPattern(find, { regex, caseSensitive: case_sensitive });
  if (pattern.test(''))
    throw new HttpError(
      400,
      'find_matches_empty',
      'find matches empty text: the replacement would go between every two characters',
    );
  return pattern;
}

/**
 * Replaces in the text runs of a target, never in its inline-code tokens, which stay where they were. A literal
 * replacement is inserted as typed; a regular expression's may refer to groups ($1, $<name>, $&).
 */
export function replaceInTarget(
  target: string,
  pattern: SearchPattern,
  replacement: string,
  regex: boolean,
): { after: string; occurrences: number } {
  let occurrences = 0;
  const parts = splitInline(target).map((part) => {
    if (typeof part !== 'string') return part;
    return replaceMatches(part, pattern, (...match) => {
      occurrences++;
      if (!regex) return replacement;
      // The groups as String.prototype.replace passes them: the named ones last when the pattern has any.
      const named = typeof match.at(-1) === 'object' ? (match.at(-1) as Record<string, string>) : undefined;
      const groups = match.slice(1, named ? -3 : -2) as (string | undefined)[];
      return replacement.replace(/\$(\$|&|\d{1,2}|<([^>]+)>)/g, (token, name: string, groupName?: string) => {
        if (name === '$') return '$';
        if (name === '&') return match[0] as string;
        if (groupName !== undefined) return named?.[groupName] ?? '';
        const index = Number(name);
        return index >= 1 && index <= groups.length ? (groups[index - 1] ?? '') : token;
      });
    });
  });
  return { after: joinInline(parts), occurrences };
}

/** Targets of the document (locked segments excepted) whose text may hold the search, in file order. */
async function candidates(
  db: Parameters<typeof findRecord>[0],
  documentId: number,
  search: Find,
): Promise<DocumentRecordRow[]> {
  let query = db
    .selectFrom('document_records')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('locked', '=', false);
  if (search.regex) {
    const pattern = postgresRegex(search.find);
    query = query.where(
      search.case_sensitive ? sql<boolean>`target_text ~ ${pattern}` : sql<boolean>`target_text ~* ${pattern}`,
    );
  } else {
    const escaped = search.find.replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(
      search.case_sensitive
        ? sql<boolean>`target_text like ${`%${escaped}%`}`
        : sql<boolean>`lower(target_text) like ${`%${escaped.toLowerCase()}%`}`,
    );
  }
  return query.orderBy('position').execute();
}

/** How long a preview works through targets before it lets other requests run. */
const TURN_MS = 20;

/** PostgreSQL's SQLSTATE for a regular expression it cannot compile. */
const INVALID_REGULAR_EXPRESSION = '2201B';

/** Find and replace in a document's targets, with a preview, version checks and undo (see the contract). */
export const replaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const readyDocument = async (id: number) => {
    const document = foundOr404(await findDocument(app.db, id), 'document_not_found', 'Document not found');
    if (document.status !== 'done')
      throw new HttpError(409, 'document_processing', 'This document is still being processed');
    return document;
  };

  /** Saves each segment as the editor would, one at a time; a refusal skips that segment with its reason. */
  const saveEach = async (
    document: Awaited<ReturnType<typeof readyDocument>>,
    wanted: readonly { id: number; updated_at: string }[],
    user: { id: number; username: string },
    next: (record: DocumentRecordRow) => { target: string; occurrences: number } | string,
  ): Promise<z.infer<typeof ReplaceResult>> => {
    const changes: ReplaceChange[] = [];
    const skipped: ReplaceSkipped[] = [];
    for (const { id, updated_at } of wanted) {
      const segment = await readSegmentForSave(app.db, id, user.id);
      if (!segment || segment.record.document_id !== document.id) {
        skipped.push({ id, position: null, reason: 'Not a segment of this document' });
        continue;
      }
      const { record } = segment;
      if (new Date(record.updated_at).getTime() !== new Date(updated_at).getTime()) {
        skipped.push({ id, position: record.position, reason: 'Changed by someone else meanwhile' });
        continue;
      }
      const change = next(record);
      if (typeof change === 'string') {
        skipped.push({ id, position: record.position, reason: change });
        continue;
      }
      try {
        const saved = await saveTarget(
          app,
          segment,
          { target: change.target, approved: record.approved, updated_at, change: 'replace' },
          user,
        );
        changes.push({
          id,
          position: record.position,
          before: record.target,
          after: saved.target,
          occurrences: change.occurrences,
          updated_at: iso(saved.updated_at),
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        skipped.push({ id, position: record.position, reason: error.message });
      }
    }
    return {
      segments: changes.length,
      occurrences: changes.reduce((sum, change) => sum + change.occurrences, 0),
      changes,
      skipped,
    };
  };

  route(app, endpoints.documents.replace, async (request) => {
    const document = await readyDocument(request.params.id);
    const body = request.body as z.output<typeof ReplaceInTargetsBody>;
    const pattern = findPattern(body);
    if (body.preview) {
      const found = await candidates(app.db, document.id, body).catch((error: unknown) => {
        if ((error as { code?: string }).code === INVALID_REGULAR_EXPRESSION) {
          throw new HttpError(
            400,
            'invalid_pattern',
            `find is not a valid regular expression: ${(error as Error).message}`,
          );
        }
        throw error;
      });
      const changes: ReplaceChange[] = [];
      let turn = performance.now();
      for (const record of found) {
        // Many long targets add up: other requests get their turn between segments.
        if (performance.now() - turn > TURN_MS) {
          await nextTurn();
          turn = performance.now();
        }
        const { after, occurrences } = replaceInTarget(record.target, pattern, body.replace, body.regex);
        if (occurrences === 0 || after === record.target) continue;
        changes.push({
          id: record.id,
          position: record.position,
          before: record.target,
          after,
          occurrences,
          updated_at: iso(record.updated_at),
        });
      }
      return {
        segments: changes.length,
        occurrences: changes.reduce((sum, change) => sum + change.occurrences, 0),
        changes,
        skipped: [],
      };
    }
    await refuseUnlessStepAllows(app.db, { documentId: document.id }, request.user);
    return saveEach(document, body.records!, request.user, (record) => {
      if (record.locked) return 'Locked (translate="no")';
      const { after, occurrences } = replaceInTarget(record.target, pattern, body.replace, body.regex);
      return occurrences === 0 || after === record.target
        ? 'No longer holds the text to replace'
        : { target: after, occurrences };
    });
  });

  route(app, endpoints.documents.undoReplace, async (request) => {
    const document = await readyDocument(request.params.id);
    await refuseUnlessStepAllows(app.db, { documentId: document.id }, request.user);
    const before = new Map(request.body.changes.map((change) => [change.id, change.target]));
    return saveEach(document, request.body.changes, request.user, (record) =>
      record.target === before.get(record.id)
        ? 'Already as it was'
        : { target: before.get(record.id)!, occurrences: 1 },
    );
  });
};
