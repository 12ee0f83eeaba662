import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { QaIgnoredParams, QaReportQuery, type QaCheckId, type User } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../../plugins/errors.ts';
import { refuseUnlessStepAllows } from '../../assignments/step-guard.ts';
import { findDocument, toDocumentRecord } from '../repository.ts';
import { dictionaryFor } from '../../spelling/dictionaries.ts';
import { englishOf, englishTitleOf } from './english.ts';
import { qaCheck } from './registry.ts';
import { phrase } from './types.ts';
import { qaCounts, qaSegments, setQaIgnored } from './repository.ts';

/** QA of a document's segments: the report, and ignoring a warning on a segment. */
export const qaRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.qa.report, async (request) => {
    const document = foundOr404(
      await findDocument(app.db, request.params.id),
      'document_not_found',
      'Document not found',
    );
    const { page, check } = request.query as z.output<typeof QaReportQuery>;
    const [counts, segments] = await Promise.all([
      qaCounts(app.db, document.id),
      qaSegments(app.db, document.id, page, check),
    ]);
    // Said once for the document rather than on each segment: the language has no dictionary to check with.
    const noDictionary = phrase('qaSpellingNoDictionary', { lang: document.target_lang });
    const checks = counts.checks.map((count) =>
      count.check === 'spelling' && dictionaryFor(document.target_lang) === null
        ? { ...count, note: englishOf([noDictionary]), note_phrase: noDictionary }
        : count,
    );
    return {
      document_id: document.id,
      ...counts,
      checks,
      segments: segments.segments.map((segment) => toDocumentRecord(segment)),
      total_rows: segments.total_rows,
    };
  });

  /** Ignoring a warning changes the segment as a save does, so only whoever may save it may. */
  const ignore = async (user: User, id: number, check: QaCheckId, ignored: boolean) => {
    await refuseUnlessStepAllows(app.db, { recordId: id }, user);
    if (qaCheck(check).severity === 'error')
      throw new HttpError(422, 'qa_error_not_ignorable', 'Errors cannot be ignored: correct the target instead');
    const result = await setQaIgnored(app.db, id, check, ignored);
    if (result === undefined) throw new HttpError(404, 'segment_not_found', 'Segment not found');
    if (result === 'absent')
      throw new HttpError(409, 'qa_warning_absent', `This segment has no "${englishTitleOf(check)}" warning`);
    return toDocumentRecord(result);
  };

  route(app, endpoints.qa.ignore, async (request) => ignore(request.user, request.params.id, request.body.check, true));

  route(app, endpoints.qa.unignore, async (request) => {
    const { id, check } = request.params as z.output<typeof QaIgnoredParams>;
    return ignore(request.user, id, check, false);
  });
};
